import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devicePrintJobEndpoints,
  devicePrintJobs,
  ja,
  kitchenPrintJob,
  type DeviceMenuItem,
  type KitchenPrintJob,
} from '@cinema/contracts';
import { devices, kitchenPrintJobs } from '../../db/schema/index.js';
import { MasterCache } from '../../platform/master-cache.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { invariantFailures, nextDoc, salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';
import { paidSales, printJobRows } from './print-job-rows.js';
import { ack, fetchJobs, menuOf, printerOf, shopLine, shopSale, storedJobs } from './kitchen-print-jobs.fixtures.js';

// キッチン伝票 (docs/device-api.md, "kitchen printers"): a sale's shop lines become one print job per kitchen printer
// whose 売店グループ they belong to, in the sale's transaction; the printer fetches and acknowledges them.

let t: TestContext;
let s: SalesFixture;
let food: { id: number; token: string };
let goods: { id: number; token: string };
let menu: Awaited<ReturnType<typeof menuOf>>;
let popcorn: DeviceMenuItem;
let tshirt: DeviceMenuItem;

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t);
  // Printers of their own: the demo's KP01 (フード・ドリンク) and KP02 (グッズ・その他) print too.
  food = await printerOf(t, s, 'KPFOOD', ['food']);
  goods = await printerOf(t, s, 'KPGOODS', ['product']);
  menu = await menuOf(s);
  popcorn = menu.of('food');
  tshirt = menu.of('product');
});
afterAll(() => t.close());

const sell = async (...lines: ReturnType<typeof shopLine>[]) => {
  const doc = shopSale(s, lines);
  const res = await s.post(doc);
  expect(res.statusCode, res.body).toBe(200);
  return { doc, data: res.json().data as { transactionId: string; transactionNo: string } };
};
const jobOf = async (token: string, transactionId: string) =>
  (await fetchJobs(t, token)).jobs.find((j) => j.transactionId === transactionId);

describe('print jobs made by a sale', () => {
  it('makes one job per printer whose 売店グループ hold the sale’s lines, listing only that printer’s lines', async () => {
    const { doc, data } = await sell(shopLine(popcorn, 2), shopLine(tshirt, 1));
    const forFood = (await jobOf(food.token, doc.clientId))!;
    expect(forFood).toMatchObject({
      kind: 'order',
      status: 'pending',
      transactionNo: data.transactionNo,
      channel: 'pos',
      printedAt: null,
      items: [{ name: popcorn.name, quantity: 2, contents: [], eatIn: false }],
    });
    expect(forFood.sourceName).toMatch(/^テスト端末POS/);
    expect(forFood.items[0]!.options).toEqual(shopLine(popcorn).options);
    const forGoods = (await jobOf(goods.token, doc.clientId))!;
    expect(forGoods.items.map((i) => [i.name, i.quantity])).toEqual([[tshirt.name, 1]]);
    // The demo's own printers of 新宿 got theirs too; no printer got a job without its groups' lines.
    const stored = await storedJobs(t, doc.clientId);
    expect(stored).toHaveLength(4);
    expect(stored.every((j) => j.items.length === 1)).toBe(true);
  });

  it('lists a set’s contents: its fixed items and the item chosen in each choice group', async () => {
    const line = shopLine(menu.set);
    const { doc } = await sell(line);
    const printers = await storedJobs(t, doc.clientId);
    const item = printers[0]!.items[0]!;
    expect(item.name).toBe(menu.set.name);
    const chosen = menu.set.components.filter(
      (c) => !c.choiceGroup || line.choices?.some((x) => x.group === c.choiceGroup && x.itemId === c.itemId),
    );
    expect(item.contents.map((c) => [c.name, c.quantity])).toEqual(
      expect.arrayContaining(chosen.map((c) => [c.name, c.quantity])),
    );
    expect(item.contents).toHaveLength(chosen.length);
  });

  it('makes no job for a sale without shop lines, and none twice for a resent document', async () => {
    const tickets = s.sale(['A-1']);
    expect((await s.post(tickets)).statusCode).toBe(200);
    expect(await storedJobs(t, tickets.clientId)).toEqual([]);

    const { doc } = await sell(shopLine(popcorn));
    const again = await s.post(doc);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const batch = await s.post({ kind: 'batch', documents: [doc] });
    expect(batch.json().data.results[0].replayed).toBe(true);
    const forFood = (await storedJobs(t, doc.clientId)).filter((j) => j.deviceId === food.id);
    expect(forFood).toHaveLength(1);
  });

  it('prints an online order once it is paid at the gateway, not while it is held', async () => {
    const online = await s.token(`WEBKP${Date.now() % 10000}`, 'online');
    const { kind: _, payments: __, ...sale } = s.sale(['B-1'], {}, 1);
    const hold = { ...sale, kind: 'hold', purchaser: { name: '映画 花子', email: 'hanako@example.jp' } };
    expect((await s.post(hold, online)).statusCode).toBe(200);
    expect(await storedJobs(t, hold.clientId)).toEqual([]);
    const paid = await s.post(
      {
        kind: 'payment_result',
        ...nextDoc(),
        transactionId: hold.clientId,
        result: 'success',
        payments: [{ methodId: s.credit.id, amount: hold.total }],
      },
      online,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const jobs = await storedJobs(t, hold.clientId);
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => j.channel === 'online' && j.kind === 'order')).toBe(true);
  });
});

describe('the masters a sale reads', () => {
  it('are kept in the master cache as rows, never as a query of the transaction that read them', async () => {
    const cache = new MasterCache(60_000);
    const [sale] = await paidSales(t.database.db, [(await sell(shopLine(popcorn))).doc.clientId]);
    const fact = { ...sale!, cache };
    // Each in a transaction of its own: the second reads what the first, now closed, left in the cache.
    const first = await t.database.db.transaction((tx) => printJobRows(tx, [fact]));
    const second = await t.database.db.transaction((tx) => printJobRows(tx, [fact]));
    expect(second).toEqual(first);
    const kept = cache.read(`kitchenPrinters:${sale!.transaction.cinemaId}`, () => Promise.reject(new Error('read')));
    expect(kept).toBeInstanceOf(Promise);
    expect(Array.isArray(await kept)).toBe(true);
  });
});

describe('a kitchen printer’s calls', () => {
  it('fetches its pending jobs oldest first with its paper and copies, and acknowledges each once', async () => {
    const first = await sell(shopLine(popcorn));
    const second = await sell(shopLine(popcorn, 3));
    const fetched = await fetchJobs(t, food.token);
    expect(fetched).toMatchObject({ paperWidth: '58', copies: 2 });
    const ids = fetched.jobs.map((j) => j.transactionId);
    expect(ids.indexOf(first.doc.clientId)).toBeLessThan(ids.indexOf(second.doc.clientId));

    const job = fetched.jobs.find((j) => j.transactionId === first.doc.clientId)!;
    const res = await ack(t, food.token, job.id);
    expect(res.statusCode, res.body).toBe(200);
    const printed = res.json().data as KitchenPrintJob;
    expect(printed.status).toBe('printed');
    expect(printed.printedAt).not.toBeNull();
    // A resent ack changes nothing; the job is no longer fetched.
    const again = await ack(t, food.token, job.id);
    expect(again.json().data).toEqual(printed);
    expect(await jobOf(food.token, first.doc.clientId)).toBeUndefined();
  });

  it('answers 404 for another printer’s job and 403, in Japanese, to a device that is no kitchen printer', async () => {
    const { doc } = await sell(shopLine(popcorn));
    const job = (await jobOf(food.token, doc.clientId))!;
    expect((await ack(t, goods.token, job.id)).statusCode).toBe(404);
    expect((await ack(t, food.token, 2_000_000_000)).statusCode).toBe(404);

    const list = await t.app.inject({ url: '/api/device/print-jobs', headers: auth(s.pos) });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 'no_permission', message: ja.deviceNotKitchenPrinter });
    const posAck = await ack(t, s.pos, job.id);
    expect(posAck.statusCode).toBe(403);
    expect((await storedJobs(t, doc.clientId)).find((j) => j.id === job.id)!.status).toBe('pending');
  });

  it('never sees another cinema’s jobs', async () => {
    const ikebukuro = await printerOf(t, s, 'KPIKEBU', ['food', 'product'], '0102');
    const { doc } = await sell(shopLine(popcorn));
    const job = (await jobOf(food.token, doc.clientId))!;
    expect((await fetchJobs(t, ikebukuro.token)).jobs.map((j) => j.transactionId)).not.toContain(doc.clientId);
    expect((await ack(t, ikebukuro.token, job.id)).statusCode).toBe(404);
  });
});

describe('the API reference’s examples', () => {
  it('are answers a printer really gets: the same fields, each fit for its schema', async () => {
    const { printJobs, ack: acked } = devicePrintJobEndpoints;
    expect(devicePrintJobs.safeParse(printJobs.examples.answer).success).toBe(true);
    expect(kitchenPrintJob.safeParse(acked.examples.answer).success).toBe(true);
    await sell(shopLine(popcorn));
    const real = await fetchJobs(t, food.token);
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(real)).toEqual(keys(printJobs.examples.answer));
    expect(keys(real.jobs[0]!)).toEqual(keys(printJobs.examples.answer.jobs[0]));
    expect(keys(real.jobs[0]!.items[0]!)).toEqual(keys(printJobs.examples.answer.jobs[0].items[0]!));
  });
});

describe('a voided sale', () => {
  const voidSale = async (originalId: string) => {
    const res = await s.post({ kind: 'void', ...nextDoc(), originalId });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('cancels (取消) a job not yet printed: the printer no longer fetches it', async () => {
    const { doc } = await sell(shopLine(popcorn));
    expect(await jobOf(food.token, doc.clientId)).toBeDefined();
    await voidSale(doc.clientId);
    expect(await jobOf(food.token, doc.clientId)).toBeUndefined();
    const jobs = await storedJobs(t, doc.clientId);
    expect(jobs.every((j) => j.kind === 'order' && j.status === 'cancelled')).toBe(true);
  });

  it('gives a printed order a 取消伝票 to print, with the same lines', async () => {
    const { doc } = await sell(shopLine(popcorn, 2));
    const order = (await jobOf(food.token, doc.clientId))!;
    await ack(t, food.token, order.id);
    await voidSale(doc.clientId);
    const slip = (await jobOf(food.token, doc.clientId))!;
    expect(slip).toMatchObject({ kind: 'cancel', status: 'pending', transactionNo: order.transactionNo });
    expect(slip.items).toEqual(order.items);
    const [row] = await t.database.db.select().from(kitchenPrintJobs).where(eq(kitchenPrintJobs.id, order.id));
    expect(row!.status).toBe('printed');
  });

  it('gives an order printed while it was being voided its 取消伝票 when the printer says so', async () => {
    const { doc } = await sell(shopLine(popcorn));
    const order = (await jobOf(food.token, doc.clientId))!;
    await voidSale(doc.clientId);
    const res = await ack(t, food.token, order.id);
    expect(res.json().data.status).toBe('printed');
    expect((await jobOf(food.token, doc.clientId))?.kind).toBe('cancel');
  });

  it('leaves the sales facts consistent (docs/sales.md, "invariants")', async () => {
    expect(await invariantFailures(t)).toEqual([]);
  });
});

describe('a deleted printer', () => {
  it('takes its jobs with it', async () => {
    const spare = await printerOf(t, s, 'KPSPARE', ['food']);
    await sell(shopLine(popcorn));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/device/delete/${spare.id}`,
      headers: auth(s.hq),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.database.db.select().from(devices).where(eq(devices.id, spare.id))).toEqual([]);
    expect(await t.database.db.select().from(kitchenPrintJobs).where(eq(kitchenPrintJobs.deviceId, spare.id))).toEqual(
      [],
    );
  });
});
