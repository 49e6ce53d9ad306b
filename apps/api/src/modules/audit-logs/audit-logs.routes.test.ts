import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditDateOrderMessage, auditLogEndpoints, type AuditLogEntry } from '@cinema/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { systemActor } from '../../platform/actor.js';
import { accountIdsByUserName, brandIdsByCode, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { listAuditLogs } from './audit-logs.repository.js';

let t: TestContext;
let admin: string;
let hq: string;
let hq2: string;
let shinjuku: string;
let brandIds: Record<string, number>;

const list = (token: string, query = '') => t.app.inject({ url: `/api/auditLog/list${query}`, headers: auth(token) });
const rows = async (token: string, query = '') => {
  const res = await list(token, query);
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: AuditLogEntry[]; total: number };
};
const jstToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [admin, hq, hq2, shinjuku] = await Promise.all([
    t.login('admin'),
    t.login('hq'),
    t.login('hq2'),
    t.login('shinjuku'),
  ]);
  brandIds = await brandIdsByCode(t);
  // The operator acts as シネマライン head office and registers a 取引先グループ there.
  const acting = await t.login('admin');
  expect((await t.app.inject({ url: `/api/brand/loginAs/${brandIds.CL}`, headers: auth(acting) })).statusCode).toBe(
    200,
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/clientGroup/create',
    headers: auth(acting),
    payload: { code: 'AUDIT1', name: '代理で登録した配給' },
  });
  expect(created.statusCode).toBe(200);
  // An old entry of CL, for the date range.
  await t.database.db.insert(auditLogs).values({
    at: new Date('2026-01-10T03:00:00Z'),
    accountId: null,
    userName: 'hq',
    brandId: brandIds.CL!,
    action: 'update',
    entity: 'house',
    entityId: '77',
    summary: 'スクリーン1',
  });
});
afterAll(() => t.close());

describe('操作ログ', () => {
  it('head office reads its own brand’s entries only; the operator reads every brand’s', async () => {
    const mine = await rows(hq, '?pageSize=100');
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((e) => e.brandId === brandIds.CL)).toBe(true);
    const theirs = await rows(hq2, '?pageSize=100');
    expect(theirs.list.every((e) => e.brandId === brandIds.MIRAI)).toBe(true);
    expect(theirs.list.map((e) => e.summary)).not.toContain('代理で登録した配給');
    const all = await rows(admin, '?pageSize=100');
    expect(new Set(all.list.map((e) => e.brandId))).toEqual(new Set([brandIds.CL, brandIds.MIRAI, null]));
    expect(all.total).toBeGreaterThan(mine.total + theirs.total - 1);
  });

  it('names who acted as whom, and the kind of record touched', async () => {
    const [entry] = (await rows(hq, '?entity=clientGroup&action=create')).list;
    expect(entry).toMatchObject({
      userName: 'admin',
      actingUserName: 'hq',
      entity: 'clientGroup',
      summary: expect.stringContaining('代理で登録した配給'),
      brandName: 'シネマライン',
    });
    // hq's own logins are not acted.
    const logins = (await rows(hq, '?action=login&user=hq')).list;
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((e) => e.actingUserName === null && e.userName === 'hq')).toBe(true);
  });

  it('filters by user, kind, target, action and a range of Japan days', async () => {
    expect(
      (await rows(hq, '?user=admin')).list.every((e) => e.userName === 'admin' || e.actingUserName === 'admin'),
    ).toBe(true);
    const houses = (await rows(hq, '?entity=house')).list;
    expect(houses.map((e) => e.entityId)).toEqual(['77']);
    expect((await rows(hq, '?target=77')).list.map((e) => e.summary)).toEqual(['スクリーン1']);
    expect((await rows(hq, '?target=代理で登録')).list).toHaveLength(1);
    expect((await rows(hq, '?from=2026-01-10&to=2026-01-10')).list.map((e) => e.entityId)).toEqual(['77']);
    expect((await rows(hq, '?from=2026-01-11&to=2026-01-11')).total).toBe(0);
    const today = (await rows(hq, `?from=${jstToday()}`)).list;
    expect(today.map((e) => e.entityId)).not.toContain('77');
  });

  it('pages and sorts by the offered fields only', async () => {
    const first = await rows(hq, '?pageSize=2&page=0&sortField=userName&sortOrder=ascend');
    const second = await rows(hq, '?pageSize=2&page=1&sortField=userName&sortOrder=ascend');
    expect(first.list).toHaveLength(2);
    expect(first.list[0]!.userName! <= second.list[0]!.userName!).toBe(true);
    expect(second.list.map((e) => e.id)).not.toContain(first.list[0]!.id);
    expect((await list(hq, '?sortField=ip')).statusCode).toBe(400);
  });

  it('refuses bad filters with the field named, and callers without the screen', async () => {
    const bad = await list(hq, '?entity=secret&action=drop&from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad.json())).sort()).toEqual(['action', 'entity', 'from']);
    const reversed = await list(hq, '?from=2026-05-10&to=2026-05-01');
    expect(fieldsOf(reversed.json()).from).toBe(auditDateOrderMessage);
    expect((await list(shinjuku)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/auditLog/list' })).statusCode).toBe(401);
  });

  it('names the cinema a change was done in, 全劇場 being none, and filters by it', async () => {
    const cinemas = await cinemaIds(t);
    // Head office registers a device of 池袋: the entry names the device's cinema, though none was chosen.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/device/create',
      headers: auth(hq),
      payload: { code: 'AUDC1', name: '監査端末', type: 'pos', status: 'active', cinemaId: cinemas['0102'] },
    });
    expect(created.statusCode).toBe(200);
    const inIkebukuro = (await rows(hq, `?cinemaId=${cinemas['0102']}`)).list;
    expect(inIkebukuro.map((e) => [e.entity, e.summary, e.cinemaName])).toContainEqual([
      'device',
      '監査端末',
      'シネマライン池袋',
    ]);
    expect(inIkebukuro.every((e) => e.cinemaId === cinemas['0102'])).toBe(true);
    // A change of a brand master belongs to no cinema.
    const [group] = (await rows(hq, '?entity=clientGroup')).list;
    expect(group).toMatchObject({ cinemaId: null, cinemaName: null });
    // Another brand's cinema filters to nothing.
    const mirai = Object.entries(cinemas).find(([code]) => !code.startsWith('01'))?.[1];
    expect((await rows(hq, `?cinemaId=${mirai}`)).total).toBe(0);
  });

  it('never shows cinema staff an entry of a cinema that is not theirs, even their own', async () => {
    const [cinemas, accounts] = [await cinemaIds(t), await accountIdsByUserName(t)];
    const own = { accountId: accounts.shinjuku!, userName: 'shinjuku', brandId: brandIds.CL!, action: 'update' };
    await t.database.db.insert(auditLogs).values([
      { ...own, entity: 'house', entityId: '901', summary: '新宿の記録', cinemaId: cinemas['0101']! },
      { ...own, entity: 'house', entityId: '902', summary: '池袋の記録', cinemaId: cinemas['0102']! },
      { ...own, entity: 'account', entityId: '903', summary: '劇場なしの記録', cinemaId: null },
      { ...own, accountId: accounts.hq!, userName: 'hq', entity: 'house', entityId: '904', summary: '本部の記録' },
    ]);
    // The screen is head office's (403 above); the rule holds in the data layer for any cinema account.
    const staff = {
      ...systemActor('audit-scope', { kind: 'cinemas', brandId: brandIds.CL!, cinemaIds: [cinemas['0101']!] }),
    };
    const actor = { ...staff, account: { ...staff.account, id: accounts.shinjuku!, type: 'cinema' as const } };
    const seen = await listAuditLogs(t.database.db, actor, auditLogEndpoints.list.query.parse({ pageSize: 1000 }));
    const summaries = seen.list.map((e) => e.summary);
    expect(summaries).toEqual(expect.arrayContaining(['新宿の記録', '劇場なしの記録']));
    expect(summaries).not.toContain('池袋の記録');
    expect(summaries).not.toContain('本部の記録');
    expect(seen.list.every((e) => e.cinemaId === null || e.cinemaId === cinemas['0101'])).toBe(true);
  });
});
