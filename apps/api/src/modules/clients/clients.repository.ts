import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Client, ClientCreateBody, ClientListMapQuery, ClientListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { clientGroups, clients } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { bankAccountNames } from '../banks/index.js';
import { one } from '@cinema/contracts';

type Row = typeof clients.$inferSelect & { clientGroupName: string | null };

function toRecord(r: Row): Client {
  const { bankCode, branchCode, accountType, accountNumber, accountHolder, ...rest } = r;
  const account =
    bankCode && branchCode && accountType && accountNumber && accountHolder
      ? bankAccountNames({ bankCode, branchCode, accountType, accountNumber, accountHolder })
      : null;
  return {
    ...rest,
    bankAccount: account,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The body's nested 振込先 as the table's five columns (all null when there is none). */
export const toColumns = ({ bankAccount, ...fields }: ClientCreateBody) => ({
  ...fields,
  bankCode: bankAccount?.bankCode ?? null,
  branchCode: bankAccount?.branchCode ?? null,
  accountType: bankAccount?.accountType ?? null,
  accountNumber: bankAccount?.accountNumber ?? null,
  accountHolder: bankAccount?.accountHolder ?? null,
});

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: clients.brandId });
const columns = { ...getTableColumns(clients), clientGroupName: clientGroups.name };
const withGroup = (db: Db) =>
  db.select(columns).from(clients).leftJoin(clientGroups, eq(clientGroups.id, clients.clientGroupId));

const filters = (scope: Scope, q: ClientListQuery | ClientListMapQuery) =>
  and(
    scoped(scope),
    keywordWhere(q.keyword, [clients.code, clients.name, clients.kana, clients.contactName]),
    q.role ? eq(clients.role, q.role) : undefined,
    'type' in q && q.type ? eq(clients.type, q.type) : undefined,
    'clientGroupId' in q && q.clientGroupId ? eq(clients.clientGroupId, q.clientGroupId) : undefined,
    q.active === undefined ? undefined : eq(clients.active, q.active),
  );
const defaultOrder = [asc(clients.code), asc(clients.id)];

export async function listClients(db: Db, scope: Scope, q: ClientListQuery) {
  const where = filters(scope, q);
  const sortable = {
    code: clients.code,
    name: clients.name,
    kana: clients.kana,
    type: clients.type,
    role: clients.role,
    closingDay: clients.closingDay,
    active: clients.active,
  };
  const rows = await db
    .select({ ...columns, total: totalCount })
    .from(clients)
    .leftJoin(clientGroups, eq(clientGroups.id, clients.clientGroupId))
    .where(where)
    .orderBy(...orderBy(q, sortable, defaultOrder))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toRecord, () => countWhere(db, clients, where));
}

export async function listClientOptions(db: Db, scope: Scope, q: ClientListMapQuery) {
  const where = filters(scope, q);
  const rows = await db
    .select({
      id: clients.id,
      code: clients.code,
      name: clients.name,
      role: clients.role,
      clientGroupId: clients.clientGroupId,
      total: totalCount,
    })
    .from(clients)
    .where(where)
    .orderBy(...defaultOrder)
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(
    rows,
    q,
    (o) => o,
    () => countWhere(db, clients, where),
  );
}

export async function findClient(db: Db, scope: Scope, id: number): Promise<Client | null> {
  const [row] = await withGroup(db).where(and(eq(clients.id, id), scoped(scope)));
  return row ? toRecord(row) : null;
}

export async function insertClient(db: Db, brandId: number, body: ClientCreateBody) {
  const row = one(
    await db
      .insert(clients)
      .values({ ...toColumns(body), brandId })
      .returning({ id: clients.id }),
    'client',
  );
  return row.id;
}

/** Many at once (the import): one statement per call, so callers send a few hundred at a time. */
export async function insertClients(db: Db, brandId: number, bodies: ClientCreateBody[]) {
  if (bodies.length) await db.insert(clients).values(bodies.map((b) => ({ ...toColumns(b), brandId })));
}

/** Which of these codes the brand already uses. */
export async function takenClientCodes(db: Db, brandId: number, codes: string[]) {
  if (!codes.length) return new Set<string>();
  const rows = await db
    .select({ code: clients.code })
    .from(clients)
    .where(and(eq(clients.brandId, brandId), inArray(clients.code, codes)));
  return new Set(rows.map((r) => r.code));
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateClient(db: Db, body: ClientCreateBody, id: number, version: number) {
  const rows = await db
    .update(clients)
    .set({ ...toColumns(body), version: version + 1, updatedAt: new Date() })
    .where(and(eq(clients.id, id), eq(clients.version, version)))
    .returning({ id: clients.id });
  return rows.length > 0;
}
