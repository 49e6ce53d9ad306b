import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSerialCode, serialMessages } from '@cinema/contracts';
import { auditRowsOf, cinemaIds, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { newCoupon } from './coupons.fixtures.js';

// 取込: a chain's old system printed its own codes; head office adds them to a coupon from a file.
let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;
let couponId: number;
let issued: string;
let cinemas: Record<string, number>;

const send = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const csv = (...codes: string[]) => Buffer.from(['シリアル番号', ...codes].join('\r\n'), 'utf8').toString('base64');
const importFile = (token: string, codes: string[], commit: boolean) =>
  send(token, 'POST', `/api/coupon/serialImport?couponId=${couponId}`, {
    fileName: 'old.csv',
    content: csv(...codes),
    commit,
  });
const serials = async () =>
  (await send(hq, 'GET', `/api/coupon/serialList?couponId=${couponId}&pageSize=9999`)).json().data as {
    list: { seq: number; code: string; state: string }[];
    total: number;
  };
/** A code of our own shape whose check character is wrong. */
const oursMistyped = () => {
  const code = newSerialCode();
  return code.slice(0, -1) + (code.endsWith('2') ? '3' : '2');
};

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
  cinemas = await cinemaIds(t);
  couponId = (await send(hq, 'POST', '/api/coupon/create', newCoupon('旧システム券'))).json().data.id;
  await send(hq, 'POST', '/api/coupon/serialIssue', { couponId, count: 2 });
  issued = (await serials()).list[0]!.code;
});
afterAll(() => t.close());

describe('POST /api/coupon/serialImport', () => {
  it('checks every row first, names each error by row and column in Japanese, and writes nothing', async () => {
    const res = await importFile(hq, ['OLD-0001-AAAA', 'old0001aaaa', 'AB1', oursMistyped(), issued, ''], false);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // The blank line is skipped; our own issued code is refused by its shape before anything else.
    expect(data).toMatchObject({ total: 5, valid: 1, invalid: 4, committed: false });
    const errors = Object.fromEntries(
      data.rows.map((r: { row: number; errors: { column: string; message: string }[] }) => [
        r.row,
        r.errors.map((e) => `${e.column}：${e.message}`),
      ]),
    );
    expect(errors[2]).toEqual([]);
    expect(errors[3]).toEqual(['シリアル番号：「シリアル番号」が2行目と重複しています']);
    expect(errors[4]).toEqual([`シリアル番号：${serialMessages.legacyFormat}`]);
    expect(errors[5]).toEqual([`シリアル番号：${serialMessages.legacyLooksOurs}`]);
    expect(errors[6]).toEqual([`シリアル番号：${serialMessages.legacyLooksOurs}`]);
    const committed = await importFile(hq, ['OLD-0001-AAAA', 'AB1'], true);
    expect(committed.json().data.committed).toBe(false);
    expect((await serials()).total).toBe(2);
  });

  it('adds a valid file as 発行済 serials numbered after the last, that staff can then check and use', async () => {
    const res = await importFile(hq, ['OLD-0001-AAAA', 'OLD-0002-BBBB', 'ＯＬＤ－０００３－ＣＣＣＣ'], true);
    expect(res.json()).toMatchObject({ data: { committed: true, total: 3 }, message: '3件を取り込みました' });
    const list = (await serials()).list.filter((s) => s.code.startsWith('OLD'));
    expect(list.map((s) => [s.seq, s.code, s.state])).toEqual([
      [3, 'OLD0001AAAA', 'issued'],
      [4, 'OLD0002BBBB', 'issued'],
      [5, 'OLD0003CCCC', 'issued'],
    ]);
    expect(await auditRowsOf(t, 'couponSerial', couponId, 'create')).toHaveLength(2);
    const again = (await importFile(hq, ['OLD-0003-CCCC'], false)).json().data;
    expect(again.rows[0].errors).toEqual([
      { column: 'シリアル番号', message: 'このシリアル番号はすでに登録されています' },
    ]);
    // Typed as printed on the old card, hyphens and case as they come.
    const check = await send(shinjuku, 'POST', '/api/coupon/serialCheck', {
      code: 'old-0002-bbbb',
      cinemaId: cinemas['0101'],
      channel: 'pos',
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().data.serial).toMatchObject({ code: 'OLD0002BBBB' });
    // One of our codes mistyped is still caught before the database.
    const typo = await send(shinjuku, 'POST', '/api/coupon/serialCheck', {
      code: oursMistyped(),
      cinemaId: cinemas['0101'],
      channel: 'pos',
    });
    expect(typo.statusCode).toBe(400);
  });

  it('is head office’s own: another brand does not find the coupon, cinema staff are refused', async () => {
    expect((await importFile(hq2, ['OLD-9999-ZZZZ'], true)).statusCode).toBe(404);
    expect((await importFile(shinjuku, ['OLD-9999-ZZZZ'], true)).statusCode).toBe(403);
    expect((await serials()).list.some((s) => s.code === 'OLD9999ZZZZ')).toBe(false);
  });
});
