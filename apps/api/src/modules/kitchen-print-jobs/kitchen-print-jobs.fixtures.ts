import { eq } from 'drizzle-orm';
import type { DeviceMenu, DeviceMenuItem, KitchenPrintJob, SaleDocument, SaleLineInput } from '@cinema/contracts';
import { devices, kitchenPrintJobs } from '../../db/schema/index.js';
import { auth, type TestContext } from '../../test/helper.js';
import { nextDoc, type SalesFixture } from '../sales/sales.fixtures.js';

// What a キッチン伝票 test needs on top of the sales fixture: kitchen printers of its own (with their tokens and
// 売店グループ), the POS's menu by 売店グループ, shop-only sales, and the jobs as stored.

type ShopLineInput = Extract<SaleLineInput, { type: 'shop' | 'other' }>;

export async function printerOf(t: TestContext, s: SalesFixture, code: string, shopGroups: string[], cinema = '0101') {
  const token = await s.token(code, 'kitchenPrinter', cinema);
  const [device] = await t.database.db.select().from(devices).where(eq(devices.code, code));
  if (!device) throw new Error(`no printer ${code}`);
  const settings = await t.app.inject({ url: `/api/kitchenPrinter/detail/${device.id}`, headers: auth(s.hq) });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/kitchenPrinter/update',
    headers: auth(s.hq),
    payload: { deviceId: device.id, version: settings.json().data.version, shopGroups, paperWidth: '58', copies: 2 },
  });
  if (res.statusCode !== 200) throw new Error(`printer settings not saved: ${res.body}`);
  return { id: device.id, token };
}

/** A menu item sold with the first choice of each required option (and of each set choice), at the menu's price. */
export function shopLine(item: DeviceMenuItem, quantity = 1): ShopLineInput {
  const options = item.options.filter((g) => g.required).map((g) => ({ group: g.name, choice: g.choices[0]!.name }));
  const delta = item.options.filter((g) => g.required).reduce((sum, g) => sum + g.choices[0]!.priceDelta, 0);
  const groups = [...new Set(item.components.flatMap((c) => (c.choiceGroup ? [c.choiceGroup] : [])))];
  const choices = groups.map((group) => ({
    group,
    itemId: item.components.find((c) => c.choiceGroup === group)!.itemId,
  }));
  return {
    type: 'shop' as const,
    itemId: item.id,
    quantity,
    options,
    ...(choices.length ? { choices } : {}),
    unitPrice: item.price + delta,
  };
}

/** A cash sale of these shop lines (no ticket). */
export function shopSale(s: SalesFixture, lines: ShopLineInput[]): SaleDocument {
  const total = lines.reduce((sum, l) => sum + (l.unitPrice ?? 0) * l.quantity, 0);
  return { kind: 'sale', ...nextDoc(), lines, payments: [{ methodId: s.cash.id, amount: total }], total };
}

/** The POS's menu: an item of a 売店グループ, and a set with choice groups. */
export async function menuOf(s: SalesFixture) {
  const { items } = await s.get<DeviceMenu>('/api/device/items');
  const selling = items.filter((i) => !i.soldOut);
  const of = (group: string) => selling.find((i) => i.shopGroup === group && i.kind !== 'set')!;
  const set = selling.find((i) => i.kind === 'set' && i.components.some((c) => c.choiceGroup))!;
  return { of, set };
}

export const storedJobs = (t: TestContext, transactionId: string) =>
  t.database.db.select().from(kitchenPrintJobs).where(eq(kitchenPrintJobs.transactionId, transactionId));

/** A printer's pending jobs, as it fetches them. */
export async function fetchJobs(t: TestContext, token: string) {
  const res = await t.app.inject({ url: '/api/device/print-jobs', headers: auth(token) });
  if (res.statusCode !== 200) throw new Error(`print jobs not fetched: ${res.body}`);
  return res.json().data as { paperWidth: string; copies: number; jobs: KitchenPrintJob[] };
}

export const ack = (t: TestContext, token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/device/print-jobs/${id}/ack`, headers: auth(token) });
