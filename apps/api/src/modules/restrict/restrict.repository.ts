import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import {
  fail,
  isStandardRestrictCode,
  one,
  prefectureName,
  restrictStandardCodes,
  suggestedMinorCutoff,
  type LateHourRule,
  type RestrictCode,
  type RestrictCreateBody,
  type RestrictListQuery,
  type RestrictUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, restrictCodes, restrictRules } from '../../db/schema/index.js';
import { countWhere, iso, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

type Row = typeof restrictCodes.$inferSelect;
type Owner = { brandId: number; cinemaId: number };

const toRecord = (r: Row): RestrictCode => ({
  ...r,
  standard: isStandardRestrictCode(r.code),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const scoped = (scope: Scope) =>
  tenantWhere(scope, { brandId: restrictCodes.brandId, cinemaId: restrictCodes.cinemaId });
const defaultOrder = [asc(restrictCodes.sortOrder), asc(restrictCodes.id)];

/**
 * Every cinema has the four 映倫 codes: the demo data seeds them, and a cinema registered later
 * gets them on its first visit. Existing rows (edited wording included) are left alone.
 */
export async function ensureStandardCodes(db: Db, owner: Owner) {
  await db
    .insert(restrictCodes)
    .values(restrictStandardCodes.map((c, i) => ({ ...owner, ...c, sortOrder: (i + 1) * 10 })))
    .onConflictDoNothing({ target: [restrictCodes.cinemaId, restrictCodes.code] });
}

export async function listRestrictCodes(db: Db, scope: Scope, cinemaId: number, q: RestrictListQuery) {
  const where = and(
    scoped(scope),
    eq(restrictCodes.cinemaId, cinemaId),
    keywordWhere(q.keyword, [restrictCodes.code, restrictCodes.label, restrictCodes.notice]),
  );
  const sortable = {
    code: restrictCodes.code,
    label: restrictCodes.label,
    minAge: restrictCodes.minAge,
    sortOrder: restrictCodes.sortOrder,
  };
  const rows = await db
    .select({ ...getTableColumns(restrictCodes), total: totalCount })
    .from(restrictCodes)
    .where(where)
    .orderBy(...orderBy(q, sortable, defaultOrder))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toRecord, () => countWhere(db, restrictCodes, where));
}

export async function findRestrictCode(db: Db, scope: Scope, id: number): Promise<RestrictCode | null> {
  const [row] = await db
    .select()
    .from(restrictCodes)
    .where(and(eq(restrictCodes.id, id), scoped(scope)));
  return row ? toRecord(row) : null;
}

export async function insertRestrictCode(db: Db, owner: Owner, fields: Omit<RestrictCreateBody, 'cinemaId'>) {
  const row = one(
    await db
      .insert(restrictCodes)
      .values({ ...fields, ...owner })
      .returning({ id: restrictCodes.id }),
    'restrict code',
  );
  return row.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateRestrictCode(db: Db, body: RestrictUpdateBody) {
  const { id, version, ...fields } = body;
  const rows = await db
    .update(restrictCodes)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(restrictCodes.id, id), eq(restrictCodes.version, version)))
    .returning({ id: restrictCodes.id });
  return rows.length > 0;
}

/** The cinema's stored rule, or its prefecture's suggestion (version 0, unconfirmed). */
export async function readLateHourRule(db: Db, cinemaId: number): Promise<LateHourRule> {
  const [row] = await db
    .select({
      cinemaId: cinemas.id,
      cinemaName: cinemas.name,
      prefectureCode: cinemas.prefectureCode,
      cutoff: restrictRules.cutoff,
      note: restrictRules.note,
      version: restrictRules.version,
      updatedAt: restrictRules.updatedAt,
    })
    .from(cinemas)
    .leftJoin(restrictRules, eq(restrictRules.cinemaId, cinemas.id))
    .where(eq(cinemas.id, cinemaId));
  const r = row ?? fail(`no cinema ${cinemaId}`);
  const suggestedCutoff = suggestedMinorCutoff(r.prefectureCode);
  return {
    cinemaId: r.cinemaId,
    cinemaName: r.cinemaName,
    prefectureCode: r.prefectureCode,
    prefectureName: prefectureName(r.prefectureCode),
    cutoff: r.cutoff ?? suggestedCutoff,
    suggestedCutoff,
    note: r.note ?? null,
    confirmed: r.version != null,
    version: r.version ?? 0,
    updatedAt: iso(r.updatedAt),
  };
}

/**
 * Saves the rule if the version read is still current: 0 inserts the first rule (someone else's
 * first save wins), n updates version n. Answers false when the version is stale.
 */
export async function writeLateHourRule(
  db: Db,
  owner: Owner,
  fields: { cutoff: string; note: string | null },
  version: number,
) {
  if (version === 0) {
    const rows = await db
      .insert(restrictRules)
      .values({ ...owner, ...fields })
      .onConflictDoNothing({ target: restrictRules.cinemaId })
      .returning({ cinemaId: restrictRules.cinemaId });
    return rows.length > 0;
  }
  const rows = await db
    .update(restrictRules)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(restrictRules.cinemaId, owner.cinemaId), eq(restrictRules.version, version)))
    .returning({ cinemaId: restrictRules.cinemaId });
  return rows.length > 0;
}
