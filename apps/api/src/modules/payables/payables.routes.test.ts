import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayableEntry, PayableRow } from '@cinema/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { cinemaIds, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { brandOf } from '../accumulated/accumulated.fixtures.js';
import { payablesOfMonth } from './index.js';
import { clientByCode, filmWithFee, paymentDeposit, requests } from './payables.fixtures.js';

// 買掛・未払 (docs/accounting.md, "買掛・未払") at シネマライン: 東邦映画配給 (D001) is owed two confirmed film fees of 2024-06
// at 新宿 (6,600 + 3,300 税込), paid in part and offset in July; 関東ポップコーン食品 (S001) gets a 仕入 in July.
let t: TestContext;
let r: ReturnType<typeof requests>;
let tokens: { hq: string; shinjuku: string; hq2: string };
let brandId: number;
let cinemaId: number;
let d001: { id: number; name: string };
let s001: { id: number; name: string };
let deposit: number;
let films: { a: number; b: number };
const M = '2024-06';
const statement = (filmId: number, version: number) => ({ cinemaId, filmId, month: M, version });

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  const [hq, shinjuku, hq2] = await signIn(t, 'hq', 'shinjuku', 'hq2');
  tokens = { hq, shinjuku, hq2 };
  brandId = await brandOf(t.database.db);
  cinemaId = (await cinemaIds(t))['0101']!;
  d001 = await clientByCode(t, brandId, 'D001');
  s001 = await clientByCode(t, brandId, 'S001');
  deposit = await paymentDeposit(t, brandId);
  const k = { brandId, cinemaId, month: M, distributorId: d001.id };
  films = { a: await filmWithFee(t, k, '買掛の映画A', 11_000), b: await filmWithFee(t, k, '買掛の映画B', 5500) };
}, 180_000);
afterAll(() => t.close());

const rowOf = async (month: string, clientId: number, extra = '') =>
  (await r.list(tokens.hq, `month=${month}${extra}`)).list.find((x) => x.clientId === clientId);
const identity = (x: PayableRow) => x.opening + x.incurred - x.paid - x.offset;
const payableOf = async (clientId: number, kind = 'filmFee') =>
  (await r.detail(tokens.hq, clientId)).payables.find((p) => p.kind === kind)!;

describe('買掛・未払', () => {
  it('makes one payable per 配給会社 and month from the confirmed film fees, in the 確定 transaction', async () => {
    expect(await rowOf(M, d001.id)).toBeUndefined();
    expect((await r.send(tokens.hq, 'POST', '/api/filmFee/confirm', statement(films.a, 0))).statusCode).toBe(200);
    expect((await r.send(tokens.hq, 'POST', '/api/filmFee/confirm', statement(films.b, 0))).statusCode).toBe(200);
    const p = await payableOf(d001.id);
    // Σ 支払額（税込） of the statements, the tax Σ of each statement's one rounding; 末締め翌月末払い.
    expect(p).toMatchObject({ month: M, base10: 9000, tax10: 900, amount: 9900, balance: 9900, state: 'unpaid' });
    expect(p.dueOn).toBe('2024-07-31');
    expect(await rowOf(M, d001.id)).toMatchObject({
      opening: 0,
      incurred: 9900,
      paid: 0,
      offset: 0,
      balance: 9900,
      dueOn: '2024-07-31',
      state: 'unpaid',
    });
  });

  it('registers a partial payment and an offset, refusing an overpayment on its field and a stale version', async () => {
    const p = await payableOf(d001.id);
    const pay = { payableId: p.id, version: p.version, entryOn: '2024-07-10', amount: 4000, depositId: deposit };
    const over = await r.send(tokens.hq, 'POST', '/api/accountPayable/pay', { ...pay, amount: 9901 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([{ field: 'amount', message: '「支払額」が残高（9,900円）を超えています' }]);
    const early = await r.send(tokens.hq, 'POST', '/api/accountPayable/pay', { ...pay, entryOn: '2024-05-31' });
    expect(early.json().errors?.[0]?.field).toBe('entryOn');
    const bad = await r.send(tokens.hq, 'POST', '/api/accountPayable/pay', { ...pay, amount: 0, depositId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['amount', 'depositId']);
    const paid = await r.send(tokens.hq, 'POST', '/api/accountPayable/pay', pay);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ message: '支払を登録しました', data: { kind: 'payment', amount: 4000 } });
    expect((await r.send(tokens.hq, 'POST', '/api/accountPayable/pay', pay)).statusCode).toBe(409);
    const offset = await r.send(tokens.hq, 'POST', '/api/accountPayable/offset', {
      payableId: p.id,
      version: p.version + 1,
      entryOn: '2024-07-15',
      amount: 900,
      reason: '前売券精算',
    });
    expect(offset.statusCode, offset.body).toBe(200);
    expect(await rowOf('2024-07', d001.id)).toMatchObject({
      opening: 9900,
      incurred: 0,
      paid: 4000,
      offset: 900,
      balance: 5000,
      state: 'partial',
    });
    expect(await rowOf('2024-07', d001.id, '&state=paid')).toBeUndefined();
  });

  it('refuses a 確定解除 while a payment is registered against the month', async () => {
    const res = await r.send(tokens.hq, 'POST', '/api/filmFee/unconfirm', { ...statement(films.a, 1), reason: '誤り' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /東邦映画配給株式会社の2024年6月の映画料には支払または相殺が登録されているため確定解除できません/,
    );
  });

  it('cancels a payment with its reason, audited, and then lets the 確定解除 re-sum the payable', async () => {
    const detail = await r.detail(tokens.hq, d001.id);
    expect(detail.client).toMatchObject({ code: 'D001', terms: '月末締め翌月末（休日は前営業日）' });
    for (const e of detail.entries) {
      const res = await r.send(tokens.hq, 'POST', '/api/accountPayable/cancel', {
        id: e.id,
        version: e.version,
        reason: '二重登録',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().data as PayableEntry).cancelReason).toBe('二重登録');
    }
    const again = (await r.detail(tokens.hq, d001.id)).entries[0]!;
    const twice = await r.send(tokens.hq, 'POST', '/api/accountPayable/cancel', {
      id: again.id,
      version: again.version,
      reason: 'x',
    });
    expect(twice.statusCode).toBe(409);
    expect(await rowOf('2024-07', d001.id)).toMatchObject({ paid: 0, offset: 0, balance: 9900, state: 'unpaid' });
    const res = await r.send(tokens.hq, 'POST', '/api/filmFee/unconfirm', { ...statement(films.a, 1), reason: '誤り' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await payableOf(d001.id)).toMatchObject({ base10: 3000, tax10: 300, amount: 3300 });
    const audits = await t.database.db
      .select({ action: auditLogs.action, summary: auditLogs.summary })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'payable'), eq(auditLogs.brandId, brandId)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'create', 'void', 'void']);
    expect(audits.find((a) => a.action === 'void')?.summary).toMatch(/取消（理由：二重登録）/);
  });

  it('records a 仕入 with the tax per rate and the supplier’s 支払予定日, refusing a non-supplier and no amount', async () => {
    const body = {
      clientId: s001.id,
      cinemaId,
      recordedOn: '2024-07-20',
      base10: 10_000,
      base8: 5000,
      memo: 'ポップコーン豆',
    };
    const res = await r.send(tokens.hq, 'POST', '/api/accountPayable/purchase', body);
    expect(res.statusCode, res.body).toBe(200);
    // 2024-08-31 is a Saturday: 前営業日.
    expect(res.json().data).toMatchObject({
      kind: 'purchase',
      month: '2024-07',
      cinemaName: 'シネマライン新宿',
      tax10: 1000,
      tax8: 400,
      amount: 16_400,
      dueOn: '2024-08-30',
    });
    const notSupplier = await r.send(tokens.hq, 'POST', '/api/accountPayable/purchase', { ...body, clientId: d001.id });
    expect(notSupplier.json().errors).toEqual([
      { field: 'clientId', message: '「仕入先」には取引区分が仕入先の有効な取引先を選択してください' },
    ]);
    const none = await r.send(tokens.hq, 'POST', '/api/accountPayable/purchase', { ...body, base10: 0, base8: 0 });
    expect(none.json().errors?.[0]?.field).toBe('base10');
    expect((await rowOf('2024-07', s001.id, '&kind=purchase'))?.incurred).toBe(16_400);
    expect(await rowOf('2024-07', s001.id, '&kind=filmFee')).toBeUndefined();
  });

  it('keeps Σ ledger = balance: each row, month to month, and the service function', async () => {
    const july = await r.list(tokens.hq, 'month=2024-07');
    for (const x of july.list) expect(identity(x)).toBe(x.balance);
    const august = await r.list(tokens.hq, 'month=2024-08');
    for (const x of july.list) expect(august.list.find((y) => y.clientId === x.clientId)?.opening).toBe(x.balance);
    const detail = await r.detail(tokens.hq, d001.id);
    const owed = detail.payables.reduce((s, p) => s + p.amount, 0);
    const settled = detail.entries.filter((e) => !e.cancelledAt).reduce((s, e) => s + e.amount, 0);
    expect(july.list.find((x) => x.clientId === d001.id)?.balance).toBe(owed - settled);
    const month = await payablesOfMonth(t.database.db, brandId, '2024-07');
    expect(month.rows).toEqual(july.list);
    expect(month.payables.map((p) => p.kind)).toEqual(['purchase']);
    expect(month.entries).toHaveLength(2);
  });

  it('is head office’s: cinema staff 403, another brand 404', async () => {
    expect((await r.send(tokens.shinjuku, 'GET', `/api/accountPayable/list?month=${M}`)).statusCode).toBe(403);
    const p = await payableOf(d001.id);
    expect((await r.send(tokens.hq2, 'GET', `/api/accountPayable/detail/${d001.id}`)).statusCode).toBe(404);
    const foreign = await r.send(tokens.hq2, 'POST', '/api/accountPayable/pay', {
      payableId: p.id,
      version: p.version,
      entryOn: '2024-07-10',
      amount: 1,
      depositId: deposit,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await r.list(tokens.hq2, 'month=2024-07')).total).toBe(0);
  });

  it('lets a payment and a 確定解除 of the same month race: never both, and the payable stays exact', async () => {
    const month = '2024-09';
    const k = { brandId, cinemaId, month, distributorId: d001.id };
    const film = await filmWithFee(t, k, '競合の映画', 11_000);
    const key = { cinemaId, filmId: film, month, version: 0 };
    expect((await r.send(tokens.hq, 'POST', '/api/filmFee/confirm', key)).statusCode).toBe(200);
    const p = (await r.detail(tokens.hq, d001.id)).payables.find((x) => x.month === month)!;
    expect(p.amount).toBe(6600);
    const [paid, undone] = await Promise.all([
      r.send(tokens.hq, 'POST', '/api/accountPayable/pay', {
        payableId: p.id,
        version: p.version,
        entryOn: '2024-10-10',
        amount: 6600,
        depositId: deposit,
      }),
      r.send(tokens.hq, 'POST', '/api/filmFee/unconfirm', { ...key, version: 1, reason: '競合' }),
    ]);
    expect([paid.statusCode, undone.statusCode].sort()).not.toEqual([200, 200]);
    expect(paid.statusCode).toBeLessThan(500);
    expect(undone.statusCode).toBeLessThan(500);
    const after = (await r.detail(tokens.hq, d001.id)).payables.find((x) => x.month === month);
    if (paid.statusCode === 200) expect(after).toMatchObject({ amount: 6600, balance: 0, state: 'paid' });
    else expect(after).toBeUndefined();
  });
});
