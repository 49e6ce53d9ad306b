import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type EndpointDef } from '@cinema/contracts';
import {
  auditCount,
  extrasOf,
  foreignIds,
  idInputs,
  keysOf,
  ownId,
  rowOf,
  tableOfPath,
  tableOfReference,
  tableOfSegment,
} from './idor-map.js';
import { cinemaIds, deviceToken, signIn } from './fixtures.js';
import { auth, createTestApp, type TestContext } from './helper.js';

// IDOR suite generated from the endpoint declarations: every endpoint that takes an id (a path `:id`,
// a body `id`, or an id-like reference such as cinemaId, houseId, filmId), called by each demo role
// (hq: シネマライン head office; shinjuku: staff of シネマライン新宿) with the id of another brand's record
// (ミライシネマ) and, for records a cinema owns, of another cinema's (シネマライン池袋). Each answers 403 or
// 404 — or 400 naming the very field that carried the foreign id — and changes nothing: no audit row is
// written and the foreign record reads the same afterwards. A list filtered by a foreign id may answer
// 200, but only with nothing in it. Device endpoints are called by a POS of 新宿 with its device token.

type Kind = 'brand' | 'cinema';
interface Attempt {
  e: EndpointDef;
  where: 'param' | 'body' | 'query';
  key: string;
  table: string;
}

let t: TestContext;
const tokens: Record<string, string> = {};
const owns: Record<string, { brandId: number; cinemaId: number }> = {};

const camel = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );

/** Every (endpoint, input, table) the suite tries; throws on an id input the maps do not cover. */
function attempts(): Attempt[] {
  const out: Attempt[] = [];
  const unmapped: string[] = [];
  for (const e of allEndpoints) {
    const { segment, target, refs } = idInputs(e);
    if (target) {
      const table = tableOfPath[e.path] ?? tableOfSegment[segment];
      if (table) out.push({ e, where: target, key: 'id', table });
      else unmapped.push(`${e.method} ${e.path} (${target} id)`);
    }
    for (const [where, key] of refs) {
      const table = tableOfReference[key];
      if (table) out.push({ e, where, key, table });
      else unmapped.push(`${e.method} ${e.path} (${where} ${key})`);
    }
  }
  if (unmapped.length) throw new Error(`IDOR map lacks: ${unmapped.join(', ')}`);
  return out;
}

const detailOf = (segment: string) =>
  allEndpoints.find((d) => d.method === 'GET' && d.path === `/api/${segment}/detail/:id`);

const read = async (url: string, token: string) => {
  const res = await t.app.inject({ url, headers: auth(token) });
  return res.statusCode === 200 ? (res.json().data as Record<string, unknown>) : {};
};

/**
 * A body as the record's owner would send it: the stored row and its detail answer (read by `reader`,
 * who may see it), a GET twin's answer for settings saved as a whole, and what the request needs
 * beyond the record (idor-map extrasOf). So only the foreign id can be the reason for a refusal.
 */
async function bodyFrom(e: EndpointDef, id: number | undefined, reader: string, cinemaId: number) {
  const segment = e.path.split('/')[2]!;
  const table = tableOfSegment[segment];
  const twin = allEndpoints.find((d) => d.method === 'GET' && d.path === e.path && e.method !== 'GET');
  let body: Record<string, unknown> = {};
  if (table && id !== undefined) {
    const row = camel(((await rowOf(t.database.db, table, id)) ?? {}) as Record<string, unknown>);
    const detail = detailOf(segment) ? await read(`/api/${segment}/detail/${id}`, reader) : {};
    body = { ...row, ...detail };
  }
  if (twin) {
    const settings = await read(`${e.path}?cinemaId=${cinemaId}`, reader);
    body = { ...body, ...settings, ...(Array.isArray(settings.list) ? { settings: [] } : {}) };
  }
  return { ...body, ...extrasOf[e.path] };
}

const asValue = (key: string, id: number) => (key.endsWith('Ids') || key === 'ids' ? [id] : id);

async function attempt(a: Attempt, who: string, kind: Kind) {
  const db = t.database.db;
  const own = owns[who]!;
  const id = (await foreignIds(db, a.table, own))[kind];
  if (id === undefined) return { skipped: true as const };
  const segmentTable = tableOfPath[a.e.path] ?? tableOfSegment[a.e.path.split('/')[2]!];
  // A valid request on the caller's own record (read as the caller), with only the id or the one
  // reference pointing at the foreign record.
  const isTarget = a.key === 'id';
  const model = segmentTable ? await ownId(db, segmentTable, own) : undefined;
  const before = { row: await rowOf(db, a.table, id), audits: await auditCount(db) };
  let url = a.e.path.replace(':id', String(id));
  const query = new URLSearchParams(
    Object.entries(extrasOf[a.e.path] ?? {}).filter(([k]) => keysOf(a.e.query).includes(k)) as [string, string][],
  );
  if (a.where === 'query') query.set(a.key, String(id));
  if (query.size) url += `?${query}`;
  const payload = a.e.body
    ? {
        ...(await bodyFrom(a.e, model, tokens[who]!, own.cinemaId)),
        ...(isTarget ? { id, version: (before.row as { version?: number } | null)?.version } : {}),
        ...extrasOf[`${a.e.path} ${a.key}`],
        [a.key]: isTarget ? id : asValue(a.key, id),
      }
    : undefined;
  const res = await t.app.inject({
    method: a.e.method,
    url,
    headers: auth(a.e.access.kind === 'device' ? tokens.device! : tokens[who]!),
    ...(payload ? { payload } : {}),
  });
  const after = { row: await rowOf(db, a.table, id), audits: await auditCount(db) };
  return { skipped: false as const, res, before, after, id };
}

beforeAll(async () => {
  t = await createTestApp();
  [tokens.hq, tokens.hq2, tokens.shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
  const cinemas = await cinemaIds(t);
  for (const who of ['hq', 'shinjuku']) {
    const session = (await t.app.inject({ url: '/api/session/current', headers: auth(tokens[who]!) })).json().data;
    owns[who] = { brandId: session.brandId, cinemaId: session.cinemas[0]?.id ?? cinemas['0101']! };
  }
  tokens.device = await deviceToken(t, tokens.hq, cinemas['0101']!);
});
afterAll(() => t.close());

describe('IDOR: another brand’s and another cinema’s ids', () => {
  it('maps every endpoint that takes an id to the table it names', () => {
    expect(() => attempts()).not.toThrow();
    expect(attempts().length).toBeGreaterThan(50);
  });

  it('refuses every id of another brand or cinema, for each demo role, and changes nothing', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const a of attempts()) {
      // Head office reaches every cinema of its brand: for it only another brand's ids are foreign.
      for (const [who, kinds] of [
        ['hq', ['brand']],
        ['shinjuku', ['brand', 'cinema']],
      ] as const)
        for (const kind of kinds) {
          const r = await attempt(a, who, kind);
          if (r.skipped) continue;
          tried++;
          const { res } = r;
          const body = String(res.headers['content-type']).includes('json') ? res.json() : {};
          const fields = ((body.errors ?? []) as { field: string }[]).map((f) => f.field.split('.')[0]);
          const list = body.data?.list ?? (Array.isArray(body.data) ? body.data : undefined);
          // A reference the service leaves out (a filter, a list of ids it narrows to the caller's own):
          // 200, but nothing of the foreign record in the answer and nothing done with it.
          const noop =
            res.statusCode === 200 &&
            a.key !== 'id' &&
            (list?.length === 0 ||
              [body.data?.count, body.data?.updated, body.data?.created].includes(0) ||
              (a.where === 'body' && ![body.data?.[a.key]].flat().includes(r.id)));
          // A non-operator's brandId is not read: the record lands in the caller's own brand.
          const ownBrand = a.key === 'brandId' && res.statusCode === 200 && body.data?.brandId === owns[who]!.brandId;
          const ok =
            ownBrand ||
            noop ||
            [403, 404].includes(res.statusCode) ||
            (res.statusCode === 400 && fields.length > 0 && fields.every((f) => f === a.key));
          const label = `${who} ${kind} ${a.e.method} ${a.e.path} ${a.where}.${a.key}=${r.id}`;
          if (!ok) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          // No audit row, unless the call changed only the caller's own record (ownBrand, noop).
          if (r.after.audits !== r.before.audits && !ownBrand && !noop) failures.push(`${label}: wrote an audit row`);
          if (JSON.stringify(r.after.row) !== JSON.stringify(r.before.row)) failures.push(`${label}: changed the row`);
        }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(100);
  }, 120_000);
});
