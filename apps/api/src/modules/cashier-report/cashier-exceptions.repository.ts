import { readAll } from '../../db/reads.js';
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import {
  businessDateOf,
  businessDayWindow,
  exceptionKind,
  refusalLabel,
  type CashierException,
  type CashierExceptionsQuery,
} from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { cashierShifts, deviceDocuments, devices, transactions } from '../../db/schema/index.js';

// レジ精算 > 例外一覧: every exception of a period in one place, whether or not its sale had a shift
// (a kiosk's cash, an online sale), the numbers missing from each shift, and the documents refused.

type Cinema = { id: number; brandId: number; cutoffHour: number };

/** Runs of numbers absent from a sorted list between two bounds (exclusive): [{from, to}]. */
export function missingRuns(after: number, before: number, present: number[]) {
  const runs: { from: number; to: number }[] = [];
  let next = after + 1;
  for (const n of [...present.filter((p) => p > after && p < before), before]) {
    if (n > next) runs.push({ from: next, to: n - 1 });
    next = Math.max(next, n + 1);
  }
  return runs;
}

/** Each shift's 連番欠番: its device's numbers between its opening document and its close (or the latest). */
export async function shiftGaps(db: Db, shiftIds: string[]) {
  if (!shiftIds.length) return new Map<string, { from: number; to: number }[]>();
  const rows = await rowsOf<{ id: string; open_seq: number; end_seq: number | null; seqs: number[] | null }>(
    db.execute(sql`select s.id, o.device_seq as open_seq,
        coalesce(s.last_device_seq, (select max(d.device_seq) + 1 from device_documents d where d.device_id = s.device_id)) as end_seq,
        (select array_agg(d.device_seq order by d.device_seq) from device_documents d
          where d.device_id = s.device_id and d.device_seq > o.device_seq
            and d.device_seq < coalesce(s.last_device_seq, 2147483647)) as seqs
      from cashier_shifts s
      join device_documents o on o.device_id = s.device_id and o.client_id = s.device_client_id
      where s.id in (${sql.join(
        shiftIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  return new Map(
    rows.map((r) => [r.id, r.end_seq == null ? [] : missingRuns(r.open_seq, Number(r.end_seq), r.seqs ?? [])]),
  );
}

export async function periodExceptions(db: Db, cinema: Cinema, q: CashierExceptionsQuery) {
  const t = transactions;
  const ofCinema = and(eq(t.brandId, cinema.brandId), eq(t.cinemaId, cinema.id));
  const start = new Date(businessDayWindow(q.from, cinema.cutoffHour).start);
  const end = new Date(businessDayWindow(q.to, cinema.cutoffHour).end);
  const [flagged, shifts, refused] = await readAll(
    db,
    () =>
      db
        .select({
          id: t.id,
          transactionNo: t.transactionNo,
          occurredAt: t.occurredAt,
          salesBusinessDate: t.salesBusinessDate,
          shiftId: t.shiftId,
          deviceName: devices.name,
          exceptions: t.exceptions,
        })
        .from(t)
        .leftJoin(devices, eq(devices.id, t.deviceId))
        .where(
          and(
            ofCinema,
            gte(t.salesBusinessDate, q.from),
            lte(t.salesBusinessDate, q.to),
            q.deviceId ? eq(t.deviceId, q.deviceId) : undefined,
            sql`jsonb_array_length(${t.exceptions}) > 0`,
          ),
        )
        .orderBy(asc(t.occurredAt))
        .limit(5000),
    () =>
      db
        .select({
          id: cashierShifts.id,
          openedAt: cashierShifts.openedAt,
          salesBusinessDate: cashierShifts.salesBusinessDate,
          deviceName: devices.name,
        })
        .from(cashierShifts)
        .innerJoin(devices, eq(devices.id, cashierShifts.deviceId))
        .where(
          and(
            eq(cashierShifts.brandId, cinema.brandId),
            eq(cashierShifts.cinemaId, cinema.id),
            gte(cashierShifts.salesBusinessDate, q.from),
            lte(cashierShifts.salesBusinessDate, q.to),
            q.deviceId ? eq(cashierShifts.deviceId, q.deviceId) : undefined,
          ),
        ),
    () =>
      db
        .select({
          clientId: deviceDocuments.clientId,
          kind: deviceDocuments.kind,
          deviceSeq: deviceDocuments.deviceSeq,
          result: deviceDocuments.result,
          receivedAt: deviceDocuments.receivedAt,
          deviceName: devices.name,
        })
        .from(deviceDocuments)
        .innerJoin(devices, eq(devices.id, deviceDocuments.deviceId))
        .where(
          and(
            eq(deviceDocuments.brandId, cinema.brandId),
            eq(deviceDocuments.cinemaId, cinema.id),
            gte(deviceDocuments.httpStatus, 400),
            gte(deviceDocuments.receivedAt, start),
            lt(deviceDocuments.receivedAt, end),
            q.deviceId ? eq(deviceDocuments.deviceId, q.deviceId) : undefined,
          ),
        )
        .orderBy(asc(deviceDocuments.receivedAt))
        .limit(5000),
  );
  const gaps = await shiftGaps(
    db,
    shifts.map((s) => s.id),
  );
  const list: CashierException[] = [
    ...flagged.flatMap((f) =>
      f.exceptions.map((e) => ({
        source: 'sale' as const,
        occurredAt: f.occurredAt.toISOString(),
        salesBusinessDate: f.salesBusinessDate,
        deviceName: f.deviceName,
        shiftId: f.shiftId,
        transactionId: f.id,
        transactionNo: String(f.transactionNo),
        kind: e.kind,
        kindLabel: exceptionKind.labels[e.kind] ?? e.kind,
        message: e.message,
      })),
    ),
    ...shifts.flatMap((s) =>
      (gaps.get(s.id) ?? []).map((g) => ({
        source: 'shift' as const,
        occurredAt: s.openedAt.toISOString(),
        salesBusinessDate: s.salesBusinessDate,
        deviceName: s.deviceName,
        shiftId: s.id,
        transactionId: null,
        transactionNo: null,
        kind: 'sequence_gap',
        kindLabel: exceptionKind.labels.sequence_gap,
        message:
          g.from === g.to ? `端末の連番 ${g.from} が届いていません` : `端末の連番 ${g.from}〜${g.to} が届いていません`,
      })),
    ),
    ...refused.map((r) => {
      const answer = r.result as { code?: string; message?: string };
      const code = answer.code ?? 'refused';
      return {
        source: 'refusal' as const,
        occurredAt: r.receivedAt.toISOString(),
        salesBusinessDate: businessDateOf(r.receivedAt, cinema.cutoffHour),
        deviceName: r.deviceName,
        shiftId: null,
        transactionId: null,
        transactionNo: null,
        kind: code,
        kindLabel: refusalLabel(code),
        message: `${r.kind}（連番 ${r.deviceSeq}）: ${answer.message ?? ''}`,
      };
    }),
  ].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  return { list, total: list.length };
}
