import { and, asc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import {
  maskDate,
  maskEmail,
  maskPhone,
  maskText,
  toKatakana,
  toAsciiText,
  type MemberListItem,
  type MemberListQuery,
  type MembershipRank,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, memberPointEntries, members, memberSystems } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

// 会員's reads (docs/membership.md): the balance is the ledger's sum, read with the row; personal data is masked
// here, once, for a caller whose role lacks the 会員 module's 出力 permission.

/** Whether the caller sees personal data: the 会員 module's 出力 permission (the platform operator always). */
export const seesPersonal = (actor: Pick<Actor, 'account' | 'permissionMap'>) =>
  actor.account.type === 'superAdmin' || (actor.permissionMap.membership ?? []).includes('export');

/**
 * The member's point balance: the sum of its ledger (member_point_entries_member_idx), correlated to the outer
 * query's members row by its qualified name (drizzle leaves a lone table's columns unqualified).
 */
export const memberBalance =
  sql<number>`coalesce((select sum(e.points) from ${memberPointEntries} e where e.member_id = "members"."id"), 0)::int`.mapWith(
    Number,
  );

const columns = {
  ...getTableColumns(members),
  memberSystemName: memberSystems.name,
  ranks: memberSystems.ranks,
  joinedCinemaName: cinemas.name,
  points: memberBalance,
};
type Row = typeof members.$inferSelect & {
  memberSystemName: string;
  ranks: MembershipRank[];
  joinedCinemaName: string | null;
  points: number;
};

export const scopedMembers = (scope: Scope) => tenantWhere(scope, { brandId: members.brandId });

export function toMemberItem(r: Row, unmasked: boolean): MemberListItem {
  const rank = r.ranks[r.rank - 1];
  const item = {
    id: r.id,
    brandId: r.brandId,
    memberNo: r.memberNo,
    name: r.name,
    kana: r.kana,
    gender: r.gender as MemberListItem['gender'],
    birthDate: r.birthDate,
    postalCode: r.postalCode,
    prefectureCode: r.prefectureCode,
    address: r.address,
    phone: r.phone,
    email: r.email,
    joinedOn: r.joinedOn,
    joinedCinemaId: r.joinedCinemaId,
    joinedCinemaName: r.joinedCinemaName,
    joinChannel: r.joinChannel,
    memberSystemId: r.memberSystemId,
    memberSystemName: r.memberSystemName,
    rank: r.rank,
    rankName: rank?.name ?? `ランク${r.rank}`,
    rankColor: rank?.color ?? '#8c8c8c',
    status: r.status,
    validUntil: r.validUntil,
    points: r.points,
    memo: r.memo,
    mailOptIn: r.mailOptIn,
    mailUnsubscribedAt: r.mailUnsubscribedAt?.toISOString() ?? null,
    masked: !unmasked,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
  if (unmasked) return item;
  return {
    ...item,
    birthDate: maskDate(r.birthDate),
    postalCode: maskText(r.postalCode),
    address: maskText(r.address),
    phone: maskPhone(r.phone),
    email: maskEmail(r.email),
  };
}

const withNames = (db: Db) =>
  db
    .select(columns)
    .from(members)
    .innerJoin(memberSystems, eq(memberSystems.id, members.memberSystemId))
    .leftJoin(cinemas, eq(cinemas.id, members.joinedCinemaId));

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(scope: Scope, q: MemberListQuery) {
  const digits = q.phone ? toAsciiText(q.phone).replace(/\D/g, '') : '';
  return and(
    scopedMembers(scope),
    q.memberNo ? ilike(members.memberNo, `%${escapeLike(toAsciiText(q.memberNo))}%`) : undefined,
    // カナ in any form: ひらがな and half-width typed find the stored カタカナ (as the other pickers).
    q.keyword
      ? or(keywordWhere(q.keyword, [members.name, members.kana]), keywordWhere(toKatakana(q.keyword), [members.kana]))
      : undefined,
    digits ? sql`regexp_replace(coalesce(${members.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}` : undefined,
    q.email ? ilike(members.email, `%${escapeLike(q.email)}%`) : undefined,
    q.rank ? eq(members.rank, q.rank) : undefined,
    q.status ? eq(members.status, q.status) : undefined,
    q.memberSystemId ? eq(members.memberSystemId, q.memberSystemId) : undefined,
  );
}

export async function listMembers(db: Db, actor: Actor, q: MemberListQuery, unmasked = seesPersonal(actor)) {
  const where = filters(actor.scope, q);
  const sortable = {
    memberNo: members.memberNo,
    kana: members.kana,
    joinedOn: members.joinedOn,
    validUntil: members.validUntil,
    rank: members.rank,
  };
  const rows = await db
    .select({ ...columns, total: totalCount })
    .from(members)
    .innerJoin(memberSystems, eq(memberSystems.id, members.memberSystemId))
    .leftJoin(cinemas, eq(cinemas.id, members.joinedCinemaId))
    .where(where)
    .orderBy(...orderBy(q, sortable, [asc(members.memberNo), asc(members.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(
    rows,
    q,
    (r) => toMemberItem(r, unmasked),
    () => countWhere(db, members, where),
  );
}

export async function findMemberRow(db: Db, scope: Scope, id: number) {
  const [row] = await withNames(db).where(and(eq(members.id, id), scopedMembers(scope)));
  return row ?? null;
}
