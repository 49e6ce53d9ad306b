import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitchenPrintJob, KitchenPrinterListItem } from '@cinema/contracts';
import { devices } from '../../db/schema/index.js';
import { cinemaIds } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { nextDoc, salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';
import { ack, fetchJobs, menuOf, printerOf, shopLine, shopSale } from './kitchen-print-jobs.fixtures.js';

// The console's side of キッチン伝票: a printer's 印刷履歴 (cinema staff; head office reads it with a cinema chosen)
// and the キッチンプリンター list's 最終印刷 and 未印刷.

let t: TestContext;
let s: SalesFixture;
let shinjuku: string;
let printer: { id: number; token: string };
let ids: Record<string, number>;
const sold: string[] = [];

const history = (token: string, query: string) =>
  t.app.inject({ url: `/api/kitchenPrintJob/list?${query}`, headers: auth(token) });
const listOf = async (token: string, query: string) => {
  const res = await history(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: KitchenPrintJob[]; total: number };
};

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t);
  ids = await cinemaIds(t);
  shinjuku = await t.login('shinjuku');
  printer = await printerOf(t, s, 'KPHIST', ['food']);
  const { of } = await menuOf(s);
  for (const quantity of [1, 2, 3]) {
    const doc = shopSale(s, [shopLine(of('food'), quantity)]);
    expect((await s.post(doc)).statusCode).toBe(200);
    sold.push(doc.clientId);
  }
  // The first printed, the second voided before it was printed, the third still waiting.
  const { jobs } = await fetchJobs(t, printer.token);
  await ack(t, printer.token, jobs.find((j) => j.transactionId === sold[0])!.id);
  expect((await s.post({ kind: 'void', ...nextDoc(), originalId: sold[1] })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('印刷履歴', () => {
  it('lists a printer’s jobs newest first, for cinema staff', async () => {
    const { list, total } = await listOf(shinjuku, `deviceId=${printer.id}`);
    expect(total).toBe(3);
    expect(list.map((j) => j.transactionId)).toEqual([...sold].reverse());
    expect(list.map((j) => j.status)).toEqual(['pending', 'cancelled', 'printed']);
    expect(list[2]!.printedAt).not.toBeNull();
  });

  it('filters by status, kind, 伝票番号 and period', async () => {
    const printed = await listOf(shinjuku, `deviceId=${printer.id}&status=printed`);
    expect(printed.list.map((j) => j.transactionId)).toEqual([sold[0]]);
    const no = printed.list[0]!.transactionNo;
    expect((await listOf(shinjuku, `deviceId=${printer.id}&keyword=${no}`)).total).toBe(1);
    expect((await listOf(shinjuku, `deviceId=${printer.id}&kind=cancel`)).total).toBe(0);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect((await listOf(shinjuku, `deviceId=${printer.id}&from=${today}&to=${today}`)).total).toBe(3);
    expect((await listOf(shinjuku, `deviceId=${printer.id}&from=2030-01-01&to=2030-01-31`)).total).toBe(0);
    const reversed = await history(shinjuku, `deviceId=${printer.id}&from=2030-02-01&to=2030-01-31`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].field).toBe('from');
  });

  it('opens to head office to read, and to no other tenant', async () => {
    expect((await listOf(s.hq, `deviceId=${printer.id}`)).total).toBe(3);
    const hq2 = await t.login('hq2');
    expect((await history(hq2, `deviceId=${printer.id}`)).statusCode).toBe(404);
    const ikebukuro = await printerOf(t, s, 'KPHIST2', ['food'], '0102');
    expect((await history(shinjuku, `deviceId=${ikebukuro.id}`)).statusCode).toBe(404);
    // A device that is no kitchen printer has no history.
    const [pos] = await t.database.db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.cinemaId, ids['0101']!), eq(devices.type, 'pos')));
    expect((await history(shinjuku, `deviceId=${pos!.id}`)).statusCode).toBe(404);
  });
});

describe('キッチンプリンター list', () => {
  it('shows each printer’s last print and how many jobs wait', async () => {
    const res = await t.app.inject({
      url: `/api/kitchenPrinter/list?cinemaId=${ids['0101']}`,
      headers: auth(s.hq),
    });
    const mine = (res.json().data.list as KitchenPrinterListItem[]).find((p) => p.deviceId === printer.id)!;
    expect(mine.pendingJobs).toBe(1);
    expect(Date.now() - Date.parse(mine.lastPrintedAt!)).toBeLessThan(60_000);
  });
});
