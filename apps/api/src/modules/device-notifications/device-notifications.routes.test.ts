import { and, count, eq, gte, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOrderMessage, markReadRequired, type DeviceNotification } from '@cinema/contracts';
import {
  accounts,
  auditLogs,
  deviceNotificationLogs as logs,
  deviceNotificationReads as reads,
} from '../../db/schema/index.js';
import { brandIdsByCode, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let admin: string;
let hq: string;
let hq2: string;
let shinjuku: string;
let ids: Record<string, number>;
let clBrand: number;

const list = (token: string, query = '') =>
  t.app.inject({ url: `/api/deviceNotificationLog/list${query}`, headers: auth(token) });
const rows = async (token: string, query = '') => (await list(token, query)).json().data.list as DeviceNotification[];
const unread = async (token: string, query = '') =>
  (await t.app.inject({ url: `/api/deviceNotificationLog/unreadCount${query}`, headers: auth(token) })).json().data
    .count as number;
const markRead = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/deviceNotificationLog/markRead', headers: auth(token), payload });
const stored = async (...where: Parameters<typeof and>) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(logs)
      .where(and(...where))
  )[0]!.n;
// Unread by one account: read state is per user.
const accountIds: Record<string, number> = {};
const unreadBy = (userName: string) =>
  notExists(
    t.database.db
      .select()
      .from(reads)
      .where(and(eq(reads.notificationId, logs.id), eq(reads.accountId, accountIds[userName]!))),
  );
const jstDay = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [admin, hq, hq2, shinjuku] = await Promise.all([
    t.login('admin'),
    t.login('hq'),
    t.login('hq2'),
    t.login('shinjuku'),
  ]);
  ids = await cinemaIds(t);
  clBrand = (await brandIdsByCode(t)).CL!;
  for (const a of await t.database.db.select().from(accounts)) accountIds[a.userName] = a.id;
});
afterAll(() => t.close());

describe('device notification list', () => {
  it('answers two weeks of the brand’s history, newest first, with device and cinema', async () => {
    const res = await list(hq);
    expect(res.statusCode).toBe(200);
    const { list: items, total } = res.json().data as { list: DeviceNotification[]; total: number };
    expect(total).toBe(await stored(eq(logs.brandId, clBrand)));
    expect(total).toBeGreaterThan(30);
    const times = items.map((n) => Date.parse(n.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.now() - times.at(-1)!).toBeLessThanOrEqual(14 * 24 * 3600_000);
    // The newest may be the stock's own 在庫不足 notice, which has no device.
    expect(items.find((n) => n.deviceId != null)).toMatchObject({
      brandId: clBrand,
      cinemaName: expect.stringContaining('シネマライン'),
      deviceName: expect.any(String),
    });
    expect(items.every((n) => n.message.endsWith('。'))).toBe(true);
  });

  it('a cinema account sees only its cinema; superAdmin sees every brand', async () => {
    const mine = await rows(shinjuku);
    expect(mine.length).toBe(await stored(eq(logs.cinemaId, ids['0101']!)));
    expect(new Set(mine.map((n) => n.cinemaName))).toEqual(new Set(['シネマライン新宿']));
    expect((await list(admin)).json().data.total).toBe(await stored());
  });

  it('filters by cinema, device, level, kind, unread and keyword', async () => {
    const ikebukuro = await rows(hq, `?cinemaId=${ids['0102']}`);
    expect(ikebukuro.length).toBe(await stored(eq(logs.cinemaId, ids['0102']!)));
    const device = ikebukuro.find((n) => n.deviceId != null)!.deviceId;
    const one = await rows(hq, `?deviceId=${device}`);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((n) => n.deviceId === device)).toBe(true);
    const errors = await rows(hq, '?level=error&kind=paperOut');
    expect(errors.length).toBe(
      await stored(eq(logs.brandId, clBrand), eq(logs.level, 'error'), eq(logs.kind, 'paperOut')),
    );
    expect(errors.every((n) => n.level === 'error' && n.kind === 'paperOut')).toBe(true);
    expect((await rows(hq, '?unread=true')).every((n) => n.readAt === null)).toBe(true);
    expect((await rows(hq, '?keyword=用紙')).every((n) => n.message.includes('用紙'))).toBe(true);
  });

  it('filters by a date range of Japan days, both ends included', async () => {
    const from = jstDay(Date.now() - 3 * 24 * 3600_000);
    const to = jstDay(Date.now() - 1 * 24 * 3600_000);
    const items = await rows(hq, `?from=${from}&to=${to}`);
    const start = new Date(`${from}T00:00:00+09:00`);
    const end = new Date(new Date(`${to}T00:00:00+09:00`).getTime() + 24 * 3600_000);
    const expected =
      (await stored(eq(logs.brandId, clBrand), gte(logs.occurredAt, start))) -
      (await stored(eq(logs.brandId, clBrand), gte(logs.occurredAt, end)));
    expect(items.length).toBe(expected);
    expect(items.every((n) => jstDay(Date.parse(n.occurredAt)) >= from && jstDay(Date.parse(n.occurredAt)) <= to)).toBe(
      true,
    );
  });

  it('rejects bad filters with the field named in Japanese', async () => {
    const res = await list(hq, '?level=fatal&from=2026-02-30&to=yesterday');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toMatchObject({
      level: '「レベル」を選択してください',
      from: '「開始日」は「YYYY-MM-DD」の形式で入力してください',
      to: '「終了日」は「YYYY-MM-DD」の形式で入力してください',
    });
    const reversed = await list(hq, '?from=2026-05-10&to=2026-05-01');
    expect(fieldsOf(reversed.json()).from).toBe(dateOrderMessage);
  });

  it('another brand’s cinema named in the filter gives nothing of it; anonymous callers are refused', async () => {
    const res = await list(hq2, `?cinemaId=${ids['0101']}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(0);
    const anonymous = await t.app.inject({ url: '/api/deviceNotificationLog/list' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('device notification unread count and mark read', () => {
  it('counts the unread notifications of the scope', async () => {
    const expected = await stored(eq(logs.brandId, clBrand), unreadBy('hq'));
    expect(expected).toBeGreaterThan(0);
    expect(await unread(hq)).toBe(expected);
    expect(await unread(shinjuku)).toBe(await stored(eq(logs.cinemaId, ids['0101']!), unreadBy('shinjuku')));
    expect(await unread(hq, `?cinemaId=${ids['0102']}`)).toBe(
      await stored(eq(logs.cinemaId, ids['0102']!), unreadBy('hq')),
    );
  });

  it('marks listed notifications read; another brand’s ids are left alone', async () => {
    const [mine] = await rows(hq, '?unread=true');
    const [theirs] = await rows(hq2, '?unread=true');
    const before = await unread(hq);
    const res = await markRead(hq, { ids: [mine!.id, theirs!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { updated: 1 }, message: '1件の通知を既読にしました。' });
    expect(await unread(hq)).toBe(before - 1);
    expect((await rows(hq2, '?unread=true')).map((n) => n.id)).toContain(theirs!.id);
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entity, 'deviceNotification'));
    expect(audit).toEqual([expect.objectContaining({ brandId: clBrand, userName: 'hq', detail: { ids: [mine!.id] } })]);
  });

  it('marks every unread notification of a cinema staff’s scope, and nothing beyond it', async () => {
    const elsewhere = await unread(hq, `?cinemaId=${ids['0102']}`);
    const res = await markRead(shinjuku, { all: true });
    expect(res.statusCode).toBe(200);
    expect(await unread(shinjuku)).toBe(0);
    expect(await unread(hq, `?cinemaId=${ids['0102']}`)).toBe(elsewhere);
    expect((await markRead(shinjuku, { all: true })).json()).toMatchObject({
      data: { updated: 0 },
      message: '未読の通知はありません。',
    });
  });

  it('asks which notifications to mark', async () => {
    const res = await markRead(hq, { ids: [] });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json()).ids).toBe(markReadRequired);
    expect(fieldsOf((await markRead(hq, { ids: ['x'] })).json())['ids.0']).toBe('IDが正しくありません');
  });
});

describe('device notification read state is per user', () => {
  it('head office marking everything read leaves the cinema staff’s alerts unread, and the other way round', async () => {
    // A new paper-out alert at shinjuku's cinema (the staff read everything earlier).
    const [device] = await rows(shinjuku);
    await t.database.db.insert(logs).values({
      brandId: clBrand,
      cinemaId: ids['0101']!,
      deviceId: device!.deviceId,
      level: 'error',
      kind: 'paperOut',
      message: 'レシート用紙がありません。',
    });
    const staffUnread = await rows(shinjuku, '?unread=true');
    expect(staffUnread.map((n) => n.kind)).toEqual(['paperOut']);
    const res = await markRead(hq, { all: true });
    expect(res.statusCode).toBe(200);
    expect(await unread(hq)).toBe(0);
    expect((await rows(hq, '?unread=true')).length).toBe(0);
    // The same paper-out alerts are still unread for shinjuku, in the list, the filter and the badge.
    expect((await rows(shinjuku, '?unread=true')).map((n) => n.id)).toEqual(staffUnread.map((n) => n.id));
    expect(await unread(shinjuku)).toBe(staffUnread.length);
    const [first] = staffUnread;
    expect((await rows(hq)).find((n) => n.id === first!.id)?.readAt).toEqual(expect.any(String));
    expect((await rows(shinjuku)).find((n) => n.id === first!.id)?.readAt).toBeNull();

    // The staff read one; head office's state does not move.
    await markRead(shinjuku, { ids: [first!.id] });
    expect(await unread(shinjuku)).toBe(staffUnread.length - 1);
    expect(await unread(hq)).toBe(0);
  });

  it('superAdmin acting as head office keeps its own read state', async () => {
    const brands = await brandIdsByCode(t);
    const acting = await t.login('admin');
    const as = await t.app.inject({ url: `/api/brand/loginAs/${brands.MIRAI}`, headers: auth(acting) });
    expect(as.statusCode).toBe(200);
    const before = await unread(hq2);
    expect(before).toBeGreaterThan(0);
    await markRead(acting, { all: true });
    expect(await unread(acting)).toBe(0);
    expect(await unread(hq2)).toBe(before);
  });
});
