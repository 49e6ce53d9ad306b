import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponMessages, couponShopGroups, ja } from '@cinema/contracts';
import { eq } from 'drizzle-orm';
import { brands, shopItems } from '../../db/schema/index.js';
import { auditRowsOf, cinemaIds, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { newCoupon } from './coupons.fixtures.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;
let admin: string;
let cinemas: Record<string, number>;

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  [admin, hq, hq2, shinjuku] = await signIn(t, 'admin', 'hq', 'hq2', 'shinjuku');
  cinemas = await cinemaIds(t);
});
afterAll(() => t.close());

describe('coupon list and detail', () => {
  it('answers the brand’s coupons with their serial counts, to head office and cinema staff', async () => {
    for (const token of [hq, shinjuku]) {
      const res = await send(token, 'GET', '/api/coupon/list?category=coupon');
      expect(res.statusCode).toBe(200);
      const list = res.json().data.list as { name: string; serialCount: number; usedCount: number }[];
      expect(list.map((c) => c.name)).toEqual([
        '会員100円引きクーポン',
        'ポップコーンSサイズ300円クーポン',
        'お誕生日クーポン（1,000円で鑑賞）',
      ]);
      // 60 from the library's seed, and 30 the demo's 会員クーポン handed to the 15 ゴールド members (2 each).
      expect(list[0]).toMatchObject({ serialCount: 90, usedCount: 8 });
    }
    const other = (await send(hq2, 'GET', '/api/coupon/list')).json().data.list as { name: string }[];
    expect(other.map((c) => c.name)).toEqual(['ミライ会員200円引き']);
    const byChannel = (await send(hq, 'GET', '/api/coupon/list?category=coupon&channel=kiosk')).json().data
      .list as unknown[];
    expect(byChannel).toHaveLength(2);
    const tickets = (await send(hq, 'GET', '/api/coupon/list?category=ticket')).json().data.list as {
      kind: string;
      serialCount: number;
      usedCount: number;
      bookedAmount: number | null;
    }[];
    expect(tickets.map((x) => [x.kind, x.serialCount, x.usedCount, x.bookedAmount])).toEqual([
      ['viewing', 200, 37, 1400],
      ['invitation', 50, 12, 0],
    ]);
  });

  it('another brand’s coupon is not found; superAdmin and anonymous callers are refused', async () => {
    const [mine] = (await send(hq, 'GET', '/api/coupon/list')).json().data.list as { id: number }[];
    expect((await send(hq2, 'GET', `/api/coupon/detail/${mine!.id}`)).statusCode).toBe(404);
    expect((await send(admin, 'GET', '/api/coupon/list')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/coupon/list' })).statusCode).toBe(401);
  });
});

describe('coupon create, update, delete', () => {
  it('creates a coupon for some cinemas and formats, and audits it', async () => {
    const res = await send(
      hq,
      'POST',
      '/api/coupon/create',
      newCoupon('平日シニア200円引き', {
        discountAmount: 200,
        ticketKinds: ['senior', 'senior'],
        cinemaIds: [cinemas['0101']!],
        expiryType: 'deadline',
        validUntil: '2027-12-31',
        validDays: 5,
      }),
    );
    expect(res.statusCode).toBe(200);
    const c = res.json().data;
    // Duplicates folded; what the expiry type does not use is not kept.
    expect(c).toMatchObject({ ticketKinds: ['senior'], validDays: null, serialCount: 0, version: 1 });
    expect(await auditRowsOf(t, 'coupon', c.id, 'create')).toHaveLength(1);
    const upd = await send(hq, 'PUT', '/api/coupon/update', { ...c, name: '平日シニア250円引き', discountAmount: 250 });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ name: '平日シニア250円引き', version: 2 });
    const stale = await send(hq, 'PUT', '/api/coupon/update', { ...c, name: '古い版' });
    expect(stale.statusCode).toBe(409);
    const del = await send(hq, 'DELETE', `/api/coupon/delete/${c.id}`);
    expect(del.statusCode).toBe(200);
  });

  it('offers the shop groups GET /api/group/listForCoupon names, and refuses 手数料', async () => {
    const groups = (await send(hq, 'GET', '/api/group/listForCoupon')).json().data as { value: string }[];
    expect(groups.map((g) => g.value)).toEqual([...couponShopGroups]);
    const fee = await send(hq, 'POST', '/api/coupon/create', { ...newCoupon('手数料'), shopGroups: ['fee'] });
    expect(fieldsOf(fee)).toEqual({ 'shopGroups.0': '「対象売店グループ」を選択してください' });
  });

  it('refuses a bad coupon in Japanese, naming each field', async () => {
    const res = await send(hq, 'POST', '/api/coupon/create', {
      ...newCoupon(''),
      discountAmount: -1,
      expiryType: 'deadline',
      channels: [],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toMatchObject({
      name: '「クーポン名」を入力してください',
      discountAmount: ja.numberRange('割引額・優待価格', 0, 100000),
      channels: couponMessages.channelsRequired,
    });
    const days = await send(hq, 'POST', '/api/coupon/create', newCoupon('誕生日', { expiryType: 'daysFromIssue' }));
    expect(fieldsOf(days)).toEqual({ validDays: couponMessages.validDaysRequired });
    const until = await send(hq, 'POST', '/api/coupon/create', newCoupon('期限', { expiryType: 'deadline' }));
    expect(fieldsOf(until)).toEqual({ validUntil: couponMessages.validUntilRequired });
  });

  it('creates a 鑑賞券 for some films; another brand’s film is refused', async () => {
    const [film] = (await send(hq, 'GET', '/api/film/list')).json().data.list as { id: number }[];
    const body = newCoupon('作品指定鑑賞券', {
      kind: 'viewing',
      discountKind: 'fixedPrice',
      discountAmount: 0,
      faceValue: 1500,
      bookedAmount: 1400,
      filmIds: [film!.id],
    });
    const res = await send(hq, 'POST', '/api/coupon/create', body);
    expect(res.json().data).toMatchObject({
      kind: 'viewing',
      faceValue: 1500,
      bookedAmount: 1400,
      filmIds: [film!.id],
    });
    const other = await send(hq2, 'POST', '/api/coupon/create', body);
    expect(fieldsOf(other)).toEqual({ filmIds: '「対象作品」に選択できないものが含まれています' });
  });

  it('issues a 鑑賞券 to a 取引先 of the brand; another brand’s client is refused on the field', async () => {
    const [client] = (await send(hq, 'GET', '/api/client/listMap')).json().data.list as { id: number }[];
    const body = newCoupon('法人鑑賞券（取引先指定）', { clientId: client!.id });
    const res = await send(hq, 'POST', '/api/coupon/create', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.clientId).toBe(client!.id);
    const other = await send(hq2, 'POST', '/api/coupon/create', body);
    expect(other.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(other))).toEqual(['clientId']);
  });

  it('refuses another brand’s cinema, and cinema staff may not write', async () => {
    const res = await send(hq2, 'POST', '/api/coupon/create', newCoupon('他社', { cinemaIds: [cinemas['0101']!] }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ cinemaIds: '「利用可能劇場」に選択できないものが含まれています' });
    expect((await send(shinjuku, 'POST', '/api/coupon/create', newCoupon('劇場'))).statusCode).toBe(403);
  });

  it('refuses another brand’s shop items on create and update, and stores nothing of them', async () => {
    const [theirs] = await t.database.db
      .select({ id: shopItems.id })
      .from(shopItems)
      .innerJoin(brands, eq(brands.id, shopItems.brandId))
      .where(eq(brands.code, 'MIRAI'))
      .limit(1);
    const created = await send(hq, 'POST', '/api/coupon/create', newCoupon('他社商品', { shopItemIds: [theirs!.id] }));
    expect(created.statusCode).toBe(400);
    expect(fieldsOf(created)).toEqual({ shopItemIds: '「対象商品」に選択できないものが含まれています' });
    const mine = await send(hq, 'POST', '/api/coupon/create', newCoupon('自社商品'));
    expect(mine.statusCode, mine.body).toBe(200);
    const { id, version } = mine.json().data as { id: number; version: number };
    const updated = await send(hq, 'PUT', '/api/coupon/update', {
      ...newCoupon('自社商品', { shopItemIds: [theirs!.id] }),
      id,
      version,
    });
    expect(updated.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(updated))).toEqual(['shopItemIds']);
    const detail = (await send(hq, 'GET', `/api/coupon/detail/${id}`)).json().data as { shopItemIds: number[] };
    expect(detail.shopItemIds).toEqual([]);
  });

  it('refuses to delete a coupon with serials', async () => {
    const [mine] = (await send(hq, 'GET', '/api/coupon/list')).json().data.list as { id: number }[];
    const res = await send(hq, 'DELETE', `/api/coupon/delete/${mine!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('停止中');
  });
});
