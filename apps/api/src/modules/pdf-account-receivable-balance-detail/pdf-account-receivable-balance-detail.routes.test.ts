import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArBalanceList, PrintDocument } from '@cinema/contracts';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { arDocScenario, getAs, M, pdfText } from '../pdf-accounts-receivable-balance/ar-pdf.fixtures.js';

// 売掛金残高明細表（得意先元帳） (docs/accounting.md, "売掛金残高明細表") of 2031-05: a client's section read back from the
// PDF (前月繰越, 売上, 入金, 相殺, 月計); Σ of the ledger (前月繰越 + 売上 − 入金) = its running balance = its balance in
// 売掛一覧; every client with activity gets its own section; head office only, another brand's client 404.
let t: TestContext;
let hq: string;
let get: ReturnType<typeof getAs>;
let s: Awaited<ReturnType<typeof arDocScenario>>;
const num = (v: number) => v.toLocaleString('ja-JP');
const URL = '/api/pdfAccountReceivableBalanceDetail';
const amount = (cell: string | undefined) => Number((cell ?? '').replaceAll(',', '') || 0);

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  get = getAs(t);
  s = await arDocScenario(t, hq);
}, 180_000);
afterAll(() => t.close());

describe('売掛金残高明細表（得意先元帳）', () => {
  it('prints one client’s ledger: 前月繰越, its 売上, 入金 and 相殺 by date, 月計 = its balance', async () => {
    const res = await get(hq, `${URL}/pdf?month=${M}&clientId=${s.a.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('売掛金残高明細表');
    expect(text).toContain('得意先元帳');
    expect(text).toContain(`■ ${s.a.code} 青葉商事株式会社`);
    expect(text).toMatch(new RegExp(`前月繰越\\s+${num(s.a.opening)}`));
    expect(text).toMatch(/5\/15\s+入金\d+\s+入金/);
    expect(text).toMatch(/振込手数料\s+330/);
    expect(text).toMatch(new RegExp(`月計\\s+${num(s.a.sales)}\\s+${num(s.a.opening)}\\s+${num(s.a.closing)}`));
    expect(text).not.toContain('北星興業株式会社');
  });

  it('Σ of each ledger = its balance in 売掛一覧, with a section for every client with activity', async () => {
    const res = await get(hq, `${URL}/document?month=${M}`);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().data as PrintDocument;
    const list = (
      await t.app.inject({
        url: `/api/accountReceivable/balances?month=${M}`,
        headers: { authorization: `Bearer ${hq}` },
      })
    ).json().data as ArBalanceList;
    const sections = new Map<string, PrintDocument['table']['rows']>();
    let current = '';
    for (const row of doc.table.rows) {
      if (row.kind === 'note') sections.set((current = row.cells[0] ?? ''), []);
      else sections.get(current)?.push(row);
    }
    for (const name of ['青葉商事株式会社', '北星興業株式会社', '全額入金株式会社'])
      expect([...sections.keys()].some((k) => k.endsWith(name))).toBe(true);
    expect(sections.size).toBe(list.list.filter((r) => r.opening || r.sales || r.payments || r.closing).length);
    for (const r of list.list) {
      const rows = sections.get(`■ ${r.clientCode} ${r.clientName}`);
      if (!rows) continue;
      const [opening, ...rest] = rows;
      const entries = rest.filter((x) => x.kind === 'row');
      const sum = entries.reduce((acc, e) => acc + amount(e.cells[4]) - amount(e.cells[5]), amount(opening?.cells[6]));
      expect(sum, r.clientName).toBe(r.closing);
      expect(amount((entries.at(-1) ?? opening)?.cells[6])).toBe(r.closing);
      expect(amount(rows.at(-1)?.cells[6])).toBe(r.closing);
    }
  });

  it('is head office only; another brand’s client answers 404; a bad month 400', async () => {
    const shinjuku = await t.login('shinjuku');
    expect((await get(shinjuku, `${URL}/pdf?month=${M}`)).statusCode).toBe(403);
    const hq2 = await t.login('hq2');
    expect((await get(hq2, `${URL}/pdf?month=${M}&clientId=${s.a.id}`)).statusCode).toBe(404);
    const bad = await get(hq, `${URL}/document?month=May`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('month');
  });
});
