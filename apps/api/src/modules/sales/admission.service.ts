import { and, eq, inArray, sql } from 'drizzle-orm';
import { dailyClosingMessages, type AdmissionDocument, type DocumentResult } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { admissions, screenings, seatReservations, transactionLines } from '../../db/schema/index.js';
import { refuseClosedDay } from '../../platform/closed-days.js';
import { conflict, notFound } from '../../platform/errors.js';
import { admissionsChanged } from '../../platform/events.js';
import { seatLineJoin } from './sold-seat-lines.js';

// 発券 (a ticket printed) and 着券 (scanned at the gate) of a sold seat. The first time counts; a
// repeated scan changes nothing and answers the same. A screening of a closed 営業日 is refused: its 着券 counts are
// final once the day is closed (docs/sales.md, "closed days").

export const seatNotSold = 'この座席は販売されていません（払戻・取消済みの可能性があります）';

export async function recordAdmission(
  tx: Db,
  ctx: { cinemaId: number; deviceId: number | null },
  doc: AdmissionDocument,
): Promise<DocumentResult> {
  const [line] = await tx
    .select({
      id: transactionLines.id,
      transactionId: transactionLines.transactionId,
      screeningDate: transactionLines.screeningBusinessDate,
    })
    .from(seatReservations)
    .innerJoin(transactionLines, seatLineJoin)
    .where(
      and(
        eq(seatReservations.cinemaId, ctx.cinemaId),
        eq(seatReservations.screeningId, doc.screeningId),
        eq(seatReservations.seatKey, doc.seatKey),
        inArray(seatReservations.status, ['sold']),
      ),
    );
  if (!line) {
    const [own] = await tx
      .select({ id: screenings.id })
      .from(screenings)
      .where(and(eq(screenings.id, doc.screeningId), eq(screenings.cinemaId, ctx.cinemaId)));
    if (!own) throw notFound('上映回が見つかりません');
    throw conflict(seatNotSold);
  }
  if (line.screeningDate)
    await refuseClosedDay(tx, ctx.cinemaId, line.screeningDate, dailyClosingMessages.frozenAdmission);
  const at = new Date(doc.occurredAt);
  await tx
    .update(admissions)
    .set(
      doc.action === 'issue'
        ? { issuedAt: sql`coalesce(${admissions.issuedAt}, ${at.toISOString()}::timestamptz)` }
        : {
            issuedAt: sql`coalesce(${admissions.issuedAt}, ${at.toISOString()}::timestamptz)`,
            admittedAt: sql`coalesce(${admissions.admittedAt}, ${at.toISOString()}::timestamptz)`,
            gateDeviceId: sql`coalesce(${admissions.gateDeviceId}, ${ctx.deviceId})`,
          },
    )
    .where(eq(admissions.lineId, line.id));
  if (doc.action !== 'issue') await admissionsChanged(tx, [line.transactionId]);
  return {
    clientId: doc.clientId,
    kind: 'admission',
    transactionId: line.transactionId,
    transactionNo: null,
    transactionKind: null,
    status: null,
    total: null,
    tax: null,
    change: null,
    exceptions: [],
  };
}
