import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postalCodeNotFound } from '@cinema/contracts';
import { fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let hq: string;
let hq2: string;

const get = (token: string | null, url: string) => t.app.inject({ url, headers: token ? auth(token) : {} });
type Entry = { code: string; name: string; kana: string };

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2] = await signIn(t, 'hq', 'hq2');
});
afterAll(() => t.close());

describe('bank master', () => {
  it('finds banks by name, katakana, hiragana, half-width kana and code, the typed code first', async () => {
    const names = async (k: string) =>
      ((await get(hq, `/api/bank/list?keyword=${encodeURIComponent(k)}`)).json().data as Entry[]).map((b) => b.code);
    expect(await names('みずほ')).toContain('0001');
    expect(await names('ミズホ')).toContain('0001');
    expect(await names('ﾐｽﾞﾎ')).toContain('0001');
    expect((await names('0005'))[0]).toBe('0005');
    expect((await get(hq, '/api/bank/list')).json().data.length).toBe(50);
  });

  it('finds a bank’s branches, small kana typed as the master writes them (ジンボウチヨウ)', async () => {
    const res = await get(hq, `/api/bank/branches?bankCode=0009&keyword=${encodeURIComponent('じんぼうちょう')}`);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as Entry[])[0]).toEqual({ code: '001', name: '神保町', kana: 'ジンボウチヨウ' });
    expect((await get(hq, '/api/bank/branches?bankCode=0002')).json().data).toEqual([]);
  });

  it('refuses a bad bank code in Japanese, and anyone not signed in', async () => {
    const res = await get(hq, '/api/bank/branches?bankCode=12');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).bankCode).toBe('「金融機関」を選択してください');
    expect((await get(null, '/api/bank/list')).statusCode).toBe(401);
  });
});

describe('postal code', () => {
  it('answers prefecture, city and town from the shipped table, for any brand (no tenant data)', async () => {
    for (const token of [hq, hq2]) {
      const res = await get(token, '/api/postal-code/160-0022');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        { postalCode: '1600022', prefectureCode: '13', prefectureName: '東京都', city: '新宿区', town: '新宿' },
      ]);
    }
    expect((await get(hq, `/api/postal-code/${encodeURIComponent('１５００００１')}`)).json().data[0].town).toBe(
      '神宮前',
    );
  });

  it('answers 404 with a Japanese message for an unknown code, 400 for a malformed one, 401 without login', async () => {
    const missing = await get(hq, '/api/postal-code/9999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(postalCodeNotFound);
    const bad = await get(hq, '/api/postal-code/12345');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).code).toBe('郵便番号は7桁の数字で入力してください（例：160-0022）');
    expect((await get(null, '/api/postal-code/1600022')).statusCode).toBe(401);
  });
});
