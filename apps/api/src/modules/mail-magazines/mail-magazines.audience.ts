import { and, count, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { mailMagazineMessages, tokyoDateOf, type MailAudience } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { memberFilters, members } from '../../db/schema/index.js';
import { invalidField } from '../../platform/errors.js';
import type { Scope } from '../../platform/scope.js';
import { tenantWhere } from '../../platform/scope.js';
import { memberFilterWhere } from '../member-filters/index.js';

// Who a magazine goes to (docs/membership.md, "メールマガジン"): the members its 会員フィルター matches (the filter
// module's engine, one WHERE over members), of them only those mail may reach. Read again when sending starts, so a
// filter edited after the magazine was written sends to whom it matches then.

/** Mail goes only to a member with an address who wants it (メール配信を希望) and is neither 停止 nor 退会. */
export const sendableMember = and(
  isNotNull(members.email),
  ne(members.email, ''),
  eq(members.mailOptIn, true),
  inArray(members.status, ['active', 'expired']),
) as SQL;

/** The WHERE of the members a filter of the caller's brand matches today; 400 naming the field for another's. */
export async function filterMembersWhere(db: Db, scope: Scope, brandId: number, memberFilterId: number | null) {
  if (memberFilterId == null) throw invalidField('memberFilterId', mailMagazineMessages.noFilter);
  const [filter] = await db
    .select({ conditions: memberFilters.conditions })
    .from(memberFilters)
    .where(
      and(
        eq(memberFilters.id, memberFilterId),
        eq(memberFilters.brandId, brandId),
        tenantWhere(scope, { brandId: memberFilters.brandId }),
      ),
    );
  if (!filter) throw invalidField('memberFilterId', mailMagazineMessages.noFilter);
  return memberFilterWhere(brandId, filter.conditions, tokyoDateOf(Date.now()));
}

/** How many the filter matches, and how many of them a send would reach. */
export async function audienceOf(db: Db, scope: Scope, brandId: number, memberFilterId: number): Promise<MailAudience> {
  const where = await filterMembersWhere(db, scope, brandId, memberFilterId);
  const [row] = await db
    .select({ matched: count(), sendable: sql<number>`count(*) filter (where ${sendableMember})`.mapWith(Number) })
    .from(members)
    .where(where);
  return { matched: row?.matched ?? 0, sendable: row?.sendable ?? 0 };
}
