import { and, asc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import { nonArrivalMessages, type NonArrivalRecordBody, type NonArrivalRow } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  accounts,
  admissions,
  films,
  houses,
  screenings,
  transactionLines,
  transactions,
} from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { refuseClosedDay } from '../../platform/closed-days.js';
import { invalidField } from '../../platform/errors.js';
import { admissionsChanged } from '../../platform/events.js';

// 未着券記録: sold seats (a held sale, the line not refunded) of the cinema's screenings that have
// ended, never admitted; staff record what happened before the day is closed (docs/reports.md, "the report screens").

type Cinema = { id: number; brandId: number };

const pending = (cinema: Cinema, now: Date) =>
  and(
    eq(admissions.brandId, cinema.brandId),
    eq(admissions.cinemaId, cinema.id),
    isNull(admissions.admittedAt),
    lt(transactionLines.refundedQuantity, transactionLines.quantity),
    inArray(transactions.status, ['success', 'partial_refunded']),
    lte(screenings.endAt, now),
  );

const base = (db: Db) =>
  db
    .select({
      lineId: admissions.lineId,
      screeningId: admissions.screeningId,
      screeningStart: screenings.startAt,
      houseName: houses.name,
      filmName: films.name,
      seatKey: transactionLines.seatKey,
      ticketName: transactionLines.name,
      transactionId: transactions.id,
      transactionNo: transactions.transactionNo,
      channel: transactions.channel,
      issuedAt: admissions.issuedAt,
      outcome: admissions.nonArrivalOutcome,
      note: admissions.nonArrivalNote,
      recordedBy: accounts.displayName,
    })
    .from(admissions)
    .innerJoin(transactionLines, eq(transactionLines.id, admissions.lineId))
    .innerJoin(transactions, eq(transactions.id, transactionLines.transactionId))
    .innerJoin(screenings, eq(screenings.id, admissions.screeningId))
    .leftJoin(houses, eq(houses.id, screenings.houseId))
    .leftJoin(films, eq(films.id, transactionLines.filmId))
    .leftJoin(accounts, eq(accounts.id, admissions.nonArrivalBy));

export async function listNonArrivals(db: Db, actor: Actor, q: { cinemaId?: number; businessDate: string }) {
  const cinema = await cinemaFor(db, actor, q.cinemaId);
  const rows = await base(db)
    .where(and(pending(cinema, new Date()), eq(screenings.businessDate, q.businessDate)))
    .orderBy(asc(screenings.startAt), asc(houses.name), asc(transactionLines.seatKey));
  const list: NonArrivalRow[] = rows.map((r) => ({
    ...r,
    screeningStart: r.screeningStart.toISOString(),
    transactionNo: String(r.transactionNo),
    issuedAt: r.issuedAt ? r.issuedAt.toISOString() : null,
    outcome: r.outcome as NonArrivalRow['outcome'],
  }));
  return { list };
}

export async function recordNonArrivals(db: Db, actor: Actor, body: NonArrivalRecordBody) {
  const cinema = await cinemaFor(db, actor);
  const ids = [...new Set(body.lineIds)];
  return db.transaction(async (tx) => {
    const rows = await base(tx).where(and(pending(cinema, new Date()), inArray(admissions.lineId, ids)));
    if (rows.length !== ids.length) throw invalidField('lineIds', nonArrivalMessages.notFound);
    // A closed day's 着券 counts are final (docs/reports.md, "日次締め").
    const days = await tx
      .selectDistinct({ day: screenings.businessDate })
      .from(admissions)
      .innerJoin(screenings, eq(screenings.id, admissions.screeningId))
      .where(inArray(admissions.lineId, ids));
    for (const { day } of days) await refuseClosedDay(tx, cinema.id, day);
    await tx
      .update(admissions)
      .set({
        nonArrivalOutcome: body.outcome,
        nonArrivalNote: body.note ?? null,
        nonArrivalBy: actor.account.id > 0 ? actor.account.id : null,
      })
      .where(and(inArray(admissions.lineId, ids), isNull(admissions.admittedAt)));
    // 入場確認漏れ counts as 着券 (and another outcome no longer does): R2's admitted is counted again.
    await admissionsChanged(
      tx,
      rows.map((r) => r.transactionId),
    );
    await audit(tx, actor, {
      action: 'update',
      entity: 'admission',
      brandId: cinema.brandId,
      summary: `未着券の処理（${body.outcome}、${ids.length}席）`,
      detail: { lineIds: ids, outcome: body.outcome, note: body.note ?? null },
    });
    return { count: ids.length };
  });
}
