import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helper.js';
import { rowsOf, writeAll, type Database } from './client.js';
import { insertRows } from './insert-rows.js';

// A sale's rows go to the database as one statement (writeAll): children beside their parent,
// all or nothing, each table's rows as one JSON parameter (insertRows), on PGlite and PostgreSQL.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table wa_parent (id int primary key, name text not null)`);
  await database.db.execute(
    sql`create table wa_child (id int primary key, parent_id int not null references wa_parent)`,
  );
  await database.db.execute(sql`create table wa_row (
    id int primary key, label text, amount int not null default 0, rate float8, at timestamptz,
    day date, flags jsonb, open boolean, made_at timestamptz not null default now())`);
});
afterAll(() => database.close());

const count = async (table: string) =>
  (await rowsOf<{ n: number }>(database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)))[0]!
    .n;

describe('writeAll', () => {
  it('writes a parent and the children that name it in one statement', async () => {
    await writeAll(database.db, [
      sql`insert into wa_parent values (1, ${'一'})`,
      sql`insert into wa_child values (10, 1), (11, 1)`,
    ]);
    expect(await count('wa_parent')).toBe(1);
    expect(await count('wa_child')).toBe(2);
  });

  it('writes nothing when one of its statements fails', async () => {
    await expect(
      writeAll(database.db, [
        sql`insert into wa_parent values (2, ${'二'})`,
        sql`insert into wa_child values (20, 99)`,
      ]),
    ).rejects.toThrow();
    expect(await count('wa_parent')).toBe(1);
    expect(await count('wa_child')).toBe(2);
  });
});

const waRow = pgTable('wa_row', {
  id: integer().primaryKey(),
  label: text(),
  amount: integer().notNull().default(0),
  rate: doublePrecision(),
  at: timestamp({ withTimezone: true }),
  day: date({ mode: 'string' }),
  flags: jsonb().$type<{ k: string; n: number }[]>(),
  open: boolean(),
  madeAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

describe('insertRows', () => {
  it('writes every type as given, leaves unset columns to their defaults, and reads back the same', async () => {
    const full = {
      id: 1,
      label: '売店「ポップコーン」\n\'"',
      amount: -300,
      rate: 0.08,
      at: new Date('2026-11-26T01:02:03.456Z'),
      day: '2026-11-26',
      flags: [{ k: 'a', n: 1 }],
      open: true,
    };
    const empty = { id: 2, label: null, amount: 5, rate: 0.1, at: null, day: null, flags: null, open: false };
    await database.db.execute(insertRows(waRow, [full, empty]));
    const rows = await database.db.select().from(waRow).orderBy(waRow.id);
    expect(rows).toEqual([
      { ...full, madeAt: expect.any(Date) },
      { ...empty, madeAt: expect.any(Date) },
    ]);
  });

  it('refuses a column with a default that only some rows set (it would be null, not the default)', () => {
    expect(() => insertRows(waRow, [{ id: 3, amount: 1 }, { id: 4 }])).toThrow(/amount/);
  });
});
