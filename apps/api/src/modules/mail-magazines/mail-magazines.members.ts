import { and, asc, eq } from 'drizzle-orm';
import { mailDateText, sampleMailMember, type MailMember, type MembershipRank } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { members, memberSystems } from '../../db/schema/index.js';
import { memberBalance } from '../members/index.js';
import { sendableMember } from './mail-magazines.audience.js';

// The member fields a mail carries ({{氏名}}, {{ランク}}, {{会員番号}}, {{ポイント}}, {{有効期限}}), read with the member.

export const mailMemberColumns = {
  memberNo: members.memberNo,
  name: members.name,
  rank: members.rank,
  ranks: memberSystems.ranks,
  points: memberBalance,
  validUntil: members.validUntil,
};

export const mailMemberOf = (m: {
  memberNo: string;
  name: string;
  rank: number;
  ranks: MembershipRank[];
  points: number;
  validUntil: string | null;
}): MailMember => ({
  氏名: m.name,
  ランク: m.ranks[m.rank - 1]?.name ?? `ランク${m.rank}`,
  会員番号: m.memberNo,
  ポイント: m.points.toLocaleString('ja-JP'),
  有効期限: mailDateText(m.validUntil),
});

/** The first member mail would reach under `where` (a preview's example), or null. */
export async function firstMailMember(db: Db, where: ReturnType<typeof and>) {
  const [row] = await db
    .select(mailMemberColumns)
    .from(members)
    .innerJoin(memberSystems, eq(memberSystems.id, members.memberSystemId))
    .where(and(where, sendableMember))
    .orderBy(asc(members.id))
    .limit(1);
  return row ? { member: mailMemberOf(row), who: { memberNo: row.memberNo, name: row.name } } : null;
}

export const sampleMember = () => ({ member: sampleMailMember, who: null });
