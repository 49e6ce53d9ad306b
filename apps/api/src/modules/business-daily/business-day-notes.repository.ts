import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { BusinessDayNote } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { businessDayNotes } from '../../db/schema/index.js';
import { iso } from '../../platform/list.js';
import type { Period } from './business-daily.queries.js';

// 営業日報's 天候・特記事項 (docs/reports.md, "営業日報"): one row per cinema and 営業日.

type Cinema = { id: number; name: string };
type Row = typeof businessDayNotes.$inferSelect;

export const noteOf = (cinema: Cinema, businessDate: string, row: Row | undefined): BusinessDayNote => ({
  cinemaId: cinema.id,
  cinemaName: cinema.name,
  businessDate,
  weather: row?.weather ?? null,
  weatherNote: row?.weatherNote ?? null,
  notes: row?.notes ?? null,
  version: row?.version ?? 0,
  updatedByName: row?.updatedByName ?? null,
  updatedAt: iso(row?.updatedAt),
});

export async function findNote(db: Db, cinema: Cinema, businessDate: string) {
  const [row] = await db
    .select()
    .from(businessDayNotes)
    .where(and(eq(businessDayNotes.cinemaId, cinema.id), eq(businessDayNotes.businessDate, businessDate)));
  return noteOf(cinema, businessDate, row);
}

/** The saved notes of the cinemas over a period, by cinema (in the order given) and day. */
export async function notesOf(db: Db, cinemas: Cinema[], p: Period): Promise<BusinessDayNote[]> {
  if (!cinemas.length) return [];
  const rows = await db
    .select()
    .from(businessDayNotes)
    .where(
      and(
        inArray(
          businessDayNotes.cinemaId,
          cinemas.map((c) => c.id),
        ),
        between(businessDayNotes.businessDate, p.from, p.to),
      ),
    )
    .orderBy(asc(businessDayNotes.businessDate));
  return cinemas.flatMap((c) => rows.filter((r) => r.cinemaId === c.id).map((r) => noteOf(c, r.businessDate, r)));
}
