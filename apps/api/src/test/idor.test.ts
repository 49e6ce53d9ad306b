import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type EndpointDef } from '@cinema/contracts';
import { idInputs, keysOf, modelTableOf, tableOfPath, tableOfRef, tableOfSegment } from './idor-map.js';
import { addForeignSales, auditCount, foreignIds, ownId, rowOf, type RecordId } from './idor-db.js';
import { extrasOf } from './idor-extras.js';
import { deviceModels, onlineKinds } from './idor-device.js';
import { place, valuesAt, variantLabel, type Variant } from './idor-walk.js';
import { cinemaIds, signIn } from './fixtures.js';
import { auth, createTestApp, type TestContext } from './helper.js';

// IDOR suite generated from the endpoint declarations: every endpoint that takes an id (a path `:id`,
// a body `id`, or an id-like reference at any depth of its query or body, such as cinemaId, filmIds,
// lines.*.itemId), called by each demo role (hq: シネマライン head office; shinjuku: staff of
// シネマライン新宿) with the id of another brand's record (ミライシネマ) and, for records a cinema owns,
// of another cinema's (シネマライン池袋). Each answers 403 or 404 — or 400 naming the very field that
// carried the foreign id (or the field holding it) — and changes nothing: no audit row is written and
// the foreign record reads the same afterwards. A list filtered by a foreign id may answer 200, but
// only with nothing in it. Device endpoints are called by 新宿's devices (idor-device.ts), with one
// valid document of each kind and only the one id in it foreign.

type Kind = 'brand' | 'cinema';
type Doc = Record<string, unknown>;
interface Attempt {
  e: EndpointDef;
  where: 'param' | 'body' | 'query';
  /** `id` (the target), or the reference's dotted path. */
  name: string;
  path: string[];
  /** The union branches the request takes to reach the reference. */
  branch: Variant[];
  table: string;
}

let t: TestContext;
const tokens: Record<string, string> = {};
const owns: Record<string, { brandId: number; cinemaId: number }> = {};
let extras: Record<string, Doc | (() => Doc)> = { ...extrasOf };
let devices: Awaited<ReturnType<typeof deviceModels>>;

const extra = (key: string) => {
  const v = extras[key];
  return typeof v === 'function' ? v() : v;
};
const camel = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );
const isDevice = (e: EndpointDef) => e.access.kind === 'device';

/** Every (endpoint, input, branch, table) the suite tries; throws on an id input the maps do not cover. */
function attempts(): Attempt[] {
  const out: Attempt[] = [];
  const unmapped: string[] = [];
  for (const e of allEndpoints) {
    const { segment, target, refs } = idInputs(e);
    if (target) {
      const table = tableOfPath[e.path] ?? tableOfSegment[segment];
      if (table) out.push({ e, where: target, name: 'id', path: ['id'], branch: [], table });
      else unmapped.push(`${e.method} ${e.path} (${target} id)`);
    }
    for (const ref of refs) {
      const table = tableOfRef(ref, e.path);
      // A query carries flat values: a nested one would need its own encoding here.
      if (!table || (ref.where === 'query' && ref.path.length > 1))
        unmapped.push(`${e.method} ${e.path} (${ref.where} ${ref.name})`);
      else
        for (const branch of ref.branches)
          out.push({ e, where: ref.where, name: ref.name, path: ref.path, branch, table });
    }
  }
  if (unmapped.length) throw new Error(`IDOR map lacks: ${unmapped.join(', ')}`);
  return out;
}

const detailOf = (segment: string) =>
  allEndpoints.find((d) => d.method === 'GET' && d.path === `/api/${segment}/detail/:id`);

const read = async (url: string, token: string) => {
  const res = await t.app.inject({ url, headers: auth(token) });
  return res.statusCode === 200 ? (res.json().data as Doc) : {};
};

/**
 * A body as the record's owner would send it: the stored row and its detail answer (read by `reader`,
 * who may see it), a GET twin's answer for settings saved as a whole, and what the request needs
 * beyond the record (idor-extras.ts). So only the foreign id can be the reason for a refusal.
 */
async function bodyFrom(e: EndpointDef, id: number | undefined, reader: string, cinemaId: number) {
  const segment = e.path.split('/')[2]!;
  const table = tableOfSegment[segment];
  const twin = allEndpoints.find((d) => d.method === 'GET' && d.path === e.path && e.method !== 'GET');
  let body: Doc = {};
  if (table && id !== undefined) {
    const row = camel(((await rowOf(t.database.db, table, id)) ?? {}) as Doc);
    const detail = detailOf(segment) ? await read(`/api/${segment}/detail/${id}`, reader) : {};
    body = { ...row, ...detail };
  }
  if (twin) {
    const settings = await read(`${e.path}?cinemaId=${cinemaId}`, reader);
    body = { ...body, ...settings, ...(Array.isArray(settings.list) ? { settings: [] } : {}) };
  }
  return { ...body, ...extra(e.path) };
}

const asValue = (key: string, id: RecordId) => (key.endsWith('Ids') || key === 'ids' ? [id] : id);
/** A union branch's model: a whole request (`kind=sale`), or an array element where the body has none. */
const modelOf = (e: EndpointDef, v: Variant) =>
  extra(`${e.path} ${variantLabel(v)}`) ?? extra(`${e.path} ${v.key}=${v.values[0]}`);
/** What holds a nested reference where the body has none: the branch's model, or by its path (`tickets.*`). */
const holderOf = (e: EndpointDef, at: string, v?: Variant) => (v && modelOf(e, v)) ?? extra(`${e.path} ${at}`);

async function attempt(a: Attempt, who: string, kind: Kind) {
  const db = t.database.db;
  const own = owns[who]!;
  const id = (await foreignIds(db, a.table, own))[kind];
  if (id === undefined) return { skipped: true as const };
  const segmentTable = tableOfPath[a.e.path] ?? tableOfSegment[a.e.path.split('/')[2]!];
  // A valid request on the caller's own record (read as the caller), with only the id or the one
  // reference pointing at the foreign record.
  const isTarget = a.name === 'id';
  const before = { row: await rowOf(db, a.table, id), audits: await auditCount(db) };
  let url = a.e.path.replace(':id', String(id));
  const query = new URLSearchParams(
    Object.entries(extras[a.e.path] ?? {}).filter(([k]) => keysOf(a.e.query).includes(k)) as [string, string][],
  );
  if (a.where === 'query') query.set(a.name, String(id));
  if (query.size) url += `?${query.toString()}`;
  let field = a.name;
  let payload: Doc | undefined;
  if (a.e.body) {
    const modelTable = modelTableOf[`${a.e.path} ${a.name}`] ?? segmentTable;
    const model = isDevice(a.e) || !modelTable ? undefined : await ownId(db, modelTable, own);
    const top = a.branch.find((v) => v.at === '');
    payload = {
      ...(isDevice(a.e) ? extra(a.e.path) : await bodyFrom(a.e, model, tokens[who]!, own.cinemaId)),
      ...(top ? modelOf(a.e, top) : {}),
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc sees {}
      ...(isTarget ? { id, version: (before.row as { version?: number } | null)?.version } : {}),
      ...extra(`${a.e.path} ${a.name}`),
    };
    if (a.where === 'body') {
      const placed = place(payload, { path: a.path, variants: a.branch }, asValue(a.path.at(-1)!, id), (at, v) =>
        holderOf(a.e, at, v),
      );
      payload = placed.body;
      field = placed.field;
    }
  }
  const online = a.branch.some((v) => v.key === 'kind' && v.values.some((k) => onlineKinds.has(k)));
  const res = await t.app.inject({
    method: a.e.method,
    url,
    headers: auth(isDevice(a.e) ? (online ? devices.online : devices.pos) : tokens[who]!),
    ...(payload ? { payload } : {}),
  });
  const after = { row: await rowOf(db, a.table, id), audits: await auditCount(db) };
  return { skipped: false as const, res, before, after, id, field };
}

/** Whether an error's field names the field that carried the id, or the field holding it (`lines`). */
const names = (errorField: string, field: string) => {
  const [f, g] = [errorField.split('.'), field.split('.')];
  const n = Math.min(f.length, g.length);
  return f.slice(0, n).join('.') === g.slice(0, n).join('.');
};

/** Tries each attempt as each caller; answers what was not refused as it should be, and how many were tried. */
async function tryAll(list: Attempt[]) {
  const failures: string[] = [];
  let tried = 0;
  for (const a of list) {
    // Head office reaches every cinema of its brand: for it only another brand's ids are foreign.
    const callers = isDevice(a.e)
      ? ([['device', ['brand', 'cinema']]] as const)
      : ([
          ['hq', ['brand']],
          ['shinjuku', ['brand', 'cinema']],
        ] as const);
    for (const [who, kinds] of callers)
      for (const kind of kinds) {
        const branch = a.branch.length ? ` [${a.branch.map(variantLabel).join(' ')}]` : '';
        const label = `${who} ${kind} ${a.e.method} ${a.e.path} ${a.where}.${a.name}${branch}`;
        const r = await attempt(a, who, kind).catch((err: Error) => {
          failures.push(`${label}: ${err.message}`);
          return { skipped: true as const };
        });
        if (r.skipped) continue;
        tried++;
        const { res } = r;
        const answer = String(res.headers['content-type']).includes('json') ? res.json() : {};
        // A batch answers each of its documents in `results`: the verdict is its one document's.
        const item = a.path[0] === 'documents' ? answer.data?.results?.[0] : undefined;
        const status: number = item?.status ?? res.statusCode;
        const error = item ? (item.error ?? {}) : answer;
        const field = item ? r.field.split('.').slice(2).join('.') : r.field;
        const fields = ((error.errors ?? []) as { field: string }[]).map((f) => f.field);
        const data = answer.data;
        const list = data?.list ?? (Array.isArray(data) ? data : undefined);
        const key = a.path.at(-1)!;
        // A reference the service leaves out (a filter, a list of ids it narrows to the caller's own):
        // 200, but nothing of the foreign record in the answer and nothing done with it. A device's
        // document is recorded or refused, never narrowed.
        const echoed = a.path.length === 1 ? [data?.[key]].flat() : valuesAt(data, a.path);
        const noop =
          status === 200 &&
          !isDevice(a.e) &&
          a.name !== 'id' &&
          (list?.length === 0 ||
            [data?.count, data?.updated, data?.created].includes(0) ||
            (a.where === 'body' && echoed !== undefined && !echoed.includes(r.id)));
        // A non-operator's brandId is not read: the record lands in the caller's own brand.
        const ownBrand = a.name === 'brandId' && status === 200 && data?.brandId === owns[who]!.brandId;
        // A device naming a sale, an order or a shift its cinema has not got is told "not received
        // yet", as for an id that exists nowhere (docs/device-api.md): nothing is stored for it.
        const notReceived = isDevice(a.e) && status === 409 && error.code === 'original_not_received';
        // Head office reading a cinema's screen with no cinema chosen is asked for one before anything is read
        // (docs/architecture.md, "access").
        const chooseCinema = status === 400 && fields.length === 1 && fields[0] === 'cinemaId' && who === 'hq';
        const ok =
          ownBrand ||
          noop ||
          notReceived ||
          chooseCinema ||
          [403, 404].includes(status) ||
          (status === 400 && fields.length > 0 && fields.every((f) => names(f, field)));
        const at = `${label} (${field}=${r.id})`;
        if (!ok) failures.push(`${at}: ${status} ${JSON.stringify(item ?? answer).slice(0, 240)}`);
        // No audit row, unless the call changed only the caller's own record (ownBrand, noop).
        if (r.after.audits !== r.before.audits && !ownBrand && !noop) failures.push(`${at}: wrote an audit row`);
        if (JSON.stringify(r.after.row) !== JSON.stringify(r.before.row)) failures.push(`${at}: changed the row`);
      }
  }
  return { failures, tried };
}

beforeAll(async () => {
  t = await createTestApp();
  devices = await deviceModels(t);
  extras = {
    ...extrasOf,
    ...Object.fromEntries(Object.entries(devices.models).map(([k, m]) => [`/api/device/documents ${k}`, m])),
    '/api/device/quote': devices.quote,
    ...Object.fromEntries(
      Object.entries(devices.lineModels).map(([k, m]) => [`/api/transactionHistoryCl/create ${k}`, m]),
    ),
  };
  tokens.hq = devices.hq;
  [tokens.shinjuku] = await signIn(t, 'shinjuku');
  const cinemas = await cinemaIds(t);
  for (const who of ['hq', 'shinjuku']) {
    const session = (await t.app.inject({ url: '/api/session/current', headers: auth(tokens[who]!) })).json().data;
    owns[who] = { brandId: session.brandId, cinemaId: session.cinemas[0]?.id ?? cinemas['0101']! };
  }
  owns.device = { brandId: owns.shinjuku!.brandId, cinemaId: cinemas['0101']! };
  await addForeignSales(t.database.db, owns.device);
}, 120_000);
afterAll(() => t.close());

describe('IDOR: another brand’s and another cinema’s ids', () => {
  it('maps every endpoint that takes an id to the table it names', () => {
    expect(() => attempts()).not.toThrow();
    expect(attempts().length).toBeGreaterThan(50);
  });

  // Device documents first: the console's calls below may change 新宿's own masters the models use.
  it('refuses every id of another brand or cinema in a device’s documents, and changes nothing', async () => {
    const { failures, tried } = await tryAll(attempts().filter((a) => isDevice(a.e)));
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(60);
  }, 120_000);

  it('accepts each device model as it is, so a refusal above was the foreign id’s', async () => {
    // In this order: the admission's seat is the refund's sale's, and the shift closes last.
    const kinds = ['sale', 'hold', 'admission', 'refund', 'void', 'cash_movement', 'payment_result', 'release'];
    for (const kind of [...kinds, 'shift_close']) {
      const token = onlineKinds.has(kind) ? devices.online : devices.pos;
      const payload = devices.models[`kind=${kind}`]!();
      const res = await t.app.inject({ method: 'POST', url: '/api/device/documents', headers: auth(token), payload });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
    }
    const quote = { method: 'POST' as const, url: '/api/device/quote', payload: devices.quote() };
    expect((await t.app.inject({ ...quote, headers: auth(devices.pos) })).statusCode).toBe(200);
  });

  it('refuses every id of another brand or cinema, for each demo role, and changes nothing', async () => {
    const { failures, tried } = await tryAll(attempts().filter((a) => !isDevice(a.e)));
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(150);
  }, 180_000);
});
