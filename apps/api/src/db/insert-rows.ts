import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

// Drizzle builds an insert with a parameter and several type checks per value: on the wide rows
// of a sale (a transaction and its lines) building the SQL cost the server more than anything else
// per sale. Here the rows travel as one JSON parameter that PostgreSQL turns back into the table's
// row type, so building costs one JSON.stringify, and the statement's text no longer depends on
// how many rows there are.

/** The column's name in the database (the schema declares camelCase keys, the database has snake_case). */
const columnName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/** A value as jsonb_populate_recordset reads it back into the column's type. */
function encode(value: unknown) {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return String(value);
  // json and jsonb columns take the value itself; every other type is read from its text or number.
  return value;
}

/**
 * The insert of `rows` into `table` as one statement with one parameter, unsent (for writeAll or
 * db.execute). A column no row sets gets its database default. A column that some rows set and
 * others leave out is null where left out, so it must have no default: that is refused here
 * rather than written wrong.
 */
export function insertRows<T extends PgTable>(table: T, rows: T['$inferInsert'][]): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const records = rows as Record<string, unknown>[];
  const used = Object.entries(columns).filter(([k]) => records.some((r) => r[k] !== undefined));
  for (const [k, column] of used)
    if (column.hasDefault && records.some((r) => r[k] === undefined))
      throw new Error(`insertRows: ${getTableName(table)}.${k} has a default and is left out of some rows`);
  const keys = used.map(([k]) => k);
  const names = used.map(([, column]) => columnName(column));
  const json = records.map((r) => Object.fromEntries(keys.map((k, i) => [names[i], encode(r[k])])));
  // The names come from the schema, never from input: one raw chunk instead of one per column.
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  return sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb)`;
}
