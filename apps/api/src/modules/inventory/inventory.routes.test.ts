import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { businessDateOf, inventoryMessages, type InventoryRow, type StockCount } from '@cinema/contracts';
import { shopItems, stockLocations, stockMovements } from '../../db/schema/index.js';
import { cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let hq: string;
let shinjuku: string;
let cinemas: Record<string, number>;
let shop: number;
let foreignLocation: number;
let item: Record<string, number>;
const today = businessDateOf(new Date(), 29);

const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const list = async (query = '') => {
  const res = await get(shinjuku, `/api/inventory/list${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.list as InventoryRow[];
};
const save = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/inventory/count', headers: auth(token), payload });
const movementSum = async (code: string, locationId?: number) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)`.mapWith(Number) })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.cinemaId, cinemas['0101']!),
        eq(stockMovements.shopItemId, item[code]!),
        locationId ? eq(stockMovements.locationId, locationId) : undefined,
      ),
    );
  return row!.n;
};

beforeAll(async () => {
  t = await createTestApp();
  [hq, shinjuku] = await Promise.all([t.login('hq'), t.login('shinjuku')]);
  cinemas = await cinemaIds(t);
  const db = t.database.db;
  const locations = await db.select().from(stockLocations);
  shop = locations.find((l) => l.cinemaId === cinemas['0101'] && l.forSales)!.id;
  foreignLocation = locations.find((l) => l.cinemaId === cinemas['0102'])!.id;
  // シネマライン's items (both demo brands have an F002: the 0101 cinema's brand is the one).
  const [own] = await db
    .select({ brandId: stockLocations.brandId })
    .from(stockLocations)
    .where(eq(stockLocations.id, shop));
  item = Object.fromEntries(
    (await db.select().from(shopItems).where(eq(shopItems.brandId, own!.brandId))).map((r) => [r.code, r.id]),
  );
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('inventory list (受払表)', () => {
  it('answers this month by default: opening + movements = closing, valued at cost, hot dogs flagged', async () => {
    const rows = await list();
    const hotdog = rows.find((r) => r.code === 'F002')!;
    expect(hotdog).toMatchObject({ kind: 'item', name: 'ホットドッグ', unit: '個', unitCost: 150, minStock: 30 });
    expect(hotdog.opening + hotdog.received + hotdog.sold + hotdog.adjusted + hotdog.moved).toBe(hotdog.closing);
    expect(hotdog.closing).toBe(await movementSum('F002'));
    expect(hotdog.sold).toBeLessThan(0);
    expect(hotdog.value).toBe(hotdog.closing * 150);
    expect(hotdog.belowMinimum).toBe(true);
    // The demo month leaves no stock negative.
    expect(rows.filter((r) => r.closing < 0)).toEqual([]);
    expect(rows.find((r) => r.code === 'F001')!.belowMinimum).toBe(false);
    // Ingredients are in it, with their own units; sets never are.
    expect(rows.some((r) => r.kind === 'ingredient' && r.unit === 'g' && r.sold < 0)).toBe(true);
    expect(rows.some((r) => r.code === 'S001')).toBe(false);
  });

  it('filters by kind, below minimum, location and keyword (kana-insensitive), and sorts', async () => {
    expect((await list('?kind=ingredient')).every((r) => r.kind === 'ingredient')).toBe(true);
    const below = await list('?belowMinimum=true');
    expect(below.length).toBeGreaterThan(0);
    expect(below.every((r) => r.belowMinimum)).toBe(true);
    expect((await list('?keyword=ほっとどっぐ')).map((r) => r.code)).toEqual(['F002']);
    const atShop = (await list(`?locationId=${shop}&keyword=F002`))[0]!;
    expect(atShop.closing).toBe(await movementSum('F002', shop));
    const sorted = (await list('?sortField=closing&sortOrder=descend')).map((r) => r.closing);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    const from = `${today.slice(0, 8)}01`;
    const period = await list(`?from=${from}&to=${today}&pageSize=5&page=0`);
    expect(period).toHaveLength(5);
  });

  it('refuses a reversed or too long period, a bad kind and another cinema’s location, in Japanese', async () => {
    const reversed = await get(shinjuku, '/api/inventory/list?from=2026-11-20&to=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(fieldsOf(reversed)).toEqual({ from: inventoryMessages.order });
    const long = await get(shinjuku, '/api/inventory/list?from=2026-10-01&to=2026-11-01');
    expect(fieldsOf(long)).toEqual({ to: '「期間」は31日以内で指定してください' });
    const openEnded = await get(shinjuku, '/api/inventory/list?from=2026-01-01');
    expect(fieldsOf(openEnded)).toEqual({ to: '「期間」は31日以内で指定してください' });
    expect(fieldsOf(await get(shinjuku, '/api/inventory/list?kind=food'))).toEqual({
      kind: '「区分」を選択してください',
    });
    expect(fieldsOf(await get(shinjuku, `/api/inventory/list?locationId=${foreignLocation}`))).toEqual({
      locationId: '「保管場所」を選択してください',
    });
  });

  it('head office names one of its cinemas; another brand’s cinema is not found', async () => {
    expect(fieldsOf(await get(hq, '/api/inventory/list'))).toEqual({ cinemaId: '劇場を選択してください' });
    const shinjukuRows = (await get(hq, `/api/inventory/list?cinemaId=${cinemas['0101']}`)).json().data.list;
    expect(shinjukuRows).toEqual(await list());
    expect((await get(shinjuku, `/api/inventory/list?cinemaId=${cinemas['0201']}`)).statusCode).toBe(404);
    const hq2 = await t.login('hq2');
    expect((await get(hq2, `/api/inventory/list?cinemaId=${cinemas['0101']}`)).statusCode).toBe(404);
    const sheet = await get(
      hq,
      `/api/inventory/count?cinemaId=${cinemas['0101']}&locationId=${shop}&countDate=${today}`,
    );
    expect(sheet.statusCode).toBe(200);
  });
});

describe('stock count (棚卸)', () => {
  it('turns differences into 棚卸差異 movements, shows them in the 受払表, and re-entry posts only the change', async () => {
    const sheet = (await get(shinjuku, `/api/inventory/count?locationId=${shop}&countDate=${today}`)).json()
      .data as StockCount;
    expect(sheet).toMatchObject({ locationName: '売店', countDate: today, countedAt: null });
    const line = sheet.lines.find((l) => l.code === 'F002')!;
    expect(line).toMatchObject({ counted: null, theoretical: await movementSum('F002', shop) });
    const payload = { locationId: shop, countDate: today, lines: [{ shopItemId: item['F002'], counted: '２' }] };
    const res = await save(shinjuku, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('保存しました。');
    const saved = (res.json().data as StockCount).lines.find((l) => l.code === 'F002')!;
    expect(saved).toMatchObject({ theoretical: line.theoretical, counted: 2, difference: 2 - line.theoretical });
    expect(await movementSum('F002', shop)).toBe(2);
    const row = (await list('?keyword=F002'))[0]!;
    expect(row).toMatchObject({ counted: 2, countDate: today, difference: 2 - line.theoretical, closing: 2 });
    // Entering the same date again: the sheet shows what was counted, and a new figure moves the change only.
    const again = (await get(shinjuku, `/api/inventory/count?locationId=${shop}&countDate=${today}`)).json()
      .data as StockCount;
    expect(again.countedBy).toBeTruthy();
    expect(again.lines.find((l) => l.code === 'F002')).toMatchObject({ counted: 2, theoretical: line.theoretical });
    await save(shinjuku, { ...payload, lines: [{ shopItemId: item['F002'], counted: 5 }] });
    expect(await movementSum('F002', shop)).toBe(5);
    const diffs = await t.database.db
      .select({ q: stockMovements.quantity })
      .from(stockMovements)
      .where(and(eq(stockMovements.kind, 'countDiff'), eq(stockMovements.shopItemId, item['F002']!)));
    expect(diffs.map((d) => d.q)).toEqual([2 - line.theoretical, 3]);
    expect((await list('?keyword=F002'))[0]).toMatchObject({ counted: 5, difference: 5 - line.theoretical });
    const [audit] = await t.database.db
      .execute(sql`select count(*)::int as n from audit_logs where entity = 'stockCount'`)
      .then((r) => (r as { rows: { n: number }[] }).rows);
    expect(audit!.n).toBe(2);
  });

  it('without a date, the sheet is the cinema’s business day: at 01:30 that is yesterday, and it can be saved', async () => {
    // The most recent 01:30 in Tokyo: the calendar date is a day ahead of the business day (新宿 turns over at 05:00).
    const now = Date.now();
    const tokyo = new Date(now + 9 * 3_600_000);
    let at = Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate(), 1, 30) - 9 * 3_600_000;
    if (at > now) at -= 24 * 3_600_000;
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    const calendar = new Date(at + 9 * 3_600_000).toISOString().slice(0, 10);
    const sheet = (await get(shinjuku, `/api/inventory/count?locationId=${shop}`)).json().data as StockCount;
    expect(sheet.today).toBe(businessDateOf(at, 29));
    expect(sheet.countDate).toBe(sheet.today);
    expect(sheet.countDate < calendar).toBe(true);
    const line = sheet.lines.find((l) => l.code === 'F003')!;
    const res = await save(shinjuku, {
      locationId: shop,
      countDate: sheet.countDate,
      lines: [{ shopItemId: line.shopItemId, counted: line.theoretical }],
    });
    expect(res.statusCode).toBe(200);
    expect(
      fieldsOf(
        await save(shinjuku, {
          locationId: shop,
          countDate: calendar,
          lines: [{ shopItemId: line.shopItemId, counted: 1 }],
        }),
      ),
    ).toEqual({
      countDate: inventoryMessages.future,
    });
  });

  it('refuses a negative, fractional or missing count, a future date and a non-stock item, naming the field', async () => {
    const base = { locationId: shop, countDate: today };
    const bad = await save(shinjuku, {
      ...base,
      lines: [
        { shopItemId: item['F001'], counted: '-1' },
        { shopItemId: item['F001'], counted: 1.5 },
        { shopItemId: item['F001'], counted: 'abc' },
        { counted: 1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual({
      'lines.0.counted': inventoryMessages.counted,
      'lines.1.counted': inventoryMessages.counted,
      'lines.2.counted': inventoryMessages.counted,
      'lines.3.shopItemId': inventoryMessages.target,
    });
    expect(fieldsOf(await save(shinjuku, { ...base, lines: [] }))).toEqual({ lines: inventoryMessages.noLines });
    expect(
      fieldsOf(
        await save(shinjuku, { ...base, countDate: '2099-01-01', lines: [{ shopItemId: item['F001'], counted: 1 }] }),
      ),
    ).toEqual({ countDate: '「棚卸日」に未来の日付は指定できません' });
    expect(
      fieldsOf(
        await save(shinjuku, { ...base, countDate: '2026-02-30', lines: [{ shopItemId: item['F001'], counted: 1 }] }),
      ),
    ).toEqual({ countDate: '「棚卸日」は日付（YYYY-MM-DD）で入力してください' });
    const sheet = await get(shinjuku, '/api/inventory/count?countDate=2026-13-01');
    expect(sheet.statusCode).toBe(400);
    expect(fieldsOf(sheet)).toEqual({
      locationId: '「保管場所」を選択してください',
      countDate: '「棚卸日」は日付（YYYY-MM-DD）で入力してください',
    });
    // A set is never stocked itself.
    const set = await save(shinjuku, { ...base, lines: [{ shopItemId: item['S001'], counted: 1 }] });
    expect(fieldsOf(set)).toEqual({ 'lines.0.shopItemId': inventoryMessages.unknownTarget });
  });

  it('a count that takes an item below its minimum tells the cinema’s bell once, read per user', async () => {
    const unread = async (token: string) =>
      (await get(token, '/api/deviceNotificationLog/unreadCount')).json().data.count as number;
    const before = await unread(shinjuku);
    const one = { locationId: shop, countDate: today, lines: [{ shopItemId: item['G001'], counted: 3 }] };
    expect((await save(shinjuku, one)).statusCode).toBe(200);
    expect(await unread(shinjuku)).toBe(before + 1);
    // Counting the same again moves nothing and tells nothing more.
    await save(shinjuku, one);
    expect(await unread(shinjuku)).toBe(before + 1);
    const notices = (await get(shinjuku, '/api/deviceNotificationLog/list?kind=lowStock&unread=true')).json().data
      .list as { id: number; message: string; deviceId: number | null }[];
    const notice = notices.find((n) => n.message.includes('G001'))!;
    expect(notice).toMatchObject({
      deviceId: null,
      message: '「クリアファイル」（G001）の在庫が最低在庫5個を下回りました（理論在庫 3個）。',
    });
    const hq2 = await t.login('hq2');
    const other = (await get(hq2, '/api/deviceNotificationLog/list?kind=lowStock')).json().data.list as {
      id: number;
    }[];
    expect(other.some((n) => n.id === notice.id)).toBe(false);
    await t.app.inject({
      method: 'POST',
      url: '/api/deviceNotificationLog/markRead',
      headers: auth(shinjuku),
      payload: { ids: [notice.id] },
    });
    expect(await unread(shinjuku)).toBe(before);
  });

  it('keeps to the caller’s cinema and brand and needs the screen', async () => {
    const one = [{ shopItemId: item['F001'], counted: 1 }];
    const before = await movementSum('F001');
    const other = await save(shinjuku, { locationId: foreignLocation, countDate: today, lines: one });
    expect(fieldsOf(other)).toEqual({ locationId: '「保管場所」を選択してください' });
    const brand = await save(shinjuku, { cinemaId: cinemas['0201'], locationId: shop, countDate: today, lines: one });
    expect(brand.statusCode).toBe(404);
    expect(fieldsOf(await save(hq, { locationId: shop, countDate: today, lines: one }))).toEqual({
      cinemaId: '劇場を選択してください',
    });
    const hq2 = await t.login('hq2');
    const foreign = await save(hq2, { cinemaId: cinemas['0101'], locationId: shop, countDate: today, lines: one });
    expect(foreign.statusCode).toBe(404);
    expect(await movementSum('F001')).toBe(before);
  });
});

describe('マイナス在庫', () => {
  it('flags a row an adjustment took below zero (allowed, never refused) and the filter finds only such rows', async () => {
    expect(await list('?negative=true')).toEqual([]);
    const before = (await list('?keyword=F003'))[0]!;
    expect(before.negative).toBe(false);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/inventoryAdjustment/create',
      headers: auth(shinjuku),
      payload: { locationId: shop, shopItemId: item['F003'], kind: 'disposal', quantity: before.closing + 4 },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const negative = await list('?negative=true');
    expect(negative.map((r) => [r.code, r.closing, r.negative])).toEqual([['F003', -4, true]]);
    expect((await list('?keyword=F003'))[0]).toMatchObject({ closing: -4, negative: true });
    // Counted back up, it is no longer flagged.
    await save(shinjuku, { locationId: shop, countDate: today, lines: [{ shopItemId: item['F003'], counted: 0 }] });
    expect(await list('?negative=true')).toEqual([]);
  });
});
