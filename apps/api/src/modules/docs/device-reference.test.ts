import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CLOCK_SKEW_SECONDS,
  deviceApiEndpoints,
  deviceDocumentEndpoints,
  deviceDocumentsBody,
  deviceErrorActions,
  devicePrintJobEndpoints,
  envelope,
  errorBodySchema,
  type EndpointDef,
  type ErrorCode,
} from '@cinema/contracts';
import { openApiDocument } from '../../platform/openapi.js';

// What an outside POS vendor reads about the device API in /api/openapi.json: every field described,
// the document kinds told apart by `kind`, the idempotency headers, an example for every kind and
// every error, and for each error what the device should do. The examples themselves are sent to
// the API by device-api/device-documents.examples.test.ts.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test walks the generated JSON key by key
type Json = Record<string, any>;
const doc = openApiDocument() as Json;
const docPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');
const opOf = (e: EndpointDef): Json => doc.paths[docPath(e.path)][e.method.toLowerCase()];
const deviceEndpoints: EndpointDef[] = [
  ...Object.values(deviceApiEndpoints),
  ...Object.values(deviceDocumentEndpoints),
  ...Object.values(devicePrintJobEndpoints),
];
const documents = opOf(deviceDocumentEndpoints.documents);
const json = (part: Json) => part.content['application/json'];
const resolve = (node: Json): Json => (node.$ref ? doc.components.schemas[node.$ref.split('/').pop()] : node);

/** Properties without a description, below a schema (components followed once). */
function undescribed(node: Json, at: string, seen: Set<Json>, checked: { n: number }): string[] {
  const n = resolve(node);
  if (!n || typeof n !== 'object' || seen.has(n)) return [];
  seen.add(n);
  const out: string[] = [];
  for (const [key, prop] of Object.entries<Json>(n.properties ?? {})) {
    checked.n++;
    if (!prop.description && !resolve(prop).description) out.push(`${at}.${key}`);
    out.push(...undescribed(prop, `${at}.${key}`, seen, checked));
  }
  for (const key of ['items', 'additionalProperties'])
    if (n[key] && typeof n[key] === 'object') out.push(...undescribed(n[key], `${at}[]`, seen, checked));
  for (const key of ['oneOf', 'anyOf', 'allOf'])
    (n[key] ?? []).forEach((v: Json, i: number) => out.push(...undescribed(v, `${at}|${i}`, seen, checked)));
  return out;
}

/** The error codes a response lists in its description (`- \`code\`: …`). */
const codesOf = (response: Json) => [...String(response.description).matchAll(/^- `(\w+)`/gm)].map((m) => m[1]!);
const kinds = deviceDocumentsBody.options.map((o) => o.shape.kind.value);

describe('the device API reference', () => {
  it('describes every field of every device request and answer, and every parameter', () => {
    const checked = { n: 0 };
    const missing: string[] = [];
    for (const e of deviceEndpoints) {
      const op = opOf(e);
      const name = `${e.method} ${e.path}`;
      for (const p of op.parameters) if (!p.$ref && !p.description) missing.push(`${name} parameter ${p.name}`);
      if (op.requestBody) missing.push(...undescribed(json(op.requestBody).schema, `${name} body`, new Set(), checked));
      for (const [status, r] of Object.entries<Json>(op.responses))
        missing.push(...undescribed(json(r).schema, `${name} ${status}`, new Set(), checked));
    }
    expect(missing).toEqual([]);
    expect(checked.n).toBeGreaterThan(300);
  });

  it('says the rules a vendor cannot guess: device codes, the business day, the sales window, the clock', () => {
    const token = json(opOf(deviceApiEndpoints.token).requestBody).schema.properties;
    expect(token.deviceCode.description).toMatch(/半角英数字・ハイフン・アンダースコアの1〜20文字/);
    const sale = doc.components.schemas.DeviceDocument_sale.properties;
    expect(sale.occurredAt.description).toMatch(/営業日.*切替時刻.*36時間表記/);
    expect(sale.occurredAt.description).toContain(
      `${CLOCK_SKEW_SECONDS}秒を超えて進んでいても拒否せず、例外 clock_skew`,
    );
    const line = sale.lines.items.oneOf.find((l: Json) => l.properties.type.const === 'ticket');
    expect(line.properties.screeningId.description).toMatch(/チャネル.*販売開始日時から販売終了日時まで/);
    const cinema = json(opOf(deviceApiEndpoints.token).responses['200']).schema.properties.data.properties.cinema;
    expect(cinema.properties.businessDayCutoffHour.description).toMatch(/36時間表記.*5 と 29 はどちらも翌朝5:00/);
  });

  it('tells document kinds apart by `kind`, with a mapping to each kind’s schema, in a batch too', () => {
    const body = json(documents.requestBody).schema;
    expect(body.discriminator.propertyName).toBe('kind');
    expect(Object.keys(body.discriminator.mapping).sort()).toEqual([...kinds].sort());
    expect(body.oneOf).toHaveLength(kinds.length);
    for (const [kind, ref] of Object.entries<string>(body.discriminator.mapping))
      expect(resolve({ $ref: ref }).properties.kind.const).toBe(kind);
    const batched = resolve({ $ref: body.discriminator.mapping.batch }).properties.documents.items;
    expect(Object.keys(batched.discriminator.mapping)).toEqual(kinds.filter((k) => k !== 'batch'));
  });

  it('declares the Idempotency-Key request header and the Idempotent-Replayed answer header', () => {
    const key = documents.parameters.find((p: Json) => p.name === 'Idempotency-Key');
    expect(key).toMatchObject({ in: 'header', required: false, schema: { format: 'uuid' } });
    expect(key.description).toMatch(/clientId.*400.*一括送信/);
    for (const status of ['200', '409'])
      expect(documents.responses[status].headers['Idempotent-Replayed'].schema).toEqual({
        type: 'string',
        const: 'true',
      });
    expect(documents.responses['422'].headers).toBeUndefined();
  });

  it('shows an example of every document kind and of every error the endpoint answers, each fit for its schema', () => {
    const requests = json(documents.requestBody).examples as Record<string, Json>;
    const answers = Object.entries<Json>(documents.responses).flatMap(([status, r]) =>
      Object.entries<Json>(json(r).examples ?? {}).map(([name, x]) => ({ name, status: Number(status), x })),
    );
    const answerOf = new Map(answers.map((a) => [a.name, a]));
    for (const kind of kinds)
      expect(
        Object.keys(requests).some((n) => requests[n]!.value.kind === kind && answerOf.get(n)?.status === 200),
        kind,
      ).toBe(true);
    for (const [status, r] of Object.entries<Json>(documents.responses))
      for (const code of codesOf(r))
        expect(
          answers.some((a) => a.status === Number(status) && a.x.value.code === code),
          code,
        ).toBe(true);
    // Only what no JSON body can cause has no request.
    const answerOnly = answers.filter((a) => !requests[a.name]).map((a) => a.x.value.code);
    expect(answerOnly.sort()).toEqual(['bad_request', 'internal', 'payload_too_large']);
    const success = envelope(deviceDocumentEndpoints.documents.answer);
    for (const a of answers) {
      const parsed = (a.status === 200 ? success : errorBodySchema).safeParse(a.x.value);
      expect(parsed.success, `${a.name}: ${parsed.error?.message}`).toBe(true);
    }
    for (const [name, x] of Object.entries(requests)) {
      expect(answerOf.has(name), name).toBe(true);
      if (answerOf.get(name)!.x.value.code === 'invalid_document') continue;
      const clientId = x['x-headers']?.['Idempotency-Key'];
      const parsed = deviceDocumentsBody.safeParse({ ...(clientId ? { clientId } : {}), ...x.value });
      expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('says, for every error a device endpoint answers, what the device should do', () => {
    let lines = 0;
    for (const e of deviceEndpoints)
      for (const r of Object.values<Json>(opOf(e).responses))
        for (const code of codesOf(r) as ErrorCode[]) {
          lines++;
          const action = deviceErrorActions[code];
          expect(action, `${e.path} ${code}`).toBeDefined();
          expect(r.description).toContain(`\`${code}\`: `);
          expect(r.description).toContain(`端末の対応: ${action}`);
        }
    expect(lines).toBeGreaterThan(30);
    const token = opOf(deviceApiEndpoints.token).responses['429'].description;
    expect(token).toContain(deviceErrorActions.too_many_requests);
    expect(z.string().parse(opOf(deviceDocumentEndpoints.documents).responses['409'].description)).toMatch(
      /`original_not_received`.*同じ書類を時間をおいて再送/,
    );
  });
});
