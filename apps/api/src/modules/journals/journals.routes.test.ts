import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalMessages, type JournalFile, type JournalLine, type JournalPreview } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { cinemaIds, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { buildDay, type DayScenario } from '../business-daily/business-daily.fixtures.js';
import { memberPointEntries, members, transactions } from '../../db/schema/index.js';
import { rolledUpInvariantFailures } from '../rollups/rollups.fixtures.js';
import { salesFixture } from '../sales/sales.fixtures.js';

// 会計伝票ダウンロード (docs/accounting.md): 日報 over a month holding 営業日報's day (an advance sale, a sale for a later
// day, a refund of the day before's, ムビチケ, shop lines), each 伝票 balanced; 映画料 from a confirmed statement; 買掛
// from a 仕入 and 映画料支払 from a payment; the
// three layouts in Shift_JIS; an open month only when confirmed (暫定); cinema staff and a brand not listed refused.

let t: TestContext;
let s: DayScenario;
let cinemaId: number;
let brandId: number;
let tokens: { hq: string; shinjuku: string; hq2: string };
let month: string;

const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const preview = async (query: string) => {
  const res = await get(tokens.hq, `/api/journal/preview?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as JournalPreview;
};
const sjis = (file: JournalFile) => new TextDecoder('shift_jis').decode(Buffer.from(file.content, 'base64'));
const byVoucher = (lines: JournalLine[]) => {
  const sums = new Map<number, { debit: number; credit: number }>();
  for (const l of lines) {
    const cur = sums.get(l.voucherNo) ?? { debit: 0, credit: 0 };
    sums.set(l.voucherNo, { debit: cur.debit + (l.debit?.amount ?? 0), credit: cur.credit + (l.credit?.amount ?? 0) });
  }
  return sums;
};

beforeAll(async () => {
  t = await createTestApp();
  cinemaId = (await cinemaIds(t))['0101']!;
  s = await buildDay(t, cinemaId);
  month = s.day.slice(0, 7);
  const [hq, shinjuku, hq2] = await signIn(t, 'hq', 'shinjuku', 'hq2');
  tokens = { hq, shinjuku, hq2 };
  const [row] = await rowsOf<{ brand_id: number }>(
    t.database.db.execute(sql`select brand_id from cinemas where id = ${cinemaId}`),
  );
  brandId = row!.brand_id;
});
afterAll(() => t.close());

describe('日報', () => {
  it('balances each 伝票 of the month (debits = credits), with 前受金 both ways and the day’s payments', async () => {
    const p = await preview(`cinemaId=${cinemaId}&month=${month}&voucher=dailyReport`);
    expect(p.lines.length).toBeGreaterThan(0);
    expect(p.debitTotal).toBe(p.creditTotal);
    for (const [no, sum] of byVoucher(p.lines)) expect(sum.debit, `伝票 ${no}`).toBe(sum.credit);
    expect(p.lines.every((l) => (l.debit?.amount ?? 1) > 0 && (l.credit?.amount ?? 1) > 0)).toBe(true);
    const day = p.lines.filter((l) => l.date === s.day);
    const debits = day.flatMap((l) => (l.debit ? [l.debit] : []));
    const credits = day.flatMap((l) => (l.credit ? [l.credit] : []));
    // 前受金減: the two tickets sold two days before; 前受金増: the one for three days later.
    expect(debits.find((d) => d.subjectName === '前受金（前売券）')?.amount).toBe(3600);
    expect(credits.find((c) => c.subjectName === '前受金（前売券）')?.amount).toBe(1800);
    // ムビチケ is settled by its 精算窓口: 売掛金 with the client as 補助.
    const receivable = debits.find((d) => d.subjectName === '売掛金');
    expect(receivable?.amount).toBe(1800);
    expect(receivable?.sub).toMatch(/.+/);
    expect(debits.every((d) => d.dept === '0101')).toBe(true);
    expect(credits.some((c) => c.subjectName === '売上高（売店）' && c.sub.includes('飲食'))).toBe(true);
    expect(credits.some((c) => c.subjectName === '仮受消費税')).toBe(true);
    expect(p.closed).toBe(false);
    expect(p.warnings).toEqual([]);
  });

  it('balances every cinema of the brand together too', async () => {
    const p = await preview(`month=${month}&voucher=dailyReport`);
    expect(p.debitTotal).toBe(p.creditTotal);
    for (const sum of byVoucher(p.lines).values()) expect(sum.debit).toBe(sum.credit);
  });
});

describe('日報 with members’ points', () => {
  it('books a ポイント tender against ポイント引当金, and the points a sale earned as 販売促進費 · ポイント引当金', async () => {
    const db = t.database.db;
    const f = await salesFixture(t, '2031-05-20');
    const [member] = await db.select().from(members).where(eq(members.memberNo, 'CL00000230'));
    await db.insert(memberPointEntries).values({
      brandId: member!.brandId,
      memberId: member!.id,
      kind: 'adjust',
      points: 700,
      reason: 'テスト',
      expiresOn: '2099-12-31',
      occurredOn: '2031-04-01',
    });
    const sale = f.sale(['B-1', 'B-2'], { memberNo: 'CL00000230' });
    sale.payments = [
      { methodId: f.points.id, amount: 700 },
      { methodId: f.cash.id, amount: sale.total - 700, tendered: sale.total - 700 },
    ];
    const res = await f.post(sale);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rolledUpInvariantFailures(db)).toEqual([]);
    const [doc] = await db.select().from(transactions).where(eq(transactions.id, sale.clientId));
    const day = doc!.salesBusinessDate;
    const p = await preview(`cinemaId=${cinemaId}&month=${day.slice(0, 7)}&voucher=dailyReport`);
    for (const [no, sum] of byVoucher(p.lines)) expect(sum.debit, `伝票 ${no}`).toBe(sum.credit);
    const lines = p.lines.filter((l) => l.date === day);
    const debit = (name: string) => lines.filter((l) => l.debit?.subjectName === name).map((l) => l.debit!.amount);
    const credit = (name: string) => lines.filter((l) => l.credit?.subjectName === name).map((l) => l.credit!.amount);
    expect(debit('ポイント引当金')).toEqual([700]);
    // Yen paid with points earn nothing: the cash part earns 1 point per 100 yen.
    const earned = Math.floor((sale.total - 700) / 100);
    expect(debit('販売促進費')).toEqual([earned]);
    expect(credit('ポイント引当金')).toEqual([earned]);
    expect(p.warnings).toEqual([]);
  });
});

describe('映画料', () => {
  it('books a confirmed statement: Dr 映画料 and 仮払消費税, Cr 買掛金 per 配給会社; a 暫定 one is left out', async () => {
    const figures = { distributorId: null, distributorName: '東和配給', total: 50_000, tax: 5_000, payable: 55_000 };
    await t.database.db
      .execute(sql`insert into film_fee_statements (brand_id, cinema_id, film_id, month, status, confirmed)
      select ${brandId}, ${cinemaId}, f.id, ${month}, 'confirmed', ${JSON.stringify(figures)}::jsonb
      from films f where f.brand_id = ${brandId} order by f.id limit 1`);
    await t.database.db.execute(sql`insert into film_fee_statements (brand_id, cinema_id, film_id, month, status)
      select ${brandId}, ${cinemaId}, f.id, ${month}, 'provisional'
      from films f where f.brand_id = ${brandId} order by f.id offset 1 limit 1`);
    const p = await preview(`cinemaId=${cinemaId}&month=${month}&voucher=filmFee`);
    expect(
      p.lines.map((l) => [l.debit?.subjectName, l.debit?.amount, l.credit?.subjectName, l.credit?.amount]),
    ).toEqual([
      ['売上原価（映画料）', 50_000, '買掛金', 55_000],
      ['仮払消費税', 5_000, undefined, undefined],
    ]);
    expect(p.lines[0]?.credit?.sub).toBe('東和配給');
    expect(p.debitTotal).toBe(p.creditTotal);
  });
});

describe('買掛 and 映画料支払', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: auth(tokens.hq), payload });
  const one = async <T>(q: ReturnType<typeof sql>) => (await rowsOf<T>(t.database.db.execute(q)))[0] as T;

  it('books a 仕入 on its 計上日: Dr 仕入 and 仮払消費税 per rate, Cr 買掛金 with the 仕入先 as 補助', async () => {
    const supplier = await one<{ id: number; name: string }>(
      sql`select id, name from clients where brand_id = ${brandId} and code = 'S001'`,
    );
    const res = await post('/api/accountPayable/purchase', {
      clientId: supplier.id,
      cinemaId,
      recordedOn: `${month}-10`,
      base10: 10_000,
      base8: 5_000,
      memo: 'テスト仕入（ナチョスチップ）',
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = await preview(`cinemaId=${cinemaId}&month=${month}&voucher=accountsPayable`);
    // The demo's own 仕入 of the month come too; this one is its own 伝票.
    const no = p.lines.find((l) => l.description.includes('ナチョスチップ'))?.voucherNo;
    const mine = p.lines.filter((l) => l.voucherNo === no);
    expect(mine.map((l) => [l.debit?.taxKind, l.debit?.amount, l.credit?.amount])).toEqual([
      ['課税仕入10%', 10_000, 16_400],
      ['課税仕入8%（軽減）', 5_000, undefined],
      ['対象外', 1_400, undefined],
    ]);
    expect(mine[0]).toMatchObject({ date: `${month}-10`, cinemaCode: '0101' });
    expect(mine[0]?.credit?.sub).toBe(supplier.name);
    expect(mine[2]?.debit?.subjectName).toBe('仮払消費税');
    expect(p.debitTotal).toBe(p.creditTotal);
    for (const sum of byVoucher(p.lines).values()) expect(sum.debit).toBe(sum.credit);
  });

  it('books each 支払 of a 映画料 payable in the month for every cinema, and none per cinema', async () => {
    const distributor = await one<{ id: number; name: string }>(
      sql`select id, name from clients where brand_id = ${brandId} and role = 'distributor' order by code limit 1`,
    );
    const payable = await one<{ id: number }>(sql`insert into payables (brand_id, client_id, kind, month, recorded_on,
        due_on, base10, tax10, amount) values (${brandId}, ${distributor.id}, 'filmFee', ${month}, ${`${month}-01`},
        ${`${month}-20`}, 100000, 10000, 110000) returning id`);
    const deposit = await one<{ id: number; name: string }>(
      sql`select id, name from deposits where brand_id = ${brandId} order by id limit 1`,
    );
    const paid = await post('/api/accountPayable/pay', {
      payableId: payable.id,
      version: 1,
      entryOn: `${month}-20`,
      amount: 60_000,
      depositId: deposit.id,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const offset = await post('/api/accountPayable/offset', {
      payableId: payable.id,
      version: 2,
      entryOn: `${month}-25`,
      amount: 50_000,
      reason: '前売券精算',
    });
    expect(offset.statusCode, offset.body).toBe(200);
    const p = await preview(`month=${month}&voucher=filmFeePayment`);
    expect(p.lines.map((l) => [l.date, l.debit?.sub, l.debit?.amount, l.credit?.sub, l.credit?.amount])).toEqual([
      [`${month}-20`, distributor.name, 60_000, deposit.name, 60_000],
      [`${month}-25`, distributor.name, 50_000, distributor.name, 50_000],
    ]);
    expect(p.lines.map((l) => [l.debit?.subjectName, l.credit?.subjectName])).toEqual([
      ['買掛金', '普通預金'],
      ['買掛金', '売掛金'],
    ]);
    expect(p.lines[1]?.description).toContain('相殺');
    expect(p.lines[1]?.description).toContain('前売券精算');
    const perCinema = await preview(`cinemaId=${cinemaId}&month=${month}&voucher=filmFeePayment`);
    expect(perCinema.lines).toEqual([]);
    expect(perCinema.warnings.join()).toContain('全劇場で出力');
  });
});

describe('download', () => {
  const url = (extra: string) => `/api/journal/download?cinemaId=${cinemaId}&month=${month}&voucher=filmFee&${extra}`;

  it('refuses an open month until the user confirms it, then marks the file 暫定', async () => {
    const refused = await get(tokens.hq, url('layout=generic'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(journalMessages.notClosed);
    const res = await get(tokens.hq, url('layout=generic&provisional=true&authorCode=A01'));
    expect(res.statusCode).toBe(200);
    const file = res.json().data as JournalFile;
    expect(file.provisional).toBe(true);
    expect(file.fileName).toContain('暫定');
    const rows = sjis(file).trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      '伝票日付,伝票番号,借方科目コード,借方科目,借方補助,借方部門,借方税区分,借方金額,借方税額,' +
        '貸方科目コード,貸方科目,貸方補助,貸方部門,貸方税区分,貸方金額,貸方税額,摘要,起票者',
    );
    expect(rows[1]).toContain('【暫定】');
    expect(rows[1]?.endsWith(',A01')).toBe(true);
  });

  it('writes a closed month without asking, in the 弥生 and freee layouts, as Shift_JIS', async () => {
    await t.database.db.execute(sql`insert into monthly_closings (brand_id, cinema_id, month, status, closed_at)
      values (${brandId}, ${cinemaId}, ${month}, 'closed', now())`);
    const yayoi = (await get(tokens.hq, url('layout=yayoi'))).json().data as JournalFile;
    expect(yayoi.provisional).toBe(false);
    const bytes = Buffer.from(yayoi.content, 'base64');
    expect(bytes.includes(Buffer.from('売上原価', 'utf8'))).toBe(false);
    const rows = sjis(yayoi)
      .trimEnd()
      .split('\r\n')
      .map((r) => r.split(','));
    expect(rows.map((r) => r[0])).toEqual(['2110', '2101']);
    expect(rows[0]).toHaveLength(25);
    expect(rows[0]?.slice(4, 9)).toEqual(['売上原価（映画料）', '', '0101', '課税仕入10%', '50000']);
    expect(rows[1]?.[8]).toBe('5000');
    expect(rows[1]?.[14]).toBe('0');
    const freee = (await get(tokens.hq, url('layout=freee'))).json().data as JournalFile;
    expect(sjis(freee).split('\r\n')[0]).toBe(
      '発生日,伝票番号,決算整理仕訳,借方勘定科目,借方補助科目,借方部門,借方税区分,借方金額,借方税額,' +
        '貸方勘定科目,貸方補助科目,貸方部門,貸方税区分,貸方金額,貸方税額,摘要',
    );
  });
});

describe('who', () => {
  it('refuses cinema staff, a brand not listed for special reports, and another brand’s cinema', async () => {
    const q = `month=${month}&voucher=dailyReport`;
    expect((await get(tokens.shinjuku, `/api/journal/preview?${q}`)).statusCode).toBe(403);
    expect((await get(tokens.hq2, `/api/journal/preview?${q}`)).statusCode).toBe(403);
    const [other] = await rowsOf<{ id: number }>(
      t.database.db.execute(sql`select id from cinemas where brand_id <> ${brandId} limit 1`),
    );
    expect((await get(tokens.hq, `/api/journal/preview?${q}&cinemaId=${other?.id}`)).statusCode).toBe(400);
  });
});
