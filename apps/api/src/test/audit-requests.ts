import { allEndpoints, findRoute, type EndpointDef } from '@cinema/contracts';
import type { z } from 'zod';
import { Prng } from './fuzz/prng.js';
import { sample } from './fuzz/sample.js';
import { urlOf } from './fuzz/runner.js';
import { ownId, rowOf } from './idor-db.js';
import { extrasOf } from './idor-extras.js';
import { tableOfSegment } from './idor-map.js';
import { auditExtras, type Ctx, type Doc, type Who } from './audit-extras.js';

export type { Who };
import { auth, type TestContext } from './helper.js';

// The audit-coverage suite's (audit-coverage.test.ts) valid request for a write endpoint, as the demo user who may
// call it: the fuzz suite's schema walk (fuzz/sample.ts) for the shape, the caller's own record as stored and as its
// detail answer reads (as the IDOR suite builds its bodies, idor.test.ts), the record this run created for an update
// or a delete, and what a request needs beyond that (idor-extras.ts, then audit-extras.ts).

/** hq for head-office screens, shinjuku for the cinema's own, the operator for the operator's alone. */
export function callerOf(e: EndpointDef): Who {
  const a = e.access;
  if (a.kind !== 'screen') return 'hq';
  const roles: readonly string[] = a.roles ?? findRoute(a.path).roles;
  if (roles.includes('brand')) return 'hq';
  return roles.includes('cinema') ? 'shinjuku' : 'admin';
}

export const segmentOf = (e: EndpointDef) => e.path.split('/')[2] ?? '';
const camel = (row: Doc) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );

/** A field of an object schema, through pipes, refinements and intersections. */
function fieldOf(schema: z.ZodType | undefined, key: string): z.ZodType | undefined {
  const d = (schema as unknown as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!d) return undefined;
  const shape = d.shape as Record<string, z.ZodType> | undefined;
  if (shape) return shape[key];
  for (const inner of [d.in, d.schema, d.innerType, d.left, d.right])
    if (inner) {
      const f = fieldOf(inner as z.ZodType, key);
      if (f) return f;
    }
  return undefined;
}

let serial = 0;
/** A code or name no record has yet, that its field accepts: a create must not repeat the model's. */
function fresh(schema: z.ZodType | undefined, key: string, old: unknown) {
  const n = ++serial;
  const candidates =
    key === 'email'
      ? [`audit${n}@example.jp`]
      : key === 'userName'
        ? [`audit${n}`]
        : [`${String(old)}${n}`, `監査${n}`, `AU${String(n).padStart(2, '0')}`, `A${n}`, `${9900 + n}`, `${n}`];
  return candidates.find((c) => schema?.safeParse(c).success) ?? old;
}

const UNIQUE = ['code', 'name', 'userName', 'email', 'janCode', 'displayName'];

export class AuditRequests {
  /** The record each segment's create made in this run (by whom): the same caller's update and delete take it. */
  readonly created: Record<string, number | string> = {};
  readonly creator: Record<string, Who> = {};
  private readonly rng = new Prng(7);

  constructor(
    private readonly t: TestContext,
    readonly ctx: Ctx,
  ) {}

  private async read(url: string, token: string) {
    const res = await this.t.app.inject({ url, headers: auth(token) });
    return res.statusCode === 200 ? (res.json().data as Doc) : {};
  }

  /** The record a request names: this run's new one of its segment, else the caller's first. */
  private async targetId(e: EndpointDef, who: Who) {
    const segment = segmentOf(e);
    const table = tableOfSegment[segment];
    const mine = this.creator[segment] === who || (who === 'staff' && this.creator[segment] === 'shinjuku');
    if (this.created[segment] !== undefined && mine) return { id: this.created[segment], table };
    const own = { brandId: this.ctx.brandId, cinemaId: this.ctx.cinemaId };
    return { id: table ? await ownId(this.t.database.db, table, own) : undefined, table, who };
  }

  /** The method, URL and body of a valid call of `e`, and who sends it. */
  async build(e: EndpointDef) {
    const extra = auditExtras[e.path];
    const who = extra?.as ?? callerOf(e);
    const token = this.ctx.tokens[who];
    const segment = segmentOf(e);
    const named = /:id|\/update|\/delete/.test(e.path) || fieldOf(e.body, 'id') !== undefined;
    const { id, table } = named ? await this.targetId(e, who) : { id: undefined, table: undefined };
    let body: Doc | undefined;
    if (e.body) {
      body = (sample(e.body, { rng: this.rng, idPool: [1] }) ?? {}) as Doc;
      // The model: the record named, or for a create the caller's first of its kind.
      const model = id ?? (table || !tableOfSegment[segment] ? undefined : (await this.targetId(e, who)).id);
      const modelTable = table ?? tableOfSegment[segment];
      if (model !== undefined && modelTable) {
        const row = camel(((await rowOf(this.t.database.db, modelTable, model)) ?? {}) as Doc);
        const hasDetail = allEndpoints.some((d) => d.method === 'GET' && d.path === `/api/${segment}/detail/:id`);
        const detail = hasDetail ? await this.read(`/api/${segment}/detail/${model}`, token) : {};
        body = { ...body, ...row, ...detail };
        if (id === undefined || /copy/.test(e.path))
          for (const key of UNIQUE)
            if (typeof body[key] === 'string') body[key] = fresh(fieldOf(e.body, key), key, body[key]);
      }
      // Settings saved as a whole start from their GET twin.
      if (allEndpoints.some((d) => d.method === 'GET' && d.path === e.path))
        body = { ...body, ...(await this.read(`${e.path}?cinemaId=${this.ctx.cinemaId}`, token)) };
      if (id !== undefined && fieldOf(e.body, 'id')) body.id = id;
      body = { ...body, ...(extrasOf[e.path] ?? {}), ...(await extra?.body?.(this.ctx, this.created)) };
    }
    const params = { id, ...(await extra?.params?.(this.ctx, this.created)) };
    const query = e.query
      ? { ...(sample(e.query, { rng: this.rng, idPool: [1] }) as Doc), ...(await extra?.query?.(this.ctx)) }
      : {};
    const upload = extra?.upload?.();
    return {
      who,
      token: extra?.token ? await extra.token(this.ctx) : token,
      url: urlOf(e, { params, query, body: undefined }),
      body,
      upload,
    };
  }
}
