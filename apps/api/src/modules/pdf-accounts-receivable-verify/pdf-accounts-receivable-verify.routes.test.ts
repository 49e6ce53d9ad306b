import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl, type PrintBatch } from '@cinema/contracts';
import { brands } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { arDocScenario, getAs, M, pdfText } from '../pdf-accounts-receivable-balance/ar-pdf.fixtures.js';

// 売掛金残高確認書 (docs/accounting.md, "売掛金残高確認書") at 2031-05-31: one letter per page for each client whose
// balance is at least the threshold, read back from the PDF: 「御中」, the request sentence, the balance, the open
// invoice's 請求書番号, the reply slip (一致／不一致, 差異内容, 回答日, 署名・社印) and 「1 / 1 ページ」 on each; a client paid
// in full gets none; the threshold filters; head office only, another brand's client 404, a bad threshold 400. Last,
// the brand's 社印 on every letter (PDF) and its signed URL for the print HTML.
let t: TestContext;
let hq: string;
let get: ReturnType<typeof getAs>;
let s: Awaited<ReturnType<typeof arDocScenario>>;
const num = (v: number) => v.toLocaleString('ja-JP');
const URL = '/api/pdfAccountsReceivableVerify';

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  get = getAs(t);
  s = await arDocScenario(t, hq);
}, 180_000);
afterAll(() => t.close());

const batch = async (q: string) => {
  const res = await get(hq, `${URL}/document?month=${M}${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PrintBatch;
};
const addressees = (b: PrintBatch) => b.documents.map((d) => d.recipient?.name);

describe('売掛金残高確認書', () => {
  it('prints a letter per page asking to confirm the balance, with its invoices and the reply slip', async () => {
    const res = await get(hq, `${URL}/pdf?month=${M}&clientId=${s.a.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text, total } = await pdfText(res.rawPayload);
    expect(total).toBe(1);
    expect(text).toContain('売掛金残高確認書');
    expect(text).toContain('青葉商事株式会社 御中');
    expect(text).toContain('貴社に対する当社の売掛金残高は下記のとおりです。');
    expect(text).toMatch(new RegExp(`売掛金残高\\s*${num(s.a.closing)}円`));
    expect(text).toContain(s.a.invoices[1]?.number);
    expect(text).not.toContain(s.a.invoices[0]?.number ?? 'none'); // paid in full by 基準日
    for (const word of ['回答書', '一致', '不一致', '差異内容', '回答日', '署名・社印']) expect(text).toContain(word);
    expect(text).toContain('1 / 1 ページ');
  });

  it('writes one letter for each client at or above the threshold, none for a balance of 0', async () => {
    const all = await batch('');
    expect(addressees(all)).toEqual(expect.arrayContaining(['青葉商事株式会社', '北星興業株式会社']));
    expect(addressees(all)).not.toContain('全額入金株式会社');
    // Each letter's breakdown sums to its balance (B's sale is not invoiced: one row for it).
    const b = all.documents.find((d) => d.recipient?.name === '北星興業株式会社');
    expect(b?.table.rows.map((r) => r.cells[0])).toEqual(['未請求分・未消込の入金', '合計']);
    expect(b?.totals[0]?.value).toBe(`${num(s.b.closing)}円`);
    const [low, high] = [s.a, s.b].sort((x, y) => x.closing - y.closing);
    const above = await batch(`&minBalance=${(low?.closing ?? 0) + 1}`);
    expect(addressees(above)).toContain(high?.name);
    expect(addressees(above)).not.toContain(low?.name);
    const pdf = await get(hq, `${URL}/pdf?month=${M}&minBalance=${low?.closing ?? 1}`);
    const { total, pages } = await pdfText(pdf.rawPayload);
    expect(total).toBe((await batch(`&minBalance=${low?.closing ?? 1}`)).documents.length);
    for (const p of pages) expect(p.text).toContain('1 / 1 ページ');
    const none = await batch('&minBalance=99999999999');
    expect(none.documents).toEqual([]);
    expect(none.empty).toContain('下限を下げるか対象月を変えてください');
  });

  it('is head office only; another brand’s client answers 404; a bad threshold 400 naming it', async () => {
    const shinjuku = await t.login('shinjuku');
    expect((await get(shinjuku, `${URL}/pdf?month=${M}`)).statusCode).toBe(403);
    const hq2 = await t.login('hq2');
    expect((await get(hq2, `${URL}/document?month=${M}&clientId=${s.a.id}`)).statusCode).toBe(404);
    const bad = await get(hq, `${URL}/pdf?month=${M}&minBalance=-5`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'minBalance', message: '「残高の下限」は1〜99999999999の数値を入力してください' },
    ]);
  });

  it("presses the brand's 社印 beside the issuer of each letter, and hands the print HTML its signed URL", async () => {
    const red = { r: 200, g: 0, b: 0, alpha: 1 };
    const png = await sharp({ create: { width: 120, height: 120, channels: 4, background: red } })
      .png()
      .toBuffer();
    await t.storage.put('2031/05/stamp.png', png, 'image/png');
    const stamp = { fileId: 1, url: fileUrl('2031/05/stamp.png') };
    await t.database.db.update(brands).set({ stampImage: stamp }).where(eq(brands.code, 'CL'));
    const res = await get(hq, `${URL}/pdf?month=${M}&clientId=${s.a.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    for (const letter of (await batch('')).documents)
      expect(letter.issuer.stampUrl).toMatch(/^\/api\/system\/file\/2031\/05\/stamp\.png\?exp=\d+&sig=/);
  });
});
