import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { CinemaShopItem, DeviceMenu, StockLocation } from '@cinema/contracts';
import { shopItems, stockLocations, stockMovements } from '../../db/schema/index.js';
import { deviceToken } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { newCinema } from '../cinemas/cinemas.fixtures.js';
import { paymentSettings } from '../payments/payments.fixtures.js';

// A cinema head office creates in 設定 > 劇場 keeps stock from its first day: it gets its 売店 (the
// location sales take from) with the cinema, so 在庫調整 and a POS sale of a stock-controlled item work.
let t: TestContext;
let hq: string;
let cinemaId: number;

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  const created = await as(hq, 'POST', '/api/cinema/create', newCinema('0170'));
  expect(created.statusCode, created.body).toBe(200);
  cinemaId = created.json().data.id;
});
afterAll(() => t.close());

describe('a cinema created through the API', () => {
  it('has its 売店 for sales at once, adjusts stock there and sells a stock-controlled item', async () => {
    await addCinemaStaff(t.database.db, {
      userName: 'stock0170',
      cinemaCodes: ['0170'],
      permissions: { shop: ['view', 'create', 'update', 'delete'] },
    });
    const staff = await t.login('stock0170');
    const locations = (await as(staff, 'GET', '/api/inventoryAdjustment/locations')).json().data as {
      id: number;
      name: string;
    }[];
    expect(locations.map((l) => l.name)).toEqual(['売店']);
    const [clearFile] = await t.database.db
      .select()
      .from(shopItems)
      .where(
        and(
          eq(shopItems.code, 'G001'),
          sql`${shopItems.brandId} = (select brand_id from cinemas where id = ${cinemaId})`,
        ),
      );
    const received = await as(staff, 'POST', '/api/inventoryAdjustment/create', {
      locationId: locations[0]!.id,
      shopItemId: clearFile!.id,
      kind: 'receipt',
      quantity: '10',
    });
    expect(received.statusCode, received.body).toBe(200);

    // What a new cinema sets up to sell at a POS: the item, cash, a registered device.
    const row = (await as(hq, 'GET', `/api/theaterDailyshow/list?cinemaId=${cinemaId}&keyword=G001`)).json().data
      .list[0] as CinemaShopItem;
    const enabled = await as(hq, 'PUT', '/api/theaterDailyshow/update', {
      cinemaId,
      shopItemId: clearFile!.id,
      enabled: true,
      price: null,
      saleFrom: null,
      saleTo: null,
      version: row.version,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const pay = paymentSettings(t);
    const cash = (await pay.matrix(hq, cinemaId)).find((m) => m.kind === 'cash')!;
    expect(
      (await pay.replace(hq, cinemaId, [{ paymentMethodId: cash.paymentMethodId, channels: ['pos'] }])).statusCode,
    ).toBe(200);
    const pos = await deviceToken(t, hq, cinemaId);
    const menu = (await as(pos, 'GET', '/api/device/items')).json().data as DeviceMenu;
    const price = menu.items.find((i) => i.id === clearFile!.id)!.price;

    const sold = await as(pos, 'POST', '/api/device/documents', {
      kind: 'sale',
      clientId: randomUUID(),
      deviceSeq: 1,
      occurredAt: new Date().toISOString(),
      lines: [{ type: 'shop', itemId: clearFile!.id, quantity: 2, unitPrice: price }],
      payments: [{ methodId: cash.paymentMethodId, amount: price * 2 }],
      total: price * 2,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const moved = await t.database.db
      .select({ kind: stockMovements.kind, quantity: stockMovements.quantity, locationId: stockMovements.locationId })
      .from(stockMovements)
      .where(and(eq(stockMovements.cinemaId, cinemaId), eq(stockMovements.shopItemId, clearFile!.id)))
      .orderBy(stockMovements.id);
    expect(moved).toEqual([
      { kind: 'receipt', quantity: 10, locationId: locations[0]!.id },
      { kind: 'sale', quantity: -2, locationId: locations[0]!.id },
    ]);
  });

  it('is deleted with its 売店 while it has no stock history, and kept once stock was counted there', async () => {
    const bare = (await as(hq, 'POST', '/api/cinema/create', newCinema('0171'))).json().data.id as number;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/cinema/delete/${bare}`, headers: auth(hq) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.select().from(stockLocations).where(eq(stockLocations.cinemaId, bare))).toEqual([]);

    // Head office counts the new cinema's stock from 在庫一覧: the count's difference is stock history.
    const counted = (await as(hq, 'POST', '/api/cinema/create', newCinema('0172'))).json().data.id as number;
    const [shop] = (await as(hq, 'GET', `/api/stockLocation/list?cinemaId=${counted}`)).json().data as StockLocation[];
    expect(shop).toMatchObject({ name: '売店', forSales: true, inUse: false });
    const [clearFile] = await t.database.db
      .select()
      .from(shopItems)
      .where(and(eq(shopItems.brandId, shop!.brandId), eq(shopItems.code, 'G001')));
    const count = await as(hq, 'POST', '/api/inventory/count', {
      cinemaId: counted,
      locationId: shop!.id,
      countDate: '2026-11-01',
      lines: [{ shopItemId: clearFile!.id, counted: 3 }],
    });
    expect(count.statusCode, count.body).toBe(200);
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/cinema/delete/${counted}`, headers: auth(hq) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('在庫の入出庫または棚卸の記録があるため、この劇場は削除できません。');
  });
});
