import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceScreening } from '@cinema/contracts';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';

// A vendor builds its driver from /api/openapi.json alone: every named example of POST
// /api/device/documents, sent in the document's order with the headers it names, answers the
// documented status and body. Only the demo's ids and the devices' tokens are put in for the
// placeholders; everything else is posted as written.

type Json = Record<string, unknown>;
type Example = { summary: string; value: Json; 'x-headers'?: Record<string, string> };
type Operation = {
  requestBody: { content: { 'application/json': { examples: Record<string, Example> } } };
  responses: Record<string, { content?: { 'application/json': { examples?: Record<string, Example> } } }>;
};

let t: TestContext;
let s: SalesFixture;
let op: Operation;
let tokens: Record<string, string>;
let ids: Record<string, Record<number, number>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t);
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  op = doc.paths['/api/device/documents'].post;
  const suffix = String(Date.now()).slice(-6);
  tokens = { POS01: s.pos, POS02: await s.token(`POS${suffix}`), WEB01: await s.token(`WEB${suffix}`, 'online') };
  const [screening] = (await s.get<DeviceScreening[]>(`/api/device/screenings?businessDate=2031-04-11`)).filter(
    (x) => x.id === s.screeningId,
  );
  const university = screening!.prices.find((p) => p.ticketKind === 'university' && p.seatType === 'general')!;
  ids = {
    screeningId: { 812: s.screeningId },
    ticketId: { 1: s.general.ticketId, 2: university.ticketId },
    itemId: { 101: s.item.id },
    methodId: { 1: s.cash.id, 2: s.credit.id, 9: s.points.id },
  };
});
afterAll(() => t.close());

/** The example with the demo's ids in place of the document's (every other value as written). */
function withDemoIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDemoIds);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      typeof v === 'number' && ids[k]?.[v] !== undefined ? ids[k][v] : withDemoIds(v),
    ]),
  );
}

/** `Bearer <POS01の端末トークン>` → the token of the device the test registered for POS01. */
const withTokens = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [
      k,
      v.replace(/<(\w+)の端末トークン>/, (_, device: string) => {
        if (!tokens[device]) throw new Error(`no device ${device}`);
        return tokens[device];
      }),
    ]),
  );

/** What must match: all but the values a server makes afresh (numbers, expiry, wording, request id). */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (!value || typeof value !== 'object') return value;
  const skip = new Set(['transactionNo', 'holdExpiresAt', 'message', 'requestId']);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !skip.has(k))
      .map(([k, v]) => [k, comparable(v)]),
  );
}

const answers = () =>
  new Map(
    Object.entries(op.responses).flatMap(([status, r]) =>
      Object.entries(r.content?.['application/json'].examples ?? {}).map(([name, x]) => [
        name,
        { status: Number(status), x },
      ]),
    ),
  );

const send = (x: Example) =>
  t.app.inject({
    method: 'POST',
    url: '/api/device/documents',
    headers: withTokens(x['x-headers'] ?? {}),
    payload: withDemoIds(x.value) as Json,
  });

describe('the examples of POST /api/device/documents', () => {
  it('each answers, in order, the documented status, body and headers', async () => {
    const documented = answers();
    const problems: string[] = [];
    const requests = Object.entries(op.requestBody.content['application/json'].examples);
    expect(requests.length).toBeGreaterThan(20);
    for (const [name, x] of requests) {
      const expected = documented.get(name);
      if (!expected) {
        problems.push(`${name}: no documented answer`);
        continue;
      }
      const res = await send(x);
      const body = res.json();
      if (res.statusCode !== expected.status) problems.push(`${name}: ${res.statusCode} ${res.body}`);
      else if (JSON.stringify(comparable(body)) !== JSON.stringify(comparable(withDemoIds(expected.x.value))))
        problems.push(`${name}: answered ${JSON.stringify(body)}`);
      const headers = expected.x['x-headers'] ?? {};
      if (res.headers['idempotent-replayed'] !== headers['Idempotent-Replayed'])
        problems.push(`${name}: Idempotent-Replayed ${String(res.headers['idempotent-replayed'])}`);
    }
    expect(problems).toEqual([]);
  });

  it('a refusal sent again is the stored one, marked Idempotent-Replayed as documented for its status', async () => {
    const examples = op.requestBody.content['application/json'].examples;
    for (const name of ['seatUnavailable', 'invalidDocument', 'noPermission', 'notFound']) {
      const res = await send(examples[name]!);
      expect(res.headers['idempotent-replayed'], name).toBe('true');
      const documented = op.responses[String(res.statusCode)]?.content?.['application/json'].examples?.[name];
      expect(documented, `${name} answered ${res.statusCode}`).toBeDefined();
    }
  });

  it('refuses the Idempotency-Key header on a batch, naming it', async () => {
    const batch = op.requestBody.content['application/json'].examples.batch!;
    const res = await send({
      ...batch,
      'x-headers': { ...batch['x-headers'], 'Idempotency-Key': '01a212a1-7970-7e69-a59b-23550d3bd8d5' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('Idempotency-Key');
  });
});
