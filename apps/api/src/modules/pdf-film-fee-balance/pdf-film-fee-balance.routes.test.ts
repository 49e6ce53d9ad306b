import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintDocument } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { pdfText } from '../pdf-accounts-receivable-balance/ar-pdf.fixtures.js';

// 未払映画料残高一覧表 (docs/accounting.md, "未払映画料残高一覧表"): in 2031-05 (far from the demo's payables), a 配給会社
// owed April's fee (110,000) pays 60,000 of it in May and is owed May's (55,000); another owes nothing: the PDF and
// the document carry 前月末残高 + 当月発生 − 当月支払 − 相殺 = 当月末残高, 残高0を除く leaves the other out.

const M = '2031-05';
let t: TestContext;
let tokens: { hq: string; shinjuku: string };
let owing: { id: number; name: string };
let settled: { name: string };

const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const one = async <T>(q: ReturnType<typeof sql>) => (await rowsOf<T>(t.database.db.execute(q)))[0] as T;

beforeAll(async () => {
  t = await createTestApp();
  const [hq, shinjuku] = await signIn(t, 'hq', 'shinjuku');
  tokens = { hq, shinjuku };
  const brand = await one<{ id: number }>(sql`select id from brands where code = 'CL'`);
  const list = await rowsOf<{ id: number; name: string }>(
    t.database.db.execute(sql`select id, name from clients where brand_id = ${brand.id} and role = 'distributor'
      order by code limit 2`),
  );
  [owing, settled] = list as [typeof owing, typeof settled & { id: number }];
  const payable = (clientId: number, month: string, base: number) =>
    one<{ id: number }>(sql`insert into payables (brand_id, client_id, kind, month, recorded_on, due_on, base10, tax10,
        amount) values (${brand.id}, ${clientId}, 'filmFee', ${month}, ${`${month}-28`}, ${`${month}-28`}, ${base},
        ${base / 10}, ${base + base / 10}) returning id`);
  const april = await payable(owing.id, '2031-04', 100_000);
  await payable(owing.id, M, 50_000);
  const deposit = await one<{ id: number }>(sql`select id from deposits where brand_id = ${brand.id} limit 1`);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/accountPayable/pay',
    headers: auth(hq),
    payload: { payableId: april.id, version: 1, entryOn: `${M}-20`, amount: 60_000, depositId: deposit.id },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const other = await payable((list[1] as { id: number }).id, '2031-04', 10_000);
  const settle = await t.app.inject({
    method: 'POST',
    url: '/api/accountPayable/pay',
    headers: auth(hq),
    payload: { payableId: other.id, version: 1, entryOn: '2031-04-30', amount: 11_000, depositId: deposit.id },
  });
  expect(settle.statusCode, settle.body).toBe(200);
}, 60_000);
afterAll(async () => t?.close());

describe('未払映画料残高一覧表', () => {
  it('sums each 配給会社 as 買掛・未払 does, with a 合計 row, in the document and the PDF', async () => {
    const res = await get(tokens.hq, `/api/pdfFilmFeeBalance/document?month=${M}`);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().data as PrintDocument;
    expect(doc.orientation).toBe('landscape');
    const row = doc.table.rows.find((r) => r.cells[1] === owing.name);
    // 前月末残高 110,000, 当月発生 55,000, 当月支払 60,000, 相殺 0, 当月末残高 105,000.
    expect(row?.cells.slice(2, 7)).toEqual(['110,000', '55,000', '60,000', '0', '105,000']);
    expect(doc.table.rows.at(-1)?.kind).toBe('total');

    const pdf = await get(tokens.hq, `/api/pdfFilmFeeBalance/pdf?month=${M}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).text;
    expect(text).toContain('未払映画料残高一覧表');
    expect(text).toContain(owing.name);
    expect(text).toContain('105,000');
    expect(text).toMatch(/1 \/ 1 ページ/);
  });

  it('leaves out a 配給会社 whose balance is 0 when asked', async () => {
    const all = (await get(tokens.hq, `/api/pdfFilmFeeBalance/document?month=${M}`)).json().data as PrintDocument;
    const names = (d: PrintDocument) => d.table.rows.map((r) => r.cells[1]);
    const hidden = (await get(tokens.hq, `/api/pdfFilmFeeBalance/document?month=${M}&hideZero=true`)).json()
      .data as PrintDocument;
    expect(names(hidden)).toContain(owing.name);
    expect(names(hidden)).not.toContain(settled.name);
    expect(names(all).length).toBeGreaterThanOrEqual(names(hidden).length);
  });

  it('refuses cinema staff, and a month that is not one', async () => {
    expect((await get(tokens.shinjuku, `/api/pdfFilmFeeBalance/document?month=${M}`)).statusCode).toBe(403);
    const bad = await get(tokens.hq, '/api/pdfFilmFeeBalance/document?month=2031-13');
    expect(bad.statusCode).toBe(400);
  });
});
