import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auth, createTestApp, type TestContext } from '../helper.js';
import { fieldsOf } from '../fixtures.js';
import { multipart, pngBytes } from '../images.js';

// The inputs that answered 500 before (issue 9): each now a 400 that names its field.

let t: TestContext;
let hq: string;
let shinjuku: string;
beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  shinjuku = await t.login('shinjuku');
});
afterAll(() => t.close());

const get = (url: string, token: string | null = hq) =>
  t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

describe('hostile input answers 400, never 500', () => {
  it('refuses NUL in the login and in the public schedule, naming the field', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: 'hq\u0000', password: 'demo-2026' },
    });
    expect(login.statusCode).toBe(400);
    expect(fieldsOf(login).userName).toBe('「ログインID」に使用できない文字が含まれています');
    const schedule = await get('/api/public/cinemas/0101%00/schedule?brand=CL', null);
    expect(schedule.statusCode).toBe(400);
    expect(fieldsOf(schedule).code).toBe('「劇場コード」に使用できない文字が含まれています');
  });

  it('refuses a NUL keyword, a page of 2^53 and a sortField of __proto__ on a list', async () => {
    const keyword = await get('/api/film/list?keyword=%00');
    expect(keyword.statusCode).toBe(400);
    expect(fieldsOf(keyword).keyword).toBe('「キーワード」に使用できない文字が含まれています');
    const page = await get('/api/film/list?page=9007199254740991&pageSize=9999');
    expect(page.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(page))).toEqual(['page']);
    for (const sortField of ['__proto__', 'constructor', 'toString']) {
      const res = await get(`/api/film/list?sortField=${sortField}`);
      expect(res.statusCode, sortField).toBe(400);
    }
  });

  it('refuses ids and versions of 2^31 and more', async () => {
    expect((await get('/api/film/detail/2147483648')).statusCode).toBe(400);
    expect((await get('/api/film/detail/2147483647')).statusCode).toBe(404);
    // A path param named like an Object.prototype member is no file of the API reference either.
    for (const file of ['__proto__', 'constructor', 'toString'])
      expect((await get(`/api/docs/${file}`, null)).statusCode, file).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/film/delete/9007199254740991',
      headers: auth(hq),
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses impossible dates and years, naming the field', async () => {
    for (const startAt of [
      '2026-13-01T10:00:00+09:00',
      '2026-02-30T10:00:00+09:00',
      '9999-01-01T10:00:00+09:00',
      'abc',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/schedule/create',
        headers: auth(shinjuku),
        payload: { startAt },
      });
      expect(res.statusCode, startAt).toBe(400);
      expect(fieldsOf(res).startAt, startAt).toMatch(/^「上映開始日時」は日時/);
    }
    for (const date of ['2026-13-01', '2026-02-30', '10000-01-01']) {
      const res = await get(`/api/public/cinemas/0101/schedule?brand=CL&date=${date}`, null);
      expect(res.statusCode, date).toBe(400);
      expect(fieldsOf(res).date, date).toBe('「上映日」は日付（YYYY-MM-DD）で入力してください');
    }
  });

  it('refuses an image whose header declares 4,294,967,295 pixels before decoding it', async () => {
    const bomb = pngBytes(30, 20);
    bomb.writeUInt32BE(0xffffffff, 16);
    bomb.writeUInt32BE(1, 20);
    const body = multipart([{ name: 'file', filename: 'bomb.png', contentType: 'image/png', data: bomb }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/uploadFile?purpose=other',
      payload: body.payload,
      headers: { ...body.headers, ...auth(hq) },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).file).toBe(ja.imageTooManyPixels);
  });
});
