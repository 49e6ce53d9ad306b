import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adjustmentMessages } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let hq: string;
let shinjuku: string;
let locationId: number;
let pamphlet: number;
let foreignLocation: number;

const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/inventoryAdjustment/create', headers: auth(token), payload });

beforeAll(async () => {
  t = await createTestApp();
  [hq, shinjuku] = await Promise.all([t.login('hq'), t.login('shinjuku')]);
  const locations = (await get(shinjuku, '/api/inventoryAdjustment/locations')).json().data as {
    id: number;
    name: string;
  }[];
  expect(locations.map((l) => l.name)).toEqual(['売店', '倉庫']);
  locationId = locations[0]!.id;
  const goods = (await get(shinjuku, '/api/shopItem/list?kind=commercial')).json().data.list as {
    id: number;
    code: string;
  }[];
  pamphlet = goods.find((g) => g.code === 'PF001')!.id;
  const [row] = await rowsOf<{ id: number }>(
    // A location of another cinema of the same brand.
    t.database.db.execute(
      sql`select l.id from stock_locations l join cinemas c on c.id = l.cinema_id where c.code = '0102' limit 1`,
    ),
  );
  foreignLocation = row!.id;
});
afterAll(() => t.close());

describe('inventoryAdjustment', () => {
  it('signs the typed count by its kind: 入庫 20 is ＋20, 破損 1 is −1, listed newest first with amounts', async () => {
    const res = await post(shinjuku, {
      locationId,
      shopItemId: pamphlet,
      kind: 'receipt',
      quantity: '２０',
      reason: '追加納品',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'receipt',
      quantity: 20,
      unitCost: 500,
      amount: 10000,
      reason: '追加納品',
    });
    const broken = await post(shinjuku, { locationId, shopItemId: pamphlet, kind: 'damage', quantity: 1 });
    expect(broken.json().data).toMatchObject({ quantity: -1, amount: -500 });
    const list = (await get(shinjuku, '/api/inventoryAdjustment/list')).json().data.list as {
      kind: string;
      quantity: number;
    }[];
    expect(list.slice(0, 2).map((r) => [r.kind, r.quantity])).toEqual([
      ['damage', -1],
      ['receipt', 20],
    ]);
    // Sales are not adjustments: the demo month's 販売 rows stay out of this history.
    expect(list.every((r) => r.kind !== 'sale')).toBe(true);
    const damaged = (await get(shinjuku, '/api/inventoryAdjustment/list?kind=damage')).json().data.list;
    expect(damaged).toHaveLength(1);
  });

  it('stores a 廃棄 of 5 as −5 and a 移動入 of 5 as ＋5 in the movements', async () => {
    const moved = async (kind: string) => {
      const res = await post(shinjuku, { locationId, shopItemId: pamphlet, kind, quantity: '5' });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await rowsOf<{ quantity: number }>(
        t.database.db.execute(sql`select quantity from stock_movements where id = ${res.json().data.id as number}`),
      );
      return row!.quantity;
    };
    expect(await moved('disposal')).toBe(-5);
    expect(await moved('transferIn')).toBe(5);
  });

  it('leaves a 操作ログ entry in Japanese for every adjustment, with its cinema', async () => {
    const res = await post(shinjuku, { locationId, shopItemId: pamphlet, kind: 'disposal', quantity: '2' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await rowsOf<{ entity: string; summary: string; detail: { cinemaId: number } }>(
      t.database.db.execute(
        sql`select entity, summary, detail from audit_logs where entity = 'stockAdjustment' and entity_id = ${String(res.json().data.id)}`,
      ),
    );
    expect(entry).toMatchObject({ entity: 'stockAdjustment', summary: '廃棄 -2' });
    expect(entry!.detail.cinemaId).toBeGreaterThan(0);
  });

  it('refuses zero, a negative, a fraction or a sign where the kind gives it, naming 数量 in Japanese', async () => {
    for (const quantity of ['0', '-5', '－５', 1.5, '2.5', '+5', 'abc', '']) {
      const res = await post(shinjuku, { locationId, shopItemId: pamphlet, kind: 'disposal', quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(fieldsOf(res.json())).toEqual({
        quantity: '「数量」は1以上の整数で入力してください（増減は区分で決まります）',
      });
    }
  });

  it('keeps a typed sign for 棚卸差異 and その他, which correct either way', async () => {
    const down = await post(shinjuku, { locationId, shopItemId: pamphlet, kind: 'countDiff', quantity: '－３' });
    expect(down.json().data).toMatchObject({ kind: 'countDiff', quantity: -3 });
    const up = await post(shinjuku, { locationId, shopItemId: pamphlet, kind: 'other', quantity: '+2' });
    expect(up.json().data).toMatchObject({ kind: 'other', quantity: 2 });
    const unsigned = await post(shinjuku, { locationId, shopItemId: pamphlet, kind: 'other', quantity: '10' });
    expect(unsigned.statusCode).toBe(400);
    expect(fieldsOf(unsigned.json())).toEqual({ quantity: adjustmentMessages.sign });
    const zero = await post(shinjuku, { locationId, shopItemId: pamphlet, kind: 'countDiff', quantity: '+0' });
    expect(fieldsOf(zero.json())).toEqual({ quantity: '「数量」は0以外の数を入力してください' });
    const none = await post(shinjuku, { locationId, kind: 'other', quantity: '+1' });
    expect(fieldsOf(none.json())).toEqual({ shopItemId: adjustmentMessages.target });
  });

  it('refuses another cinema’s location, and head office (a cinema screen)', async () => {
    const other = await post(shinjuku, {
      locationId: foreignLocation,
      shopItemId: pamphlet,
      kind: 'receipt',
      quantity: '1',
    });
    expect(other.statusCode).toBe(400);
    expect(fieldsOf(other.json())).toEqual({ locationId: '「保管場所」を選択してください' });
    // Head office is asked for a cinema to read (docs/architecture.md, "access").
    expect((await get(hq, '/api/inventoryAdjustment/list')).statusCode).toBe(400);
  });
});
