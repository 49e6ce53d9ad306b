import { and, asc, eq, ne } from 'drizzle-orm';
import {
  accountingSubjectSortFields,
  type AccountingSubject,
  type AccountingSubjectListQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accountingSubjects, salesGroups } from '../../db/schema/index.js';
import { masterRepository } from '../../platform/crud.repository.js';

export const accountingSubjectRepo = masterRepository({
  table: accountingSubjects,
  toRecord: (r): AccountingSubject => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }),
  keyword: [accountingSubjects.code, accountingSubjects.name],
  sortFields: accountingSubjectSortFields,
  order: [asc(accountingSubjects.sortOrder), asc(accountingSubjects.code), asc(accountingSubjects.id)],
  filters: (q: AccountingSubjectListQuery) => [
    q.kind ? eq(accountingSubjects.kind, q.kind) : undefined,
    q.active === undefined ? undefined : eq(accountingSubjects.active, q.active),
  ],
});

/** Whether another subject of the brand already has the code (the record itself excluded on update). */
export async function subjectCodeTaken(db: Db, brandId: number, code: string, exceptId?: number) {
  const rows = await db
    .select({ id: accountingSubjects.id })
    .from(accountingSubjects)
    .where(
      and(
        eq(accountingSubjects.brandId, brandId),
        eq(accountingSubjects.code, code),
        exceptId ? ne(accountingSubjects.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The brand's active subjects as options (コード 名称), for the settings form. */
export async function activeSubjectOptions(db: Db, brandId: number) {
  const rows = await db
    .select({ id: accountingSubjects.id, code: accountingSubjects.code, name: accountingSubjects.name })
    .from(accountingSubjects)
    .where(and(eq(accountingSubjects.brandId, brandId), eq(accountingSubjects.active, true)))
    .orderBy(asc(accountingSubjects.sortOrder), asc(accountingSubjects.code));
  return rows.map((r) => ({ id: r.id, name: `${r.code} ${r.name}` }));
}

/** The 販売グループ that book to a subject (a subject they name cannot be deleted). */
export async function salesGroupsNaming(db: Db, subjectId: number) {
  const rows = await db
    .select({ name: salesGroups.name })
    .from(salesGroups)
    .where(eq(salesGroups.subjectId, subjectId))
    .orderBy(asc(salesGroups.sortOrder), asc(salesGroups.code));
  return rows.map((r) => r.name);
}
