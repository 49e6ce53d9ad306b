import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Deposit, DepositCreateBody, DepositListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { deposits } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { bankAccountNames } from '../banks/index.js';
import { one } from '@cinema/contracts';

type Row = typeof deposits.$inferSelect;

const toRecord = (r: Row): Deposit => ({
  ...r,
  ...bankAccountNames(r),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: deposits.brandId });

export async function listDeposits(db: Db, scope: Scope, q: DepositListQuery) {
  const where = and(
    scoped(scope),
    keywordWhere(q.keyword, [deposits.name, deposits.accountNumber, deposits.accountHolder]),
    q.purpose ? eq(deposits.purpose, q.purpose) : undefined,
  );
  const sortable = {
    name: deposits.name,
    purpose: deposits.purpose,
    bankCode: deposits.bankCode,
    isDefault: deposits.isDefault,
  };
  const rows = await db
    .select({ ...getTableColumns(deposits), total: totalCount })
    .from(deposits)
    .where(where)
    .orderBy(...orderBy(q, sortable, [asc(deposits.purpose), asc(deposits.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toRecord, () => countWhere(db, deposits, where));
}

export async function findDeposit(db: Db, scope: Scope, id: number): Promise<Deposit | null> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), scoped(scope)));
  return row ? toRecord(row) : null;
}

/** The purpose's default goes to the account being saved: the others of that purpose lose it first. */
export async function clearDefault(db: Db, brandId: number, purpose: Deposit['purpose']) {
  await db
    .update(deposits)
    .set({ isDefault: false })
    .where(and(eq(deposits.brandId, brandId), eq(deposits.purpose, purpose), eq(deposits.isDefault, true)));
}

export async function insertDeposit(db: Db, brandId: number, fields: DepositCreateBody) {
  const row = one(
    await db
      .insert(deposits)
      .values({ ...fields, brandId })
      .returning({ id: deposits.id }),
    'deposit',
  );
  return row.id;
}

export async function updateDeposit(db: Db, fields: DepositCreateBody, id: number, version: number) {
  const rows = await db
    .update(deposits)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(deposits.id, id), eq(deposits.version, version)))
    .returning({ id: deposits.id });
  return rows.length > 0;
}
