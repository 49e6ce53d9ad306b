import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintDocument } from '@cinema/contracts';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { arDocScenario, getAs, M, pdfText } from './ar-pdf.fixtures.js';

// 売掛金残高一覧表 (docs/accounting.md, "売掛金残高一覧表") of 2031-05: the clients by 取引先グループ with their
// 前月末残高, 当月売上, 当月入金, 値引・相殺 and 当月末残高 read back from the PDF; 残高0を除く leaves out a client paid in
// full; the group and client criteria; head office only (cinema staff 403), another brand's client 404, a bad month 400.
let t: TestContext;
let hq: string;
let hq2: string;
let get: ReturnType<typeof getAs>;
let s: Awaited<ReturnType<typeof arDocScenario>>;
const num = (v: number) => v.toLocaleString('ja-JP');
const URL = '/api/pdfAccountsReceivableBalance';

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  hq2 = await t.login('hq2');
  get = getAs(t);
  s = await arDocScenario(t, hq);
}, 180_000);
afterAll(() => t.close());

describe('売掛金残高一覧表', () => {
  it('answers an A4 landscape PDF with each client under its group, its figures and the 合計', async () => {
    const res = await get(hq, `${URL}/pdf?month=${M}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('売掛金残高一覧表');
    expect(text).toContain('【テスト法人グループ】');
    expect(text).toContain('【グループなし】');
    expect(text).toMatch(
      new RegExp(
        `${s.a.code}\\s+青葉商事株式会社\\s+${num(s.a.opening)}\\s+${num(s.a.sales)}\\s+${num(s.a.opening - 330)}\\s+330\\s+${num(s.a.closing)}\\s+2031/06/30`,
      ),
    );
    expect(text).toMatch(new RegExp(`北星興業株式会社\\s+0\\s+${num(s.b.closing)}\\s+0\\s+0\\s+${num(s.b.closing)}`));
    expect(text).toContain('全額入金株式会社');
    expect(text).toMatch(/1 \/ \d+ ページ/);
    // The page is wider than tall.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });

  it('leaves out the clients whose balance is 0 (残高0を除く), and filters by group and client', async () => {
    const doc = async (q: string) => {
      const res = await get(hq, `${URL}/document?month=${M}${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as PrintDocument;
    };
    const names = (d: PrintDocument) => d.table.rows.filter((r) => r.kind === 'row').map((r) => r.cells[1]);
    expect(names(await doc(''))).toContain('全額入金株式会社');
    expect(names(await doc('&nonZero=true'))).not.toContain('全額入金株式会社');
    expect(names(await doc('&nonZero=true'))).toContain('北星興業株式会社');
    expect(names(await doc(`&clientGroupId=${s.group.id}`))).toEqual(['青葉商事株式会社']);
    const one = await doc(`&clientId=${s.b.id}`);
    expect(names(one)).toEqual(['北星興業株式会社']);
    expect(one.totals.find((x) => x.strong)?.value).toBe(`${num(s.b.closing)}円`);
    expect(one.meta).toContainEqual({ label: '取引先', value: `${s.b.code} 北星興業株式会社` });
  });

  it('is head office only; another brand’s client or group answers 404; a bad month 400', async () => {
    const shinjuku = await t.login('shinjuku');
    expect((await get(shinjuku, `${URL}/pdf?month=${M}`)).statusCode).toBe(403);
    const foreign = await get(hq2, `${URL}/document?month=${M}&clientId=${s.a.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await get(hq2, `${URL}/pdf?month=${M}&clientGroupId=${s.group.id}`)).statusCode).toBe(404);
    const bad = await get(hq, `${URL}/pdf?month=2031-13`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('month');
  });

  it('prints an empty document that says what to do for a month without activity', async () => {
    const res = await get(hq2, `${URL}/document?month=2031-01`);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().data as PrintDocument;
    expect(doc.table.rows).toEqual([]);
    expect(doc.table.empty).toContain('掛売の売上や入金を登録すると一覧表に載ります');
  });
});
