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
  it('records a signed movement (full-width ＋ too) and lists it newest first with its amount', async () => {
    const res = await post(shinjuku, {
      locationId,
      shopItemId: pamphlet,
      kind: 'receipt',
      quantity: '＋２０',
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
    const broken = await post(shinjuku, { locationId, shopItemId: pamphlet, kind: 'damage', quantity: '-1' });
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

  it('refuses a quantity without a sign, a sign against the kind, and no target, in Japanese', async () => {
    const unsigned = await post(shinjuku, { locationId, shopItemId: pamphlet, kind: 'receipt', quantity: '10' });
    expect(unsigned.statusCode).toBe(400);
    expect(fieldsOf(unsigned.json())).toEqual({ quantity: adjustmentMessages.sign });
    const wrong = await post(shinjuku, { locationId, shopItemId: pamphlet, kind: 'disposal', quantity: '+2' });
    expect(fieldsOf(wrong.json())).toEqual({ quantity: '「廃棄」の数量は「－」で入力してください' });
    const none = await post(shinjuku, { locationId, kind: 'other', quantity: '+1' });
    expect(fieldsOf(none.json())).toEqual({ shopItemId: adjustmentMessages.target });
  });

  it('refuses another cinema’s location, and head office (a cinema screen)', async () => {
    const other = await post(shinjuku, {
      locationId: foreignLocation,
      shopItemId: pamphlet,
      kind: 'receipt',
      quantity: '+1',
    });
    expect(other.statusCode).toBe(400);
    expect(fieldsOf(other.json())).toEqual({ locationId: '「保管場所」を選択してください' });
    expect((await get(hq, '/api/inventoryAdjustment/list')).statusCode).toBe(403);
  });
});
