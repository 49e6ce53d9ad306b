import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { rowsOf } from '../../db/client.js';

// Migration 0024 on a database written before it: each cinema ends with exactly one 販売用 location,
// its own 売店 if it had one, and the locations it had stay as they were.
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
const TAG = '0024_cinema_stock_locations';

let client: PGlite;
let db: ReturnType<typeof drizzle>;
let before: string;

/** The migrations folder as it was before 0024: its journal cut there, the files linked. */
function foldersBefore(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(migrations, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

beforeAll(async () => {
  client = await PGlite.create({ extensions: { btree_gist } });
  db = drizzle({ client });
  before = foldersBefore(TAG);
  await migrate(db, { migrationsFolder: before });
});
afterAll(async () => {
  await client.close();
  fs.rmSync(before, { recursive: true, force: true });
});

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

    await migrate(db, { migrationsFolder: migrations });

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
