import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSerial, redemptionMessages, type SaleDocument } from '@cinema/contracts';
import { brands, coupons, films, screenings, serials, shopItems, versions } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';
import { newCoupon } from './coupons.fixtures.js';

// What a coupon applies to (docs/domain.md, "what a coupon applies to"): shop items at the console's check, and
// 上映方式 / 字幕・吹替 on the ticket lines of a real sale, matched by their code at every cinema of the brand.

let t: TestContext;
let s: SalesFixture;
const m = redemptionMessages;

const send = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(s.hq), payload });

/** A coupon of 100 yen off with one serial; answers the serial's code. */
async function serialOf(name: string, over: Parameters<typeof newCoupon>[1]) {
  const created = await send('/api/coupon/create', newCoupon(name, over));
  expect(created.statusCode, name).toBe(200);
  const id = created.json().data.id as number;
  await send('/api/coupon/serialIssue', { couponId: id, count: 1 });
  const [row] = await t.database.db.select({ code: serials.code }).from(serials).where(eq(serials.couponId, id));
  return row!.code;
}

/** A sale of one seat with the serial on its ticket (100 yen off). */
function couponSale(seat: string, code: string): SaleDocument {
  const doc = s.sale([seat]);
  const total = doc.total - 100;
  return {
    ...doc,
    lines: doc.lines.map((l) => ({ ...l, couponSerial: code })),
    payments: [{ methodId: s.cash.id, amount: total, tendered: total }],
    total,
  };
}

/** The versions of a kind at a cinema, by code. */
async function versionsAt(cinemaId: number, kind: 'format' | 'language') {
  const rows = await t.database.db
    .select({ id: versions.id, code: versions.code })
    .from(versions)
    .where(and(eq(versions.cinemaId, cinemaId), eq(versions.kind, kind)));
  return Object.fromEntries(rows.map((r) => [r.code, r.id]));
}

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t);
});
afterAll(() => t.close());

const itemsOf = (brandId: number) =>
  t.database.db
    .select({ id: shopItems.id, name: shopItems.name, category: shopItems.category })
    .from(shopItems)
    .where(eq(shopItems.brandId, brandId))
    .orderBy(asc(shopItems.id));

describe('shop items a coupon applies to', () => {
  it('has the demo popcorn coupon name the popcorn items only', async () => {
    const [popcorn] = await t.database.db
      .select({ shopItemIds: coupons.shopItemIds, shopGroups: coupons.shopGroups })
      .from(coupons)
      .where(eq(coupons.name, 'ポップコーンSサイズ300円クーポン'));
    expect(popcorn!.shopGroups).toEqual([]);
    expect(popcorn!.shopItemIds.length).toBeGreaterThan(0);
    const named = await t.database.db
      .select({ category: shopItems.category })
      .from(shopItems)
      .where(inArray(shopItems.id, popcorn!.shopItemIds));
    expect(new Set(named.map((i) => i.category))).toEqual(new Set(['ポップコーン']));
  });

  it('refuses a drink for a coupon limited to popcorn, and accepts popcorn', async () => {
    const items = await itemsOf(s.f.brandId);
    const popcorn = items.find((i) => i.category === 'ポップコーン')!;
    const drink = items.find((i) => i.category === 'ドリンク')!;
    const code = await serialOf('ポップコーン限定', { shopItemIds: [popcorn.id] });
    const use = (item: object) => ({ code: formatSerial(code), cinemaId: s.ids['0101'], channel: 'pos', item });
    const cola = await send('/api/coupon/serialCheck', use({ shopItemId: drink.id, shopGroup: 'food' }));
    expect(cola.json().data).toMatchObject({ usable: false, message: m.shopItem });
    const refused = await send('/api/coupon/serialRedeem', use({ shopItemId: drink.id, shopGroup: 'food' }));
    expect([refused.statusCode, refused.json().message]).toEqual([409, m.shopItem]);
    const ok = await send('/api/coupon/serialRedeem', use({ shopItemId: popcorn.id, shopGroup: 'food' }));
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a shop item of another brand in the coupon', async () => {
    const [brand] = await t.database.db.select({ id: brands.id }).from(brands).where(eq(brands.code, 'MIRAI'));
    const [mirai] = (await itemsOf(brand!.id)).filter((i) => i.category === 'ポップコーン');
    const res = await send('/api/coupon/create', newCoupon('他社商品', { shopItemIds: [mirai!.id] }));
    expect(fieldsOf(res)).toEqual({ shopItemIds: '「対象商品」に選択できないものが含まれています' });
  });
});

describe('screen formats and language versions a coupon applies to', () => {
  let formats: { here: Record<string, number>; there: Record<string, number> };
  let languages: { here: Record<string, number>; there: Record<string, number> };
  let shown: { format: string; language: string };

  beforeAll(async () => {
    const [row] = await t.database.db
      .select({ format: screenings.formatVersionId, language: screenings.languageVersionId })
      .from(screenings)
      .where(eq(screenings.id, s.screeningId));
    formats = { here: await versionsAt(s.ids['0101']!, 'format'), there: await versionsAt(s.ids['0102']!, 'format') };
    languages = {
      here: await versionsAt(s.ids['0101']!, 'language'),
      there: await versionsAt(s.ids['0102']!, 'language'),
    };
    const codeOf = (map: Record<string, number>, id: number) => Object.entries(map).find(([, v]) => v === id)![0];
    shown = { format: codeOf(formats.here, row!.format), language: codeOf(languages.here, row!.language) };
  });

  it('refuses a ticket of another 上映方式, and accepts the same format named at another cinema', async () => {
    const other = Object.keys(formats.here).find((c) => c !== shown.format)!;
    const imaxOnly = await serialOf('他の上映方式', { formatIds: [formats.here[other]!] });
    const refused = await s.post(couponSale('N-1', imaxOnly));
    expect([refused.statusCode, refused.json().message]).toEqual([409, m.format]);
    const same = await serialOf('同じ上映方式', { formatIds: [formats.there[shown.format]!] });
    const sold = await s.post(couponSale('N-2', same));
    expect(sold.statusCode).toBe(200);
    expect(sold.json().data.total).toBe(s.general.total - 100);
  });

  it('refuses a ticket of another 字幕・吹替, and accepts the one named', async () => {
    const other = Object.keys(languages.here).find((c) => c !== shown.language)!;
    const dubOnly = await serialOf('他の言語', { versionIds: [languages.here[other]!] });
    const refused = await s.post(couponSale('N-3', dubOnly));
    expect([refused.statusCode, refused.json().message]).toEqual([409, m.version]);
    const same = await serialOf('同じ言語', {
      versionIds: [languages.there[shown.language]!],
      formatIds: [formats.here[shown.format]!],
    });
    expect((await s.post(couponSale('N-4', same))).statusCode).toBe(200);
  });

  it('refuses a 鑑賞券 limited to one film for another film', async () => {
    const [a, b] = await t.database.db
      .select({ id: films.id })
      .from(films)
      .where(eq(films.brandId, s.f.brandId))
      .orderBy(asc(films.id))
      .limit(2);
    const code = await serialOf('作品限定', {
      kind: 'viewing',
      discountKind: 'fixedPrice',
      discountAmount: 0,
      filmIds: [a!.id],
    });
    const use = (filmId: number) => ({
      code: formatSerial(code),
      cinemaId: s.ids['0101'],
      channel: 'pos',
      item: { filmId },
    });
    expect((await send('/api/coupon/serialCheck', use(b!.id))).json().data).toMatchObject({ message: m.film });
    expect((await send('/api/coupon/serialCheck', use(a!.id))).json().data).toMatchObject({ usable: true });
  });

  it('keeps a coupon’s 字幕・吹替 to language rows of the brand', async () => {
    const res = await send('/api/coupon/create', newCoupon('上映方式を言語に', { versionIds: [formats.here['2D']!] }));
    expect(fieldsOf(res)).toEqual({ versionIds: '「対象の言語（字幕・吹替）」に選択できないものが含まれています' });
    const saved = await send('/api/coupon/create', newCoupon('字幕版', { versionIds: [languages.here.SUBTITLE!] }));
    expect(saved.json().data.versionIds).toEqual([languages.here.SUBTITLE]);
  });
});
