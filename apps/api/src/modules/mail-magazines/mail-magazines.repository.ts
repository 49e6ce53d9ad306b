import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import {
  maskEmail,
  type MailMagazine,
  type MailMagazineListQuery,
  type MailRecipient,
  type MailRecipientQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { mailMagazineRecipients, mailMagazines, memberFilters, members } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { countWhere, iso, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { seesPersonal } from '../members/index.js';

// メールマガジン's reads (docs/membership.md, "メールマガジン"): the magazine with its counters and its filter's name, and
// its recipients with the member's number and name (the address masked as 会員一覧 masks it).

type Row = typeof mailMagazines.$inferSelect & { memberFilterName: string | null };

export const toMailMagazine = (r: Row): MailMagazine => ({
  id: r.id,
  brandId: r.brandId,
  subject: r.subject,
  category: r.category,
  bodyFormat: r.bodyFormat,
  body: r.body,
  memberFilterId: r.memberFilterId,
  memberFilterName: r.memberFilterName,
  sendMode: r.sendMode,
  scheduledAt: iso(r.scheduledAt),
  ratePerMinute: r.ratePerMinute,
  status: r.status,
  recipientCount: r.recipientCount,
  sentCount: r.sentCount,
  bouncedCount: r.bouncedCount,
  failedCount: r.failedCount,
  skippedCount: r.skippedCount,
  unsubscribedCount: r.unsubscribedCount,
  startedAt: iso(r.startedAt),
  finishedAt: iso(r.finishedAt),
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const scopedMagazines = (scope: Scope) => tenantWhere(scope, { brandId: mailMagazines.brandId });
const columns = { ...getTableColumns(mailMagazines), memberFilterName: memberFilters.name };
const filterJoin = eq(memberFilters.id, mailMagazines.memberFilterId);

export async function listMailMagazines(db: Db, scope: Scope, q: MailMagazineListQuery) {
  const where = and(
    scopedMagazines(scope),
    keywordWhere(q.keyword, [mailMagazines.subject]),
    q.status ? eq(mailMagazines.status, q.status) : undefined,
    q.category ? eq(mailMagazines.category, q.category) : undefined,
  );
  const sortable = {
    subject: mailMagazines.subject,
    scheduledAt: mailMagazines.scheduledAt,
    startedAt: mailMagazines.startedAt,
    updatedAt: mailMagazines.updatedAt,
  };
  const rows = await db
    .select({ ...columns, total: totalCount })
    .from(mailMagazines)
    .leftJoin(memberFilters, filterJoin)
    .where(where)
    .orderBy(...orderBy(q, sortable, [desc(mailMagazines.updatedAt), desc(mailMagazines.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toMailMagazine, () => countWhere(db, mailMagazines, where));
}

export async function findMailMagazine(db: Db, scope: Scope, id: number): Promise<MailMagazine | null> {
  const [row] = await db
    .select(columns)
    .from(mailMagazines)
    .leftJoin(memberFilters, filterJoin)
    .where(and(eq(mailMagazines.id, id), scopedMagazines(scope)));
  return row ? toMailMagazine(row) : null;
}

export async function listRecipients(db: Db, actor: Actor, magazineId: number, q: MailRecipientQuery) {
  const where = and(
    eq(mailMagazineRecipients.magazineId, magazineId),
    q.status ? eq(mailMagazineRecipients.status, q.status) : undefined,
  );
  const r = mailMagazineRecipients;
  const rows = await db
    .select({
      id: r.id,
      memberId: r.memberId,
      memberNo: members.memberNo,
      name: members.name,
      email: r.email,
      status: r.status,
      attempts: r.attempts,
      error: r.error,
      sentAt: r.sentAt,
      unsubscribedAt: r.unsubscribedAt,
      total: totalCount,
    })
    .from(r)
    .innerJoin(members, eq(members.id, r.memberId))
    .where(where)
    .orderBy(q.sortOrder === 'descend' ? desc(r.id) : asc(r.id))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  const unmasked = seesPersonal(actor);
  return pageAnswer(
    rows,
    q,
    (row): MailRecipient => ({
      ...row,
      email: unmasked ? row.email : (maskEmail(row.email) ?? ''),
      sentAt: iso(row.sentAt),
      unsubscribedAt: iso(row.unsubscribedAt),
    }),
    () => countWhere(db, r, where),
  );
}
