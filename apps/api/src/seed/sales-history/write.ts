import { and, eq } from 'drizzle-orm';
import { daysBetween, type SaleDocument } from '@cinema/contracts';
import { inChunks, type Db } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import {
  admissions,
  cashierShifts,
  type paymentMethods,
  rolledUpTransactions,
  seatReservations,
  transactionLines,
  transactionPayments,
  transactions,
  transactionTaxes,
} from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import {
  paymentRows,
  priceWith,
  recordRefund,
  saleRows,
  type PricingCatalog,
  type SalesContext,
} from '../../modules/sales/index.js';
import { COUNTER_PAYMENTS, NON_ARRIVAL, ONLINE_PAYMENTS, REFUND_RATE, type Prng } from './calibration.js';
import type { DraftSale } from './draft.js';
import { closeShifts, openShifts, type Shift } from './shifts.js';

// Writes a day's drafted sales the way the one write path does, in batches: lines priced by the
// sales module's price function (priceWith), rows built by its builders (saleRows, paymentRows, tax
// allocated by allocateTax inside), then inserted many rows at a time. Refunds and cashier shifts
// are few, so they go through the services themselves (recordRefund, openShift, closeShift).

type Method = typeof paymentMethods.$inferSelect;
type Till = { id: number; type: string; name: string };

const MINUTE = 60_000;
const REFUND_REASONS = ['お客様都合', '体調不良のため', '日時の選び間違い', '券種の選び間違い'] as const;

/** The tenders of a sale: ムビチケ for its ムビチケ lines, the rest by the channel's mix (cash with a tendered amount). */
function tenders(rng: Prng, d: DraftSale, amounts: number[], byCode: Map<string, Method>) {
  const out: SaleDocument['payments'] = [];
  const movie = d.movieTicketLines.reduce((s, i) => s + (amounts[i] ?? 0), 0);
  const rest = amounts.reduce((s, a) => s + a, 0) - movie;
  const movieMethod = byCode.get('MOVIETICKET');
  if (movie > 0 && movieMethod)
    out.push({ methodId: movieMethod.id, amount: movie, reference: `MT${rng.int(1e9, 9e9)}` });
  const left = rest + (movie > 0 && !movieMethod ? movie : 0);
  if (left <= 0) return out;
  const code = rng.pick(d.channel === 'online' ? ONLINE_PAYMENTS : COUNTER_PAYMENTS);
  const m = byCode.get(code) ?? byCode.get('CREDIT')!;
  out.push({
    methodId: m.id,
    amount: left,
    tendered: m.kind === 'cash' ? (rng.chance(0.4) ? left : Math.ceil((left + 1) / 1000) * 1000) : undefined,
    approvalNo: m.kind === 'credit' ? String(rng.int(100000, 999999)) : undefined,
  });
  return out;
}

export interface WriteInput {
  ctx: SalesContext;
  date: string;
  now: Date;
  rng: Prng;
  catalog: PricingCatalog;
  drafts: DraftSale[];
  tills: Till[];
  methods: Method[];
}

export async function writeSales(tx: Db, { ctx, date, now, rng, catalog, drafts, tills, methods }: WriteInput) {
  const of = (type: string) => tills.filter((t) => t.type === type);
  const pos = of('pos');
  const counters = pos.filter((t) => !t.name.includes('売店'));
  const registers = pos.filter((t) => t.name.includes('売店'));
  const till = {
    online: of('online'),
    kiosk: of('kiosk'),
    counter: counters.length ? counters : pos,
    shop: registers.length ? registers : pos,
  };
  const methodsById = new Map(methods.map((m) => [m.id, m]));
  const byCode = new Map(methods.filter((m) => m.active).map((m) => [m.code, m]));
  // A register still in a live shift (a real device today) sells without one of ours.
  const working = new Set(
    (
      await tx
        .select({ deviceId: cashierShifts.deviceId })
        .from(cashierShifts)
        .where(and(eq(cashierShifts.cinemaId, ctx.cinemaId), eq(cashierShifts.status, 'working')))
    ).map((s) => s.deviceId),
  );
  const shifts = new Map<number, Shift>();
  const seqBase = daysBetween('2000-01-01', date) * 10_000;
  const seqs = new Map<number, number>();
  const rows = {
    transactions: [] as (typeof transactions.$inferInsert)[],
    taxes: [] as (typeof transactionTaxes.$inferInsert)[],
    lines: [] as (typeof transactionLines.$inferInsert)[],
    admissions: [] as (typeof admissions.$inferInsert)[],
    payments: [] as (typeof transactionPayments.$inferInsert)[],
    seats: [] as (typeof seatReservations.$inferInsert)[],
  };
  const sold: { id: string; at: number; start: number | null }[] = [];

  for (const d of drafts) {
    const choices = till[d.till];
    if (!choices.length) continue;
    const device = choices[rng.int(0, choices.length - 1)]!;
    const at = d.occurredAt.getTime();
    const sctx: SalesContext = { ...ctx, channel: d.channel, deviceId: device.id };
    let priced;
    try {
      priced = priceWith(
        catalog,
        { channel: d.channel, occurredAt: d.occurredAt, cutoffHour: ctx.cutoffHour },
        d.lines,
      );
    } catch (err) {
      if (err instanceof AppError) continue; // e.g. a screening not yet on sale at that minute
      throw err;
    }
    let shift: Shift | undefined;
    if (d.channel === 'pos' && !working.has(device.id)) {
      shift = shifts.get(device.id) ?? {
        id: rng.uuidAt(at - 30 * MINUTE),
        deviceId: device.id,
        openedAt: new Date(at - rng.int(20, 40) * MINUTE),
        float: rng.int(6, 10) * 5000,
        lastAt: at,
      };
      shift.lastAt = at;
      shifts.set(device.id, shift);
    }
    const seq = (seqs.get(device.id) ?? seqBase) + 1;
    seqs.set(device.id, seq);
    const id = rng.uuidAt(at);
    const newId = () => rng.uuidAt(at);
    const sale = saleRows(
      sctx,
      {
        id,
        doc: { occurredAt: d.occurredAt.toISOString(), deviceSeq: seq, memberNo: d.memberNo },
        lines: priced.lines,
        exceptions: priced.exceptions,
        shiftId: shift?.id ?? null,
        options: { status: 'success' },
      },
      newId,
    );
    const inputs = tenders(
      rng,
      d,
      priced.lines.map((l) => l.amount),
      byCode,
    );
    rows.transactions.push(sale.transaction);
    rows.taxes.push(...sale.taxes);
    rows.lines.push(...sale.lines);
    rows.payments.push(
      ...paymentRows(
        sctx,
        { id, total: sale.total, salesBusinessDate: sale.salesBusinessDate },
        inputs,
        methodsById,
        newId,
      ),
    );
    const start = d.screening?.startAt.getTime() ?? null;
    for (const a of sale.admissions) {
      // 発券 at the counter or kiosk when bought; online tickets at the gate. 2–4 % never come (未着券).
      const comes = !rng.chance(NON_ARRIVAL);
      const issued = d.channel === 'online' ? (comes ? Math.max(at, start! - rng.int(5, 30) * MINUTE) : null) : at;
      const admitted = comes ? Math.max(issued ?? at, start! - rng.int(0, 20) * MINUTE) : null;
      rows.admissions.push({
        ...a,
        issuedAt: issued != null && issued < now.getTime() ? new Date(issued) : null,
        admittedAt: admitted != null && admitted < now.getTime() ? new Date(admitted) : null,
      });
    }
    for (const l of sale.lines)
      if (l.screeningId && l.seatKey)
        rows.seats.push({
          brandId: ctx.brandId,
          cinemaId: ctx.cinemaId,
          screeningId: l.screeningId,
          seatKey: l.seatKey,
          seatType: l.seatType ?? 'general',
          transactionId: id,
          status: 'sold',
        });
    sold.push({ id, at, start });
  }

  await openShifts(tx, ctx, [...shifts.values()]);
  // As a sale writes them (insertRows): on PGlite every request waits for this day's transaction.
  await inChunks(rows.transactions, (c) => tx.execute(insertRows(transactions, c)));
  await inChunks(rows.taxes, (c) => tx.execute(insertRows(transactionTaxes, c)));
  await inChunks(rows.lines, (c) => tx.execute(insertRows(transactionLines, c)));
  await inChunks(rows.admissions, (c) => tx.execute(insertRows(admissions, c)));
  await inChunks(rows.payments, (c) => tx.execute(insertRows(transactionPayments, c)));
  await inChunks(rows.seats, (c) => tx.execute(insertRows(seatReservations, c)));

  // 払戻 (0.5–1 %): at the counter, through the refund service (negative document, seats freed).
  const refunds: string[] = [];
  const office: SalesContext = { ...ctx, channel: 'backoffice', deviceId: null };
  for (const s of sold) {
    if (!rng.chance(REFUND_RATE)) continue;
    const at = s.at + rng.int(2, 90) * MINUTE;
    if (at >= now.getTime() || (s.start != null && at >= s.start)) continue;
    const clientId = rng.uuidAt(at);
    await recordRefund(tx, office, {
      clientId,
      originalId: s.id,
      occurredAt: new Date(at).toISOString(),
      reason: rng.pick(REFUND_REASONS.map((r) => [r, 1] as const)),
    });
    refunds.push(clientId);
  }
  await closeShifts(tx, rng, ctx, [...shifts.values()], now);
  // The rollups are rebuilt from these facts by the caller; marking them keeps the jobs the refunds
  // enqueued from counting them a second time.
  await inChunks([...sold.map((s) => s.id), ...refunds], (c) =>
    tx.insert(rolledUpTransactions).values(c.map((transactionId) => ({ transactionId }))),
  );
  return { transactions: sold.length + refunds.length, admissions: rows.admissions.length };
}
