import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf, ja, type DeviceMenu } from '@cinema/contracts';
import { cinemaShopItems, cinemas, shopItems } from '../../db/schema/index.js';
import { cinemaIds, deviceToken } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

// The shop menu a POS or kiosk loads (issue 11): what the cinema sells now, at its price, with
// today's 売り切れ, and the layout of the device's type. The demo seed enables the brand's items.
let t: TestContext;
let hq: string;
let ids: Record<string, number>;
let pos: string;
let today: string;

const menu = async (token = pos) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/device/items', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as DeviceMenu;
};
const itemId = async (code: string, cinema = '0101') => {
  const [c] = await t.database.db.select().from(cinemas).where(eq(cinemas.id, ids[cinema]!));
  const [row] = await t.database.db
    .select({ id: shopItems.id })
    .from(shopItems)
    .where(and(eq(shopItems.brandId, c!.brandId), eq(shopItems.code, code)));
  return row!.id;
};
const setRow = async (cinema: string, code: string, set: Partial<typeof cinemaShopItems.$inferInsert>) =>
  t.database.db
    .update(cinemaShopItems)
    .set(set)
    .where(and(eq(cinemaShopItems.cinemaId, ids[cinema]!), eq(cinemaShopItems.shopItemId, await itemId(code, cinema))));

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  ids = await cinemaIds(t);
  pos = await deviceToken(t, hq, ids['0101']!, 'pos', 'POSMENU1');
  const [c] = await t.database.db.select().from(cinemas).where(eq(cinemas.id, ids['0101']!));
  today = businessDateOf(new Date(), c!.businessDayCutoffHour);
});
afterAll(() => t.close());

describe('GET /api/device/items', () => {
  it('gives a POS every item its cinema sells with options, set contents, prices, taxes and its POS layout', async () => {
    const m = await menu();
    expect(m.businessDate).toBe(today);
    const popcorn = m.items.find((i) => i.code === 'F001')!;
    expect(popcorn).toMatchObject({ kind: 'concession', shopGroup: 'food', taxRate: 0.08, soldOut: false });
    expect(popcorn.eatInTaxRate).toBe(0.1);
    expect(popcorn.options.length).toBeGreaterThan(0);
    expect(popcorn.options[0]!.choices[0]).toEqual({ name: expect.any(String), priceDelta: expect.any(Number) });
    const set = m.items.find((i) => i.kind === 'set')!;
    expect(set.components.length).toBeGreaterThan(0);
    expect(set.components[0]).toEqual({
      itemId: expect.any(Number),
      name: expect.any(String),
      quantity: expect.any(Number),
      choiceGroup: expect.toBeOneOf([null, expect.any(String)]),
      optionChoice: expect.toBeOneOf([null, expect.any(String)]),
      soldOut: false,
    });
    // 新宿 alone sells alcohol.
    expect(m.items.some((i) => i.code === 'A001')).toBe(true);
    expect(m.layout!.pages.map((p) => p.name)).toContain('物販');
    const button = m.layout!.pages[0]!.buttons[0]!;
    expect(button.colorHex).toMatch(/^#[0-9a-f]{6}$/);
    expect(m.items.map((i) => i.id)).toContain(button.itemId);
  });

  it('prices at the cinema’s override, and leaves out stopped, disabled and out-of-period items', async () => {
    await setRow('0101', 'F003', { price: 123 });
    await setRow('0101', 'F004', { enabled: false });
    await setRow('0101', 'G001', { saleTo: '2020-01-01' });
    await t.database.db
      .update(shopItems)
      .set({ state: 'stopped' })
      .where(eq(shopItems.id, await itemId('A002')));
    const m = await menu();
    const stopped = await itemId('F004');
    const codes = m.items.map((i) => i.code);
    expect(m.items.find((i) => i.code === 'F003')!.price).toBe(123);
    expect(codes).not.toContain('F004');
    expect(codes).not.toContain('G001');
    expect(codes).not.toContain('A002');
    // A button of an item no longer sold leaves the layout.
    expect(m.layout!.pages.flatMap((p) => p.buttons).some((b) => b.itemId === stopped)).toBe(false);
  });

  it('shows today’s 売り切れ, and not yesterday’s', async () => {
    await setRow('0101', 'F002', { soldOutOn: today });
    await setRow('0101', 'F003', { soldOutOn: '2020-01-01' });
    const m = await menu();
    expect(m.items.find((i) => i.code === 'F002')!.soldOut).toBe(true);
    expect(m.items.find((i) => i.code === 'F003')!.soldOut).toBe(false);
  });

  it('sells a set out with its fixed item, not with one drink of its choice group', async () => {
    await setRow('0101', 'D001', { soldOutOn: today });
    const cola = await itemId('D001');
    let pair = (await menu()).items.find((i) => i.code === 'S001')!;
    expect(pair.soldOut).toBe(false);
    expect(pair.components.find((c) => c.itemId === cola)!.soldOut).toBe(true);
    await setRow('0101', 'F001', { soldOutOn: today });
    pair = (await menu()).items.find((i) => i.code === 'S001')!;
    expect(pair.soldOut).toBe(true);
    await setRow('0101', 'F001', { soldOutOn: null });
  });

  it('gives another cinema’s kiosk only its own items and its kiosk layout', async () => {
    const kiosk = await deviceToken(t, hq, ids['0102']!, 'kiosk', 'KIOSKMENU1');
    const m = await menu(kiosk);
    expect(m.items.some((i) => i.code === 'A001')).toBe(false);
    expect(m.items.find((i) => i.code === 'F002')!.soldOut).toBe(true);
    expect(m.items.find((i) => i.code === 'F003')!.price).not.toBe(123);
    expect(m.layout!.pages.map((p) => p.name)).not.toContain('物販');
    // Another brand's POS: none of this brand's items.
    const other = await deviceToken(t, await t.login('hq2'), ids['0201']!, 'pos', 'POSMENU2');
    const mine = new Set((await menu()).items.map((i) => i.id));
    const theirs = (await menu(other)).items;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((i) => mine.has(i.id))).toBe(false);
  });

  it('refuses a kitchen printer and signage, and a call without a device token', async () => {
    for (const type of ['kitchenPrinter', 'signage']) {
      const token = await deviceToken(t, hq, ids['0101']!, type);
      const res = await t.app.inject({ method: 'GET', url: '/api/device/items', headers: auth(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ja.deviceDoesNotSell);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/device/items', headers: auth(hq) })).statusCode).toBe(401);
  });
});
