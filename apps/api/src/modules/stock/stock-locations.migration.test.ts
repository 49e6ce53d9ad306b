import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.js';
import { databaseBefore } from '../../test/migration-harness.js';

// Migration 0024 on a database written before it: each cinema ends with exactly one 販売用 location,
// its own 売店 if it had one, and the locations it had stay as they were.
const TAG = '0024_cinema_stock_locations';

let m: Awaited<ReturnType<typeof databaseBefore>>;
let db: (typeof m)['db'];

beforeAll(async () => {
  m = await databaseBefore(TAG);
  db = m.db;
});
afterAll(() => m.close());

describe(`migration ${TAG}`, () => {
  it('gives each cinema without a 販売用 location its 売店 for sales', async () => {
    const [brand] = await rowsOf<{ id: number }>(
      db.execute(sql`insert into brands (code, name, company_name, module_map)
        values ('MIG', '移行ブランド', '株式会社移行', '{}') returning id`),
    );
    const cinema = async (code: string) => {
      const [row] = await rowsOf<{ id: number }>(
        db.execute(sql`insert into cinemas (brand_id, code, name, prefecture_code, city)
          values (${brand!.id}, ${code}, ${`劇場${code}`}, '13', '新宿区') returning id`),
      );
      return row!.id;
    };
    const location = (cinemaId: number, name: string, forSales: boolean) =>
      db.execute(sql`insert into stock_locations (brand_id, cinema_id, name, for_sales)
        values (${brand!.id}, ${cinemaId}, ${name}, ${forSales})`);
    const [none, unmarked, marked] = [await cinema('M1'), await cinema('M2'), await cinema('M3')];
    await location(unmarked, '倉庫', false);
    await location(unmarked, '売店', false);
    await location(marked, '店頭', true);
    await location(marked, '倉庫', false);

    await m.migrateRest();

    const rows = await rowsOf<{ cinema_id: number; name: string; for_sales: boolean }>(
      db.execute(sql`select cinema_id, name, for_sales from stock_locations order by cinema_id, id`),
    );
    expect(rows.map((r) => [r.cinema_id, r.name, r.for_sales])).toEqual([
      [none, '売店', true],
      [unmarked, '倉庫', false],
      [unmarked, '売店', true],
      [marked, '店頭', true],
      [marked, '倉庫', false],
    ]);
  });
});
