import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl, type PrintDocument } from '@cinema/contracts';
import { brands, clients } from '../../db/schema/index.js';
import { cinemaIds, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { addFilm, brandOf, firstDistributor } from '../accumulated/accumulated.fixtures.js';
import { caller } from '../monthly-closing/monthly-closing.fixtures.js';

// 映画料精算書 (docs/accounting.md, "映画料精算書") for 新宿's first 配給会社 in 2024-06: a film whose 歩率 slides (two
// 精算単位) with an 調整額, 55 more films (a document of several pages), and a film without 歩率 that stays 暫定 and is
// left out. The PDF's text is read back with a PDF text extractor: the 登録番号, the 10%対象 total and its tax, the
// films, "n / N ページ" and the table's header on every page. Scope: cinema staff get their own cinema's; another
// brand's 配給会社 or cinema answers 404; a missing field 400 naming it. Last, the brand's 社印 in the PDF and the print HTML.
let t: TestContext;
let send: ReturnType<typeof caller>;
let tokens: { hq: string; shinjuku: string; hq2: string };
let cinemaId: number;
let distributor: { id: number; name: string; invoiceNumber: string | null };
const M = '2024-06';
const MANY = 55;

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: bytes });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}
const query = (extra = '') => `month=${M}&distributorId=${distributor.id}${extra}`;

beforeAll(async () => {
  t = await createTestApp();
  send = caller(t);
  const [hq, shinjuku, hq2] = await signIn(t, 'hq', 'shinjuku', 'hq2');
  tokens = { hq, shinjuku, hq2 };
  const db = t.database.db;
  cinemaId = (await cinemaIds(t))['0101']!;
  const brandId = await brandOf(db);
  const first = await firstDistributor(db, brandId);
  const [d] = await db
    .select({ id: clients.id, name: clients.name, invoiceNumber: clients.invoiceNumber })
    .from(clients)
    .where(eq(clients.id, first.id));
  distributor = d!;
  const day = (filmId: number, date: string, tickets: number, booked: number) =>
    db.execute(sql`insert into rb_film_day_total (brand_id, cinema_id, screening_bd, film_id, fee_category,
        format_id, tickets, comps, refunds, paid, discount, surcharge, booked, booked_tax)
      values (${brandId}, ${cinemaId}, ${`${M}-${date}`}, ${filmId}, 'main', 0, ${tickets}, 0, 0, ${booked}, 0, 0,
        ${booked}, 0)`);
  const slid = await addFilm(
    db,
    brandId,
    '歩率が下がる映画',
    `${M}-01`,
    [
      { category: 'main', rate: 60, from: `${M}-01`, to: `${M}-14` },
      { category: 'main', rate: 50, from: `${M}-15`, to: null },
    ],
    distributor.id,
  );
  await day(slid, '05', 10, 11_000); // 10,000 before tax at 60 %: 6,000
  await day(slid, '20', 5, 5500); // 5,000 at 50 %: 2,500
  for (let i = 1; i <= MANY; i++) {
    const film = await addFilm(db, brandId, `テスト作品${String(i).padStart(2, '0')}`, `${M}-01`, [
      { category: 'main', rate: 50, from: `${M}-01`, to: null },
    ]);
    await db.execute(sql`update films set distributor_id = ${distributor.id} where id = ${film}`);
    await day(film, '12', 1, 1100); // 1,000 at 50 %: 500
  }
  const unrated = await addFilm(db, brandId, '歩率のない映画', `${M}-01`, [], distributor.id);
  await day(unrated, '07', 2, 3300);
  await db.execute(sql`insert into monthly_closings (brand_id, cinema_id, month, status, closed_at)
    values (${brandId}, ${cinemaId}, ${M}, 'closed', now())`);
  const adjusted = await send(tokens.hq, 'PUT', '/api/filmFee/adjust', {
    cinemaId,
    filmId: slid,
    month: M,
    version: 0,
    adjustment: -500,
    adjustmentReason: '宣材費の負担分',
  });
  expect(adjusted.statusCode, adjusted.body).toBe(200);
  const all = await send(tokens.hq, 'POST', '/api/filmFee/confirmAll', { month: M, distributorId: distributor.id });
  expect(all.statusCode, all.body).toBe(200);
}, 180_000);
afterAll(() => t.close());

// 8,500 − 500 + 55 × 500 = 35,500 (10%対象); its tax 3,550, rounded once for the document; 39,050 to pay.
describe('映画料精算書', () => {
  it('answers a PDF whose text carries the 登録番号, the films, the 10%対象 total, its tax and the amount due', async () => {
    const res = await send(tokens.hq, 'GET', `/api/pdfFilmFee/pdf?${query(`&cinemaId=${cinemaId}`)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('映画料精算書');
    expect(text).toContain('仕入明細書');
    expect(text).toContain(`${distributor.name} 御中`);
    expect(text).toContain(`登録番号：${distributor.invoiceNumber}`);
    expect(text).toContain('登録番号：T1234567890123'); // the issuer's
    for (const film of ['歩率が下がる映画', 'テスト作品01', `テスト作品${MANY}`]) expect(text).toContain(film);
    expect(text).not.toContain('歩率のない映画');
    expect(text).toMatch(/10%対象合計（税抜）\s*35,500円/);
    expect(text).toMatch(/消費税額（10%）\s*3,550円/);
    expect(text).toMatch(/差引支払額（税込）\s*39,050円/);
    expect(text).toContain('調整理由（歩率が下がる映画）：宣材費の負担分');
    // A PDF of a few dozen kilobytes: the font is embedded as a subset.
    expect(res.rawPayload.length).toBeLessThan(200_000);
  });

  it('numbers every page "n / N ページ" and repeats the table header on each', async () => {
    const res = await send(tokens.hq, 'GET', `/api/pdfFilmFee/pdf?${query()}`);
    expect(res.statusCode, res.body).toBe(200);
    const { pages, total } = await pdfText(res.rawPayload);
    expect(total).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page.text).toContain(`${i + 1} / ${total} ページ`);
      expect(page.text).toMatch(/作品名\s+劇場\s+期間\s+興行区分\s+動員/);
    });
  });

  it('answers the same document as data for the print HTML', async () => {
    const res = await send(tokens.hq, 'GET', `/api/pdfFilmFee/document?${query(`&cinemaId=${cinemaId}`)}`);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().data as PrintDocument;
    expect(doc.recipient).toEqual({ name: distributor.name, lines: [`登録番号：${distributor.invoiceNumber}`] });
    expect(doc.totals.map((x) => [x.label, x.value])).toEqual([
      ['10%対象合計（税抜）', '35,500円'],
      ['消費税額（10%）', '3,550円'],
      ['差引支払額（税込）', '39,050円'],
    ]);
    expect(doc.table.columns.map((c) => c.title)[1]).toBe('期間'); // one cinema: no 劇場 column
    const at = doc.table.rows.findIndex((r) => r.cells[0] === '歩率が下がる映画');
    expect(doc.table.rows.slice(at, at + 4).map((r) => r.cells.slice(0, 3))).toEqual([
      ['歩率が下がる映画', '6/5', '通常'],
      ['', '6/20', '通常'],
      ['', '調整額', ''],
      ['調整理由（歩率が下がる映画）：宣材費の負担分'],
    ]);
    expect(doc.table.rows.at(-1)?.cells.at(-1)).toBe('35,500');
    expect(doc.fileName).toMatch(/^映画料精算書_0101_.+_20240601-20240630\.pdf$/);
  });

  it('gives cinema staff their own cinema; another brand gets 404; a missing field answers 400 naming it', async () => {
    const own = await send(tokens.shinjuku, 'GET', `/api/pdfFilmFee/document?${query()}`);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json().data as PrintDocument).meta).toContainEqual({ label: '対象劇場', value: expect.any(String) });
    expect((await send(tokens.hq2, 'GET', `/api/pdfFilmFee/pdf?${query()}`)).statusCode).toBe(404);
    expect((await send(tokens.hq2, 'GET', `/api/pdfFilmFee/pdf?${query(`&cinemaId=${cinemaId}`)}`)).statusCode).toBe(
      404,
    );
    const missing = await send(tokens.hq, 'GET', `/api/pdfFilmFee/pdf?month=${M}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'distributorId', message: '「配給会社」を選択してください' }]);
    const month = await send(tokens.hq, 'GET', `/api/pdfFilmFee/pdf?month=2024-13&distributorId=${distributor.id}`);
    expect(month.statusCode).toBe(400);
    expect(month.json().errors[0].field).toBe('month');
  });

  it('prints an empty document that says what to do when nothing is confirmed', async () => {
    const res = await send(tokens.hq, 'GET', `/api/pdfFilmFee/document?month=2024-05&distributorId=${distributor.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().data as PrintDocument;
    expect(doc.table.rows).toEqual([]);
    expect(doc.table.empty).toContain('映画料集計で確定すると精算書に載ります');
  });

  it("draws the brand's 社印 beside the issuer, and hands the print HTML its signed URL", async () => {
    const before = await send(tokens.hq, 'GET', `/api/pdfFilmFee/pdf?${query(`&cinemaId=${cinemaId}`)}`);
    expect(before.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    const red = { r: 200, g: 0, b: 0, alpha: 1 };
    const png = await sharp({ create: { width: 120, height: 120, channels: 4, background: red } })
      .png()
      .toBuffer();
    await t.storage.put('2024/06/stamp.png', png, 'image/png');
    const stamp = { fileId: 1, url: fileUrl('2024/06/stamp.png') };
    await t.database.db.update(brands).set({ stampImage: stamp }).where(eq(brands.code, 'CL'));
    const res = await send(tokens.hq, 'GET', `/api/pdfFilmFee/pdf?${query(`&cinemaId=${cinemaId}`)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const doc = await send(tokens.hq, 'GET', `/api/pdfFilmFee/document?${query(`&cinemaId=${cinemaId}`)}`);
    expect((doc.json().data as PrintDocument).issuer.stampUrl).toMatch(
      /^\/api\/system\/file\/2024\/06\/stamp\.png\?exp=\d+&sig=/,
    );
  });
});
