import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.js';

// The IDOR suite's (idor.test.ts) reads of the database: the caller's own record of a table, another
// tenant's, and a row as stored, to compare before and after a refused call. A table is named as in
// idor-map.ts: `versions:format` (rows of one kind), `cashier_shifts#device_client_id` (the record is
// named by that column, not its id).

export type RecordId = number | string;
type Own = { brandId: number; cinemaId: number };

function tableOf(spec: string) {
  const [rest, column = 'id'] = spec.split('#') as [string, string | undefined];
  const [name, kind] = rest.split(':') as [string, string | undefined];
  return { name, kind, column };
}

/** Tables whose cinema is their parent's: the foreign key and the parent table. */
const cinemaThrough: Record<string, [string, string]> = {
  price_template_tickets: ['template_id', 'price_templates'],
};

// A table's columns, read once: every attempt asks for its own and a foreign record.
const columns = new Map<string, Promise<Set<string>>>();
async function columnsOf(db: Db, name: string) {
  if (!columns.has(name))
    columns.set(
      name,
      rowsOf<{ column_name: string }>(
        db.execute(sql`select column_name from information_schema.columns where table_name = ${name}`),
      ).then((rows) => new Set(rows.map((r) => r.column_name))),
    );
  const cols = await columns.get(name)!;
  return (c: string) => cols.has(c);
}

/**
 * Ids of records the caller must not reach, per table: another brand's, and for tables a cinema owns
 * (or whose parent a cinema owns) another cinema's of the same brand. `own`: the caller's brand and cinema.
 */
export async function foreignIds(db: Db, table: string, own: Own) {
  const { name, kind, column } = tableOf(table);
  const has = await columnsOf(db, name);
  const byKind = kind ? sql` and kind = ${kind}` : sql``;
  const pick = async (where: ReturnType<typeof sql>) => {
    const [row] = await rowsOf<{ id: RecordId }>(
      db.execute(
        sql`select ${sql.identifier(column)} as id from ${sql.identifier(name)} where ${where}${byKind} order by id limit 1`,
      ),
    );
    return row?.id;
  };
  if (name === 'brands') return { brand: await pick(sql`id <> ${own.brandId}`) };
  if (name === 'cinemas')
    return {
      brand: await pick(sql`brand_id <> ${own.brandId}`),
      cinema: await pick(sql`brand_id = ${own.brandId} and id <> ${own.cinemaId}`),
    };
  if (!has('brand_id')) return { brand: await pick(sql`true`) };
  const through = cinemaThrough[name];
  const otherCinema = has('cinema_id')
    ? sql`cinema_id <> ${own.cinemaId}`
    : through
      ? sql`${sql.identifier(through[0])} in (select id from ${sql.identifier(through[1])} where cinema_id <> ${own.cinemaId})`
      : undefined;
  return {
    brand: await pick(sql`brand_id <> ${own.brandId}`),
    cinema: otherCinema ? await pick(sql`brand_id = ${own.brandId} and ${otherCinema}`) : undefined,
  };
}

/** The caller's own record of a table (of its brand and, where a cinema owns the rows, its cinema). */
export async function ownId(db: Db, table: string, own: Own) {
  const { name, kind } = tableOf(table);
  const has = await columnsOf(db, name);
  const where = [
    name === 'brands' ? sql`id = ${own.brandId}` : has('brand_id') ? sql`brand_id = ${own.brandId}` : sql`true`,
    name === 'cinemas' ? sql`id = ${own.cinemaId}` : has('cinema_id') ? sql`cinema_id = ${own.cinemaId}` : sql`true`,
    kind ? sql`kind = ${kind}` : sql`true`,
    // Not the caller itself (an account cannot change its own role): a cinema account of the brand.
    name === 'accounts' ? sql`type = 'cinema'` : sql`true`,
  ];
  const [row] = await rowsOf<{ id: number }>(
    db.execute(sql`select id from ${sql.identifier(name)} where ${sql.join(where, sql` and `)} order by id limit 1`),
  );
  return row?.id;
}

/** The row as stored (a snapshot to compare before and after a refused call). */
export async function rowOf(db: Db, table: string, id: RecordId) {
  const { name, column } = tableOf(table);
  const [row] = await rowsOf(
    db.execute(sql`select * from ${sql.identifier(name)} where ${sql.identifier(column)} = ${id}`),
  );
  return row ?? null;
}

export async function auditCount(db: Db) {
  const [row] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from audit_logs`));
  return row!.n;
}

/**
 * The demo seed writes no sales (its history is left to the job runner), so there are no other
 * tenants' documents for a device to name: an online order waiting for payment and a working shift,
 * of 池袋 (another cinema of the brand) and of a ミライシネマ cinema (another brand).
 */
export async function addForeignSales(db: Db, own: Own) {
  const cinemas = await rowsOf<{ id: number; brand_id: number }>(
    db.execute(sql`(select id, brand_id from cinemas where brand_id = ${own.brandId} and id <> ${own.cinemaId} order by id limit 1)
      union all (select id, brand_id from cinemas where brand_id <> ${own.brandId} order by id limit 1)`),
  );
  for (const c of cinemas) {
    await db.execute(sql`insert into transactions (id, brand_id, cinema_id, kind, channel, status, occurred_at,
      sales_business_date, total, tax, rounding_mode, hold_expires_at)
      values (${randomUUID()}, ${c.brand_id}, ${c.id}, 'sale', 'online', 'pendingPayment', now(), current_date,
      1800, 163, 'ROUND', now() + interval '1 day')`);
    await db.execute(sql`insert into cashier_shifts (id, brand_id, cinema_id, device_client_id, sales_business_date,
      status, opened_at, opening_float) values (${randomUUID()}, ${c.brand_id}, ${c.id}, ${randomUUID()},
      current_date, 'working', now(), 0)`);
  }
}
