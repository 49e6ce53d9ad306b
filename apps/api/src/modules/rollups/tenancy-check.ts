import { sql } from 'drizzle-orm';
import type { SalesInvariantFailure } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';

// No row may refer to another tenant's (docs/sales.md, "invariants"): for every foreign key between
// two tables that both carry brand_id, and for the id arrays that have no foreign key (a coupon's
// films, cinemas, formats and shop items), the rows whose reference lands in another brand.

/** Id arrays without a foreign key: table, column, referenced table. */
const ARRAY_REFERENCES = [
  ['coupons', 'shop_item_ids', 'shop_items'],
  ['coupons', 'format_ids', 'versions'],
  ['coupons', 'version_ids', 'versions'],
  ['coupons', 'cinema_ids', 'cinemas'],
  ['coupons', 'film_ids', 'films'],
] as const;

/** The sales facts keep their master references without foreign keys (write speed): checked here. */
const FACT_REFERENCES = [
  ['transaction_lines', 'screening_id', 'screenings'],
  ['transaction_lines', 'film_id', 'films'],
  ['transaction_lines', 'house_id', 'houses'],
  ['transaction_lines', 'shop_item_id', 'shop_items'],
  ['transaction_lines', 'discount_rule_id', 'discount_rules'],
  ['transaction_lines', 'transaction_id', 'transactions'],
  ['transactions', 'shift_id', 'cashier_shifts'],
  ['transactions', 'original_id', 'transactions'],
  ['transaction_payments', 'transaction_id', 'transactions'],
  ['seat_reservations', 'screening_id', 'screenings'],
  ['seat_reservations', 'transaction_id', 'transactions'],
  ['device_documents', 'transaction_id', 'transactions'],
] as const;

interface Reference {
  child: string;
  column: string;
  parent: string;
  array: boolean;
}

/** Every single-column foreign key to an `id` between two tables that both have brand_id. */
async function foreignKeys(db: Db): Promise<Reference[]> {
  const rows = await rowsOf<{ child: string; column: string; parent: string }>(
    db.execute(sql`select kcu.table_name as child, kcu.column_name as column, ccu.table_name as parent
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.column_name = 'id'
        and kcu.column_name <> 'brand_id'
        and exists (select 1 from information_schema.columns c
          where c.table_schema = 'public' and c.table_name = kcu.table_name and c.column_name = 'brand_id')
        and exists (select 1 from information_schema.columns c
          where c.table_schema = 'public' and c.table_name = ccu.table_name and c.column_name = 'brand_id')
      order by 1, 2`),
  );
  return rows.map((r) => ({ ...r, array: false }));
}

/** One failure per reference that crosses tenants, with how many rows do (none should). */
export async function crossTenantReferences(db: Db, today: string): Promise<SalesInvariantFailure[]> {
  const keyed = await foreignKeys(db);
  const has = new Set(keyed.map((r) => `${r.child}.${r.column}`));
  const refs = [
    ...keyed,
    ...FACT_REFERENCES.filter(([child, column]) => !has.has(`${child}.${column}`)).map(([child, column, parent]) => ({
      child,
      column,
      parent,
      array: false,
    })),
    ...ARRAY_REFERENCES.map(([child, column, parent]) => ({ child, column, parent, array: true })),
  ];
  const failures: SalesInvariantFailure[] = [];
  for (const r of refs) {
    const [child, column, parent] = [sql.identifier(r.child), sql.identifier(r.column), sql.identifier(r.parent)];
    const join = r.array ? sql`p.id = any(c.${column})` : sql`p.id = c.${column}`;
    // Reported to the brand whose row it is, on its first cinema (the alert is per cinema and day).
    const [row] = await rowsOf<{ n: string | number; brand_id: number | null; cinema_id: number | null; name: string }>(
      db.execute(sql`with bad as (select c.brand_id from ${child} c join ${parent} p on ${join}
          where c.brand_id <> p.brand_id)
        select (select count(*) from bad) as n, b.brand_id, ci.id as cinema_id, ci.name
        from (select min(brand_id) as brand_id from bad) b
        left join lateral (select id, name from cinemas where brand_id = b.brand_id order by id limit 1) ci on true`),
    );
    const n = Number(row?.n ?? 0);
    if (!n || row?.cinema_id == null) continue;
    failures.push({
      brandId: Number(row.brand_id),
      cinemaId: Number(row.cinema_id),
      cinemaName: row.name,
      businessDate: today,
      check: `tenancy:${r.child}.${r.column}`,
      message: `${r.child}.${r.column} の${n}行が別のブランドの ${r.parent} を参照しています`,
    });
  }
  return failures;
}
