import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BoxOfficeSetting } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { versions } from '../../db/schema/index.js';
import type { Scope } from '../../platform/scope.js';
import { brandReportCinemas } from '../../platform/report-cinemas.js';

// What the box-office screens ask of the caller's brand before they read (docs/reports.md, "box-office reports"): the
// first weekday of its 興行週 (週間売上's columns) and the 上映方式 of its cinemas by code, each cinema having its own
// rows of them (興行収入日報's 上映方式 filter).
export async function boxOfficeSetting(db: Db, scope: Scope): Promise<BoxOfficeSetting> {
  const rc = await brandReportCinemas(db, scope);
  if (!rc.ids.length) return { weekStartDay: rc.weekStartDay, formats: [] };
  const rows = await db
    .select({ code: versions.code, name: versions.name })
    .from(versions)
    .where(and(eq(versions.kind, 'format'), inArray(versions.cinemaId, rc.ids)))
    .orderBy(asc(versions.sortOrder), asc(versions.code), asc(versions.id));
  const formats = new Map<string, string>();
  for (const r of rows) if (!formats.has(r.code)) formats.set(r.code, r.name);
  return { weekStartDay: rc.weekStartDay, formats: [...formats].map(([code, name]) => ({ code, name })) };
}
