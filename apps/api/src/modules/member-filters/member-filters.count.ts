import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  MEMBER_FILTER_PREVIEW_SIZE,
  memberFilterLabels,
  tokyoDateOf,
  type MemberFilterConditions,
  type MemberFilterPreview,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, films, members, memberSystems } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { requireOwned } from '../../platform/references.js';
import { brandForWrite } from '../../platform/scope.js';
import { seesPersonal, toMemberItem } from '../members/index.js';
import { memberFilterCountQuery, memberFilterWhere } from './member-filters.match.js';

// The live count and the preview of conditions not yet saved (the form's), on the caller's brand, today in Japan.

/** The caller's brand, once the conditions' 会員制度 is found to be its own. */
async function brandOf(db: Db, actor: Actor, c: MemberFilterConditions) {
  const brandId = brandForWrite(actor.scope, null);
  await requireOwned(db, brandId, [
    {
      field: 'memberSystemId',
      label: memberFilterLabels.memberSystemId,
      table: memberSystems,
      ids: [c.memberSystemId],
    },
  ]);
  return brandId;
}

export async function countMembers(db: Db, actor: Actor, c: MemberFilterConditions) {
  const [row] = await memberFilterCountQuery(db, await brandOf(db, actor, c), c, tokyoDateOf(Date.now()));
  return { count: row?.n ?? 0 };
}

export async function previewMembers(db: Db, actor: Actor, c: MemberFilterConditions): Promise<MemberFilterPreview> {
  const where = memberFilterWhere(await brandOf(db, actor, c), c, tokyoDateOf(Date.now()));
  const rows = await db
    .select({
      m: members,
      memberSystemName: memberSystems.name,
      ranks: memberSystems.ranks,
      joinedCinemaName: cinemas.name,
      points: sql<number>`coalesce((select s.points_balance from member_stats s where s.member_id = "members"."id"), 0)::int`,
    })
    .from(members)
    .innerJoin(memberSystems, eq(memberSystems.id, members.memberSystemId))
    .leftJoin(cinemas, eq(cinemas.id, members.joinedCinemaId))
    .where(where)
    .orderBy(asc(members.memberNo), asc(members.id))
    .limit(MEMBER_FILTER_PREVIEW_SIZE);
  const unmasked = seesPersonal(actor);
  const { count: total } =
    rows.length < MEMBER_FILTER_PREVIEW_SIZE ? { count: rows.length } : await countMembers(db, actor, c);
  return {
    count: total,
    list: rows.map((r) => toMemberItem({ ...r.m, ...r, points: Number(r.points) }, unmasked)),
  };
}

/** The genres the brand's films name, for the condition's options. */
export async function filmGenres(db: Db, actor: Actor) {
  const brandId = brandForWrite(actor.scope, null);
  const rows = await db
    .selectDistinct({ genre: films.genre })
    .from(films)
    .where(and(eq(films.brandId, brandId), sql`${films.genre} is not null`, ne(films.genre, '')))
    .orderBy(asc(films.genre));
  return rows.flatMap((r) => (r.genre ? [r.genre] : []));
}
