import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allEndpoints,
  auditAction,
  auditEntity,
  endpointName,
  modules,
  permissionTypes,
  type EndpointDef,
} from '@cinema/contracts';
import { gt, max } from 'drizzle-orm';
import { auditLogs } from '../db/schema/index.js';
import { AuditRequests, segmentOf } from './audit-requests.js';
import type { Ctx } from './audit-extras.js';
import { cinemaIds, signIn } from './fixtures.js';
import { auth, createTestApp, type TestContext } from './helper.js';
import { addCinemaStaff } from './staff.js';

// Audit coverage, generated from the endpoint declarations (docs/testing.md, "the generated suites"): every write
// endpoint a person calls (not a GET, not public, not a device's: a device's documents are sales facts, their own
// record) is called with a valid request (audit-requests.ts) as a demo user who may, and when it answers 2xx it
// must have added an audit row whose entity and action 操作ログ names in Japanese. So a new write endpoint fails
// here until its service audits it, or it is listed below with the reason it writes none.

/** Writes that leave no audit row, and why. */
const exempt: Record<string, string> = {
  // Choosing the cinema to work in changes the session, not a record.
  'POST /api/session/cinema': 'a session setting, not a change of a record',
  // Reads sent as POST: they count or check, and change nothing.
  'POST /api/schedule/publish/preview': 'a read: counts what publishing would do',
  'POST /api/coupon/serialCheck': 'a read: whether a serial may be used',
  'POST /api/website/preview': 'a read: the public page the unsaved content would make',
  'POST /api/automationRule/preview': 'a read: whom the unsaved rule would act on today',
  'POST /api/mailMagazine/preview': 'a read: the mail the unsaved content would make for one member',
  'POST /api/mailMagazine/audience': 'a read: how many members a filter would reach',
  'POST /api/memberFilter/count': 'a read: how many members unsaved conditions match',
  'POST /api/memberFilter/preview': 'a read: the first members unsaved conditions match',
  'POST /api/memberCoupon/count': 'a read: how many members and serials an unsaved target reaches',
  // The operator's consistency check, as its scheduled job runs it: a read whose failures notify (docs/sales.md).
  'POST /api/sales/invariants/run': 'a check of the sales facts; it changes none',
};

const writes = allEndpoints.filter((e) => e.method !== 'GET' && !['public', 'device'].includes(e.access.kind));
const nameOf = (e: EndpointDef) => `${e.method} ${e.path}`;
/** Creates first, so an update or a delete takes the record this run made; what ends a session last. */
const rank = (e: EndpointDef) =>
  /logout|changePassword|session\/restore/.test(e.path) ? 3 : e.method === 'DELETE' ? 2 : /create/.test(e.path) ? 0 : 1;

let t: TestContext;
let requests: AuditRequests;
beforeAll(async () => {
  t = await createTestApp();
  const every = Object.fromEntries(modules.map((m) => [m, [...permissionTypes]]));
  await addCinemaStaff(t.database.db, { userName: 'auditfull', cinemaCodes: ['0101'], permissions: every });
  const [hq, shinjuku, admin, staff] = await signIn(t, 'hq', 'shinjuku', 'admin', 'auditfull');
  const session = (await t.app.inject({ url: '/api/session/current', headers: auth(shinjuku) })).json().data;
  const ctx: Ctx = {
    t,
    tokens: { hq, shinjuku, admin, staff },
    brandId: session.brandId,
    cinemaId: session.cinemas[0]?.id ?? (await cinemaIds(t))['0101']!,
  };
  requests = new AuditRequests(t, ctx);
}, 60_000);
afterAll(() => t.close());

const lastAuditId = async () => (await t.database.db.select({ n: max(auditLogs.id) }).from(auditLogs))[0]?.n ?? 0;

describe('audit coverage: every write leaves a row of 操作ログ', () => {
  it('exempts and names only declared write endpoints', () => {
    const names = new Set(writes.map(nameOf));
    expect(Object.keys(exempt).filter((n) => !names.has(n))).toEqual([]);
  });

  it('audits each write that succeeded, in Japanese words', async () => {
    const labelled = (r: { entity: string; action: string }) =>
      r.entity in auditEntity.labels && r.action in auditAction.labels;
    const missing: string[] = [];
    const unlabelled: string[] = [];
    const refused: string[] = [];
    const unchanged: string[] = [];
    let exercised = 0;
    const ordered = [...writes].sort((a, b) => rank(a) - rank(b));
    for (const e of ordered) {
      const name = nameOf(e);
      if (name in exempt) continue;
      const req = await requests.build(e);
      const since = await lastAuditId();
      const res = await t.app.inject({
        method: e.method,
        url: req.url,
        headers: { ...auth(req.token), ...(req.upload?.headers ?? {}) },
        ...(req.upload ? { payload: req.upload.payload } : req.body ? { payload: req.body } : {}),
      });
      if (res.statusCode < 200 || res.statusCode >= 300) {
        refused.push(`${name} as ${req.who}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        continue;
      }
      const data = String(res.headers['content-type']).includes('json') ? res.json().data : undefined;
      if (/create|copy/.test(e.path) && data?.id !== undefined && requests.created[segmentOf(e)] === undefined) {
        requests.created[segmentOf(e)] = data.id;
        requests.creator[segmentOf(e)] = req.who;
      }
      // A call that found nothing to change (no unread notification, no serial in the state asked) writes nothing.
      if (data === 0 || [data?.count, data?.updated].includes(0)) {
        unchanged.push(name);
        continue;
      }
      exercised++;
      const rows = await t.database.db.select().from(auditLogs).where(gt(auditLogs.id, since));
      if (!rows.length) missing.push(`${endpointName(e)} (${name})`);
      else if (!rows.some(labelled))
        unlabelled.push(`${name}: ${rows.map((r) => `${r.entity}/${r.action}`).join(', ')}`);
    }
    console.log(`audit coverage: ${exercised} of ${writes.length} write endpoints answered 2xx and were checked`);
    if (unchanged.length) console.log(`answered 2xx but changed nothing: ${unchanged.join(', ')}`);
    if (refused.length) console.log(`not exercised (no 2xx):\n  ${refused.join('\n  ')}`);
    expect(missing).toEqual([]);
    expect(unlabelled).toEqual([]);
    expect(exercised).toBeGreaterThanOrEqual(95);
  }, 60_000);
});
