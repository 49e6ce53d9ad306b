import { and, count, eq, gte, inArray, isNotNull, lte, sql, type Column, type SQL } from 'drizzle-orm';
import { addDays, addMonthsToDate, type MemberFilterConditions, type VisitPeriod } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { members, memberStats } from '../../db/schema/index.js';

// 会員フィルター's engine (docs/membership.md, "会員フィルター"): the conditions as one WHERE over `members`, every
// condition ANDed, the brand always first. What a member row holds is read from it (members_filter_idx covers them all);
// sales figures, points and the genre from member_stats, one row per member, through one IN (…) the planner hashes.
// member_stats also holds a copy of the member's attributes (triggers, migration 0057), so the form's count of a filter
// with sales conditions reads that one table (memberFilterCount) instead of joining a million members.

/** Where a filter reads the member's attributes: members' own columns, or their copies in member_stats. */
type AttributeTable = typeof members | typeof memberStats;

const statsColumns: Record<VisitPeriod, { visits: Column; spend: Column }> = {
  all: { visits: memberStats.visits, spend: memberStats.spend },
  m3: { visits: memberStats.visitsM3, spend: memberStats.spendM3 },
  m6: { visits: memberStats.visitsM6, spend: memberStats.spendM6 },
  m12: { visits: memberStats.visitsM12, spend: memberStats.spendM12 },
};

const between = <T>(column: Column, from: T | null | undefined, to: T | null | undefined) => [
  from == null ? undefined : gte(column, from),
  to == null ? undefined : lte(column, to),
];

/** The conditions on member_stats, or none when the filter reads nothing of it. */
function statsConditions(c: MemberFilterConditions, today: string): SQL[] {
  const { visits, spend } = statsColumns[c.visitPeriod];
  const parts = [
    ...between(visits, c.visitsMin, c.visitsMax),
    ...between(spend, c.spendMin, c.spendMax),
    ...between(memberStats.pointsBalance, c.pointsMin, c.pointsMax),
    ...between(memberStats.lastVisitOn, c.lastVisitFrom, c.lastVisitTo),
    // 最終来場から N 日以上: visited, and not in the last N - 1 days.
    c.daysSinceLastVisit == null ? undefined : lte(memberStats.lastVisitOn, addDays(today, -c.daysSinceLastVisit)),
    c.daysSinceLastVisit == null ? undefined : isNotNull(memberStats.lastVisitOn),
    c.genres.length ? inArray(memberStats.favouriteGenre, c.genres) : undefined,
  ];
  return parts.filter((p): p is SQL => p !== undefined);
}

/** The conditions on the member's own attributes, over members or over member_stats' copies of them. */
function attributeConditions(t: AttributeTable, brandId: number, c: MemberFilterConditions, today: string) {
  // Age N or more: born on or before today N years ago; age N or less: born after today N + 1 years ago.
  const bornBy = c.ageFrom == null ? undefined : addMonthsToDate(today, -12 * c.ageFrom);
  const bornAfter = c.ageTo == null ? undefined : addMonthsToDate(today, -12 * (c.ageTo + 1));
  return [
    eq(t.brandId, brandId),
    c.statuses.length ? inArray(t.status, c.statuses) : undefined,
    c.memberSystemId == null ? undefined : eq(t.memberSystemId, c.memberSystemId),
    c.ranks.length ? inArray(t.rank, c.ranks) : undefined,
    c.genders.length ? inArray(t.gender, c.genders) : undefined,
    c.prefectureCodes.length ? inArray(t.prefectureCode, c.prefectureCodes) : undefined,
    bornBy ? lte(t.birthDate, bornBy) : undefined,
    bornAfter ? sql`${t.birthDate} > ${bornAfter}` : undefined,
    ...between(t.joinedOn, c.joinedFrom, c.joinedTo),
  ];
}

/**
 * The members of `brandId` that `conditions` match on `today` (YYYY-MM-DD, Japan time: ages and "N days since" are
 * read on it), as a condition for `db.select(…).from(members).where(memberFilterWhere(…))`. Pure: it reads nothing,
 * so it may be built outside a transaction and used inside one.
 */
export function memberFilterWhere(brandId: number, conditions: MemberFilterConditions, today: string): SQL {
  const stats = statsConditions(conditions, today);
  const where = and(
    ...attributeConditions(members, brandId, conditions, today),
    stats.length
      ? inArray(
          members.id,
          sql`(select ${memberStats.memberId} from ${memberStats} where ${and(eq(memberStats.brandId, brandId), ...stats)})`,
        )
      : undefined,
  );
  return where ?? sql`false`;
}

/** The count of the members the conditions match, from one table either way (members, or member_stats' copies). */
export function memberFilterCountQuery(db: Db, brandId: number, conditions: MemberFilterConditions, today: string) {
  const stats = statsConditions(conditions, today);
  return stats.length
    ? db
        .select({ n: count() })
        .from(memberStats)
        .where(and(...attributeConditions(memberStats, brandId, conditions, today), ...stats))
    : db
        .select({ n: count() })
        .from(members)
        .where(memberFilterWhere(brandId, conditions, today));
}
