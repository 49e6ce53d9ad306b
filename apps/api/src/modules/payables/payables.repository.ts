import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { addMonths, payableStateOf, type PayableEntry, type PayableItem, type PayableKind } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { cinemas, clients, deposits, payableEntries, payables } from '../../db/schema/index.js';

// 買掛・未払's queries (docs/accounting.md, "買掛・未払"), each given the brand.

/** One payable with what was settled against it (支払 and 相殺 not cancelled), split around the month. */
export interface PayableLedgerRow {
  id: number;
  clientId: number;
  clientCode: string;
  clientName: string;
  kind: PayableKind;
  month: string;
  amount: number;
  dueOn: string;
  /** Settled before the month began. */
  before: number;
  /** 支払 and 相殺 dated within the month. */
  paid: number;
  offset: number;
}

/** The brand's payables up to the month, with the entries dated before its end (what 対象月 shows). */
export function ledgerRows(
  db: Db,
  brandId: number,
  month: string,
  filter: { clientId?: number; kind?: PayableKind } = {},
) {
  const from = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  return rowsOf<PayableLedgerRow>(
    db.execute(sql`select p.id, p.client_id as "clientId", c.code as "clientCode", c.name as "clientName",
        p.kind, p.month, p.amount, p.due_on::text as "dueOn",
        coalesce(sum(e.amount) filter (where e.entry_on < ${from}::date), 0)::int as before,
        coalesce(sum(e.amount) filter (where e.kind = 'payment' and e.entry_on >= ${from}::date), 0)::int as paid,
        coalesce(sum(e.amount) filter (where e.kind = 'offset' and e.entry_on >= ${from}::date), 0)::int as "offset"
      from payables p
      join clients c on c.id = p.client_id
      left join payable_entries e on e.payable_id = p.id and e.cancelled_at is null and e.entry_on < ${next}::date
      where p.brand_id = ${brandId} and p.month <= ${month}
        ${filter.clientId ? sql`and p.client_id = ${filter.clientId}` : sql``}
        ${filter.kind ? sql`and p.kind = ${filter.kind}` : sql``}
      group by p.id, c.id
      order by c.code, c.id, p.month, p.id`),
  );
}

const settledSql = (kind: 'payment' | 'offset') =>
  sql<number>`coalesce((select sum(e.amount) from payable_entries e
    where e.payable_id = ${payables.id} and e.cancelled_at is null and e.kind = ${kind}), 0)::int`;

/** A 取引先's payables (newest month first), each with everything settled against it. */
export async function payableItems(db: Db, brandId: number, where: { clientId?: number; month?: string; id?: number }) {
  const rows = await db
    .select({
      id: payables.id,
      clientId: payables.clientId,
      kind: payables.kind,
      month: payables.month,
      cinemaName: cinemas.name,
      recordedOn: payables.recordedOn,
      dueOn: payables.dueOn,
      base10: payables.base10,
      tax10: payables.tax10,
      base8: payables.base8,
      tax8: payables.tax8,
      amount: payables.amount,
      memo: payables.memo,
      version: payables.version,
      paid: settledSql('payment'),
      offset: settledSql('offset'),
    })
    .from(payables)
    .leftJoin(cinemas, eq(cinemas.id, payables.cinemaId))
    .where(
      and(
        eq(payables.brandId, brandId),
        where.clientId ? eq(payables.clientId, where.clientId) : undefined,
        where.month ? eq(payables.month, where.month) : undefined,
        where.id ? eq(payables.id, where.id) : undefined,
      ),
    )
    .orderBy(desc(payables.month), desc(payables.id));
  return rows.map((r): PayableItem => {
    const balance = r.amount - r.paid - r.offset;
    return { ...r, balance, state: payableStateOf(r.amount, r.paid + r.offset) };
  });
}

/** 支払 and 相殺 of a brand's payables (of one 取引先, one payable, one entry, or dated within a month). */
export async function entriesOf(
  db: Db,
  brandId: number,
  where: { clientId?: number; id?: number; from?: string; to?: string },
): Promise<PayableEntry[]> {
  const rows = await db
    .select({
      id: payableEntries.id,
      payableId: payableEntries.payableId,
      payableKind: payables.kind,
      payableMonth: payables.month,
      kind: payableEntries.kind,
      entryOn: payableEntries.entryOn,
      amount: payableEntries.amount,
      depositName: deposits.name,
      memo: payableEntries.memo,
      createdByName: payableEntries.createdByName,
      createdAt: payableEntries.createdAt,
      cancelledAt: payableEntries.cancelledAt,
      cancelledByName: payableEntries.cancelledByName,
      cancelReason: payableEntries.cancelReason,
      version: payableEntries.version,
    })
    .from(payableEntries)
    .innerJoin(payables, eq(payables.id, payableEntries.payableId))
    .leftJoin(deposits, eq(deposits.id, payableEntries.depositId))
    .where(
      and(
        eq(payableEntries.brandId, brandId),
        where.clientId ? eq(payables.clientId, where.clientId) : undefined,
        where.id ? eq(payableEntries.id, where.id) : undefined,
        where.from ? sql`${payableEntries.entryOn} >= ${where.from}` : undefined,
        where.to ? sql`${payableEntries.entryOn} < ${where.to}` : undefined,
      ),
    )
    .orderBy(desc(payableEntries.entryOn), desc(payableEntries.id));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    cancelledAt: r.cancelledAt ? r.cancelledAt.toISOString() : null,
  }));
}

/** The brand's 取引先 by id (any role), with its payment terms. */
export async function clientOf(db: Db, brandId: number, id: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.brandId, brandId)));
  return row;
}

/** What the dialogs pick from. */
export async function optionsOf(db: Db, brandId: number) {
  const active = await db
    .select({ id: clients.id, code: clients.code, name: clients.name, role: clients.role })
    .from(clients)
    .where(and(eq(clients.brandId, brandId), eq(clients.active, true)))
    .orderBy(asc(clients.code), asc(clients.id));
  const cinemaRows = await db
    .select({ id: cinemas.id, name: cinemas.name })
    .from(cinemas)
    .where(eq(cinemas.brandId, brandId))
    .orderBy(asc(cinemas.code), asc(cinemas.id));
  const accounts = await db
    .select({ id: deposits.id, name: deposits.name, isDefault: deposits.isDefault, purpose: deposits.purpose })
    .from(deposits)
    .where(eq(deposits.brandId, brandId))
    .orderBy(asc(deposits.id));
  const pick = ({ id, code, name }: { id: number; code: string; name: string }) => ({ id, code, name });
  return {
    suppliers: active.filter((c) => c.role === 'supplier').map(pick),
    clients: active.filter((c) => c.role === 'distributor' || c.role === 'supplier').map(pick),
    cinemas: cinemaRows,
    // 振込用 first: the account payments usually leave from.
    deposits: [...accounts]
      .sort((a, b) => Number(b.purpose === 'payment') - Number(a.purpose === 'payment'))
      .map(({ id, name, isDefault, purpose }) => ({ id, name, isDefault: isDefault && purpose === 'payment' })),
  };
}
