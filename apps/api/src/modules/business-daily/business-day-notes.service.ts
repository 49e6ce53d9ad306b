import { and, eq, sql } from 'drizzle-orm';
import {
  formatBusinessDate,
  weatherText,
  type BusinessDayNoteBody,
  type BusinessDayNoteQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accounts, businessDayNotes, cinemas } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { refuseClosedDay } from '../../platform/closed-days.js';
import { staleVersion } from '../../platform/errors.js';
import { iso } from '../../platform/list.js';
import { findNote } from './business-day-notes.repository.js';

// 営業日報's 天候・特記事項 of a cinema and 営業日 (docs/reports.md, "営業日報"): read by whoever reads the report,
// saved by the cinema's staff with the version the form read (0: the first save), audited in the same transaction.

async function cinemaOf(db: Db, actor: Actor, cinemaId: number | undefined) {
  const c = await cinemaFor(db, actor, cinemaId);
  const [row] = await db.select({ name: cinemas.name }).from(cinemas).where(eq(cinemas.id, c.id));
  return { ...c, name: row?.name ?? '' };
}

export async function readNote(db: Db, actor: Actor, q: BusinessDayNoteQuery) {
  return findNote(db, await cinemaOf(db, actor, q.cinemaId), q.businessDate);
}

/** Who saved the day's note last and when, for the 409 of a stale save. */
async function lastSaved(db: Db, cinemaId: number, businessDate: string) {
  const [row] = await db
    .select({ userName: accounts.userName, at: businessDayNotes.updatedAt })
    .from(businessDayNotes)
    .leftJoin(accounts, eq(accounts.id, businessDayNotes.updatedById))
    .where(and(eq(businessDayNotes.cinemaId, cinemaId), eq(businessDayNotes.businessDate, businessDate)));
  return row ? { userName: row.userName, savedAt: iso(row.at) ?? '' } : undefined;
}

export async function saveNote(db: Db, actor: Actor, body: BusinessDayNoteBody) {
  const cinema = await cinemaOf(db, actor, body.cinemaId);
  const values = {
    weather: body.weather,
    weatherNote: body.weatherNote,
    notes: body.notes,
    updatedById: actor.real.id,
    updatedByName: actor.real.displayName,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    // A closed day's 日報 is frozen (docs/reports.md, "日次締め").
    await refuseClosedDay(tx, cinema.id, body.businessDate);
    const saved =
      body.version === 0
        ? await tx
            .insert(businessDayNotes)
            .values({ brandId: cinema.brandId, cinemaId: cinema.id, businessDate: body.businessDate, ...values })
            .onConflictDoNothing()
            .returning({ version: businessDayNotes.version })
        : await tx
            .update(businessDayNotes)
            .set({ ...values, version: sql`${businessDayNotes.version} + 1` })
            .where(
              and(
                eq(businessDayNotes.cinemaId, cinema.id),
                eq(businessDayNotes.businessDate, body.businessDate),
                eq(businessDayNotes.version, body.version),
              ),
            )
            .returning({ version: businessDayNotes.version });
    if (!saved.length) throw staleVersion(await lastSaved(tx, cinema.id, body.businessDate));
    await audit(tx, actor, {
      action: body.version === 0 ? 'create' : 'update',
      entity: 'businessDayNote',
      entityId: `${cinema.id}:${body.businessDate}`,
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: `${cinema.name} ${formatBusinessDate(body.businessDate)} 天候：${weatherText(body)}${body.notes ? ' 特記事項あり' : ''}`,
    });
    return findNote(tx, cinema, body.businessDate);
  });
}
