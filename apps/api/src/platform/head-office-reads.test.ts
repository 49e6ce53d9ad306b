import { count } from 'drizzle-orm';
import { allEndpoints, cinemaStaffOnly, findRoute, ja } from '@cinema/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../db/schema/index.js';
import { cinemaIds, signIn } from '../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../test/helper.js';

// Head office reads its cinemas' screens through 劇場を選択, never writes them (docs/architecture.md, "access").
// Generated over the endpoint declarations: every endpoint of a screen of cinema staff alone is tried.
let t: TestContext;
let hq: string;

const staffOnly = allEndpoints.filter(
  (e) => e.access.kind === 'screen' && cinemaStaffOnly(e.access.roles ?? findRoute(e.access.path).roles),
);
/** A read: a GET under the screen's view or export (a GET under update, e.g. 払戻's payout options, is a write's). */
const reads = (e: (typeof staffOnly)[number]) =>
  e.method === 'GET' &&
  e.access.kind === 'screen' &&
  ['view', 'export'].includes(e.access.permission ?? findRoute(e.access.path).permission);
const url = (path: string) => path.replace(/:[a-zA-Z]+/g, '999999');
const audits = async () => (await t.database.db.select({ n: count() }).from(auditLogs))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  [hq] = await signIn(t, 'hq');
  const shinjuku = (await cinemaIds(t))['0101'];
  const chosen = await t.app.inject({
    method: 'POST',
    url: '/api/session/cinema',
    headers: auth(hq),
    payload: { cinemaId: shinjuku },
  });
  expect(chosen.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('head office on a cinema’s screens', () => {
  it('covers the cinema-only screens: schedules, price rules, histories, レジ精算', () => {
    const paths = staffOnly.map((e) => e.path);
    expect(paths.length).toBeGreaterThan(20);
    expect(staffOnly.filter(reads).length).toBeGreaterThan(10);
    expect(staffOnly.filter((e) => !reads(e)).length).toBeGreaterThan(10);
  });

  it('reads every one of them (no 403), for the cinema it chose', async () => {
    const refused: string[] = [];
    for (const e of staffOnly.filter(reads)) {
      const res = await t.app.inject({ method: 'GET', url: url(e.path), headers: auth(hq) });
      if (res.statusCode === 403 || res.statusCode >= 500) refused.push(`${e.path}: ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('is refused every write with the reason, and nothing is written', async () => {
    const before = await audits();
    const wrong: string[] = [];
    for (const e of staffOnly.filter((x) => !reads(x))) {
      const res = await t.app.inject({ method: e.method, url: url(e.path), headers: auth(hq), payload: {} });
      if (res.statusCode !== 403 || res.json().message !== ja.headOfficeReadsOnly)
        wrong.push(`${e.method} ${e.path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await audits()).toBe(before);
  });

  it('sees the chosen cinema’s schedule as its staff see it', async () => {
    const [shinjuku] = await signIn(t, 'shinjuku');
    const list = async (token: string) =>
      (await t.app.inject({ url: '/api/schedule/list?pageSize=50', headers: auth(token) })).json();
    const [asHq, asStaff] = [await list(hq), await list(shinjuku)];
    expect(asHq.data.total).toBeGreaterThan(0);
    expect(asHq.data.list).toEqual(asStaff.data.list);
  });
});
