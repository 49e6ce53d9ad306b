import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { DeviceMenu, DevicePaymentMethod, DeviceScreening, SaleDocument } from '@cinema/contracts';
import { devices, priceTemplates, screenings, shopItems } from '../../db/schema/index.js';
import type { MasterCache } from '../../platform/master-cache.js';
import { salesContext } from './sales-context.js';
import { cinemaIds, deviceToken } from '../../test/fixtures.js';
import { rolledUpInvariantFailures } from '../rollups/rollups.fixtures.js';
import { auth, type TestContext } from '../../test/helper.js';
import { addScreening, shinjukuFixture } from '../public-schedule/public-schedule.fixtures.js';

// What a sales test needs: the demo's 新宿 with a published screening on sale (a day far ahead, so
// the sales window is open), a POS token, its prices, payment methods and a shop item.

let seq = 0;
/** A fresh document id (the tests do not need time order) and the device's next sequence number. */
export const nextDoc = () => ({ clientId: randomUUID(), deviceSeq: ++seq, occurredAt: new Date().toISOString() });

/**
 * docs/sales.md, "invariants" after a scenario: the rollup jobs the scenario enqueued are run, then every equality is
 * checked for every cinema and day (lines = payments, line taxes = document taxes, rollups = facts).
 */
export async function invariantFailures(t: TestContext) {
  return rolledUpInvariantFailures(t.database.db);
}

export async function salesFixture(t: TestContext, day = '2031-04-11') {
  const hq = await t.login('hq');
  const ids = await cinemaIds(t);
  const f = await shinjukuFixture(t.database.db);
  const screeningId = await addScreening(t.database.db, f, {
    film: 0,
    screen: 0,
    businessDate: day,
    startAt: `${day}T14:00:00+09:00`,
    status: 'onSale',
  });
  const [template] = await t.database.db
    .select({ id: priceTemplates.id })
    .from(priceTemplates)
    .where(eq(priceTemplates.cinemaId, f.id))
    .orderBy(asc(priceTemplates.id))
    .limit(1);
  await t.database.db.update(screenings).set({ priceTemplateId: template!.id }).where(eq(screenings.id, screeningId));
  const token = (code: string, type = 'pos', cinema = '0101') => deviceToken(t, hq, ids[cinema]!, type, code);
  const pos = await token(`POS${randomUUID().slice(0, 6).toUpperCase()}`);
  const get = async <T>(url: string, tok = pos) =>
    (await t.app.inject({ method: 'GET', url, headers: auth(tok) })).json().data as T;
  const screening = (await get<DeviceScreening[]>(`/api/device/screenings?businessDate=${day}`)).find(
    (s) => s.id === screeningId,
  )!;
  const methods = await get<DevicePaymentMethod[]>('/api/device/payment-methods');
  const [item] = await t.database.db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.brandId, f.brandId), eq(shopItems.kind, 'concession'), eq(shopItems.state, 'selling')))
    .orderBy(asc(shopItems.id))
    .limit(1);
  const general = screening.prices.find((p) => p.seatType === 'general' && p.persons === 1)!;
  // The item as the POS's menu shows it: the cinema's price, and the first choice of each required option.
  const onMenu = (await get<DeviceMenu>('/api/device/items')).items.find((i) => i.id === item!.id)!;
  const itemOptions = onMenu.options
    .filter((g) => g.required)
    .map((g) => ({ group: g.name, choice: g.choices[0]!.name }));
  const itemPrice = onMenu.options
    .filter((g) => g.required)
    .reduce((sum, g) => sum + g.choices[0]!.priceDelta, onMenu.price);
  const cash = methods.find((m) => m.kind === 'cash')!;
  const credit = methods.find((m) => m.kind !== 'cash')!;
  /** The brand's ポイント tender (docs/membership.md, "points as a tender"). */
  const points = methods.find((m) => m.kind === 'points')!;

  const post = (body: unknown, tok = pos) =>
    t.app.inject({ method: 'POST', url: '/api/device/documents', headers: auth(tok), payload: body as object });

  /** A cash sale of tickets on these seats (and optionally the shop item), priced as the device sees it. */
  const sale = (seats: string[], extra: Partial<SaleDocument> = {}, withItem = 0): SaleDocument => {
    const lines: SaleDocument['lines'] = seats.map((seatKey) => ({
      type: 'ticket',
      screeningId,
      seatKey,
      ticketId: general.ticketId,
      unitPrice: general.total,
    }));
    if (withItem)
      lines.push({ type: 'shop', itemId: item!.id, quantity: withItem, options: itemOptions, unitPrice: itemPrice });
    const total = seats.length * general.total + withItem * itemPrice;
    return {
      kind: 'sale',
      ...nextDoc(),
      lines,
      payments: [{ methodId: cash.id, amount: total, tendered: Math.ceil(total / 1000) * 1000 + 1000 }],
      total,
      ...extra,
    };
  };
  return {
    hq,
    ids,
    f,
    screeningId,
    pos,
    token,
    get,
    post,
    general,
    cash,
    credit,
    points,
    item: item!,
    itemPrice,
    itemOptions,
    sale,
  };
}
export type SalesFixture = Awaited<ReturnType<typeof salesFixture>>;

/**
 * The sales context of a POS registered under `code` (its token taken first), as the device API builds it,
 * for tests that call the write path directly; `cache` is shared by the devices of one test.
 */
export async function posContext(t: TestContext, s: SalesFixture, code: string, cache: MasterCache) {
  await s.token(code);
  const [d] = await t.database.db.select().from(devices).where(eq(devices.code, code));
  if (!d) throw new Error(`no device ${code}`);
  return { ...(await salesContext(t.database.db, { cinemaId: d.cinemaId, channel: 'pos', deviceId: d.id })), cache };
}
