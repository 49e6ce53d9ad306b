import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributorInUse, ja, type Distributor, type DistributorOption } from '@cinema/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { distributorId, distributorRequests, filmAccounts } from './films.fixtures.js';
import { distributorsByBrandOnly } from './distributors.service.js';

let t: TestContext;
let r: ReturnType<typeof distributorRequests>;
let hq: string;
let hq2: string;
let shinjuku: string;
let noFilm: string;

const body = (code: string, extra: object = {}) => ({
  code,
  name: `テスト配給${code}`,
  nameKana: 'てすとはいきゅう',
  ...extra,
});
const created = async (code: string, extra: object = {}) => {
  const res = await r.create(hq, body(code, extra));
  expect(res.statusCode).toBe(200);
  return res.json().data as Distributor;
};

beforeAll(async () => {
  t = await createTestApp();
  r = distributorRequests(t);
  ({ hq, hq2, shinjuku, staff: noFilm } = await filmAccounts(t, 'no-film', { dashboard: ['view'] }));
});
afterAll(() => t.close());

describe('distributor reads', () => {
  it('listMap offers the brand’s active distributors to any signed-in user', async () => {
    const res = await r.listMap(noFilm);
    expect(res.statusCode).toBe(200);
    const opts = res.json().data as DistributorOption[];
    expect(opts.map((d) => d.code)).toEqual(['D001', 'D002', 'D003', 'D004', 'D005', 'D006']);
    expect(opts[0]).toEqual({ id: expect.any(Number), name: '青空シネマ配給', code: 'D001' });
    expect(((await r.listMap(hq2)).json().data as DistributorOption[]).map((d) => d.name)).toContain('なにわ映画配給');
  });

  it('lists with film counts, keyword and the active filter; 403 without the film permission', async () => {
    const res = await r.list(shinjuku);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list as Distributor[];
    expect(list).toHaveLength(6);
    expect(list.every((d) => d.filmCount > 0)).toBe(true);
    expect(list.find((d) => d.code === 'D004')).toMatchObject({ invoiceNumber: null, active: true });
    const found = (await r.list(hq, `?keyword=${encodeURIComponent('ゲッコウ')}`)).json().data.list as Distributor[];
    expect(found.map((d) => d.name)).toEqual(['月光フィルムズ']);
    expect((await r.list(hq, '?active=false')).json().data.total).toBe(0);
    expect((await r.list(noFilm)).statusCode).toBe(403);
  });
});

describe('distributor writes', () => {
  it('creates and updates with audit rows; a stale version answers 409', async () => {
    const d = await created('N01', { invoiceNumber: 't9000000000123', phone: '03-1111-2222' });
    expect(d).toMatchObject({
      nameKana: 'テストハイキュウ',
      invoiceNumber: 'T9000000000123',
      filmCount: 0,
      active: true,
      version: 1,
    });
    const res = await r.update(hq, { ...body('N01', { name: '改名配給', active: false }), id: d.id, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ja.saved, data: { name: '改名配給', active: false, version: 2 } });
    expect(((await r.listMap(hq)).json().data as DistributorOption[]).map((x) => x.code)).not.toContain('N01');
    expect((await r.update(hq, { ...body('N01'), id: d.id, version: 1 })).statusCode).toBe(409);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'distributor'), eq(auditLogs.entityId, String(d.id))));
    expect(rows.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('names bad fields in Japanese and a duplicate code with 409', async () => {
    const bad = await r.create(hq, { code: 'a b', name: '', invoiceNumber: 'T123' });
    expect(bad.statusCode).toBe(400);
    const fields = fieldsOf(bad.json());
    expect(fields.name).toBe('「配給会社名」を入力してください');
    expect(fields.invoiceNumber).toBe('「登録番号」は「T」と13桁の数字で入力してください（例：T1234567890123）');
    expect(fields.code).toBe('「配給会社コード」は半角英数字・ハイフン・アンダースコアで入力してください');
    const dup = await r.create(hq, body('D001'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([{ field: 'code', message: ja.codeInUse }]);
    expect((await r.create(hq2, body('N01'))).statusCode).toBe(200);
  });

  it('leaves writes to head office: cinema staff get 403', async () => {
    const res = await r.create(shinjuku, body('S01'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(distributorsByBrandOnly);
  });

  it('refuses to delete a distributor films use; deletes an unused one; 404 across brands', async () => {
    const used = await distributorId(t, 'CL', 'D001');
    const refused = await r.remove(hq, used);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(distributorInUse);
    const unused = await created('N02');
    expect((await r.remove(hq2, unused.id)).statusCode).toBe(404);
    expect((await r.update(hq2, { ...body('N02'), id: unused.id, version: 1 })).statusCode).toBe(404);
    const res = await r.remove(hq, unused.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.deleted);
    expect((await r.list(hq, '?keyword=N02')).json().data.total).toBe(0);
  });
});
