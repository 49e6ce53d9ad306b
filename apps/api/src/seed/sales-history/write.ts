import { sql } from 'drizzle-orm';
import { inChunks, rowsOf, type Db } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import {
  admissions,
  demoSalesDays,
  kitchenPrintJobs,
  rolledUpTransactions,
  seatReservations,
  stockMovements,
  transactionLines,
  transactionPayments,
  transactions,
  transactionTaxes,
} from '../../db/schema/index.js';
import { MasterCache } from '../../platform/master-cache.js';
import { printJobRows } from '../../modules/kitchen-print-jobs/index.js';
import { earningsOf, memberSalesWritten } from '../../modules/members/index.js';
import { checkInvariants, rebuildRollups } from '../../modules/rollups/index.js';
import { recordRefund, type SalesContext } from '../../modules/sales/index.js';
import { saleMovements } from '../../modules/stock/index.js';
import type { DayPlan } from './plan.js';
import { settlePointUses } from './points.js';
import { closeShifts, openShifts } from './shifts.js';

// Writes a planned cinema-day (plan.ts) in steps the job runner runs one transaction each: the
// sales a few hundred at a time, as the one write path writes a sale's rows (insertRows) and takes
// its shop lines out of stock (saleMovements); then refunds and shift closes through the sales
// services; then the rollups of the days touched, the invariants (docs/sales.md, "invariants") and the day's record. On
// PGlite a transaction holds the only connection and the server's thread for as long as it runs,
// so no step may take long (issue 20: a whole day in one transaction kept the console waiting).

/** Sales per step: a few hundred milliseconds on a busy machine. */
export const SALES_PER_STEP = 200;

export interface DayResult {
  transactions: number;
  admissions: number;
  screenings: number;
}

/** How many sales steps the plan takes. */
export const salesSteps = (plan: DayPlan) => Math.ceil(plan.sales.length / SALES_PER_STEP);

/** The history's キッチン伝票: those of the last two days (docs/demo-data.md), so the printers show some. */
const PRINTED_FOR_MS = 2 * 24 * 60 * 60_000;
/** Printed 40 to 120 seconds after the sale (a kitchen's pace); one not printed by now still waits. */
const demoPrintedAt = (orderedAt: Date, transactionNo: number) => {
  const at = new Date(orderedAt.getTime() + (40 + (transactionNo % 81)) * 1000);
  return at.getTime() <= Date.now() ? at : null;
};

/** 取引番号 taken ahead, as the sale path takes each sale's, in the order of the sales. */
async function transactionNumbers(tx: Db, n: number) {
  if (!n) return [];
  const rows = await rowsOf<{ no: string }>(
    tx.execute(sql`select nextval('transaction_no_seq') as no from generate_series(1, ${n})`),
  );
  return rows.map((r) => Number(r.no)).sort((a, b) => a - b);
}

/** Step `chunk` of the sales (the first opens the day's shifts): their rows and stock movements. */
export async function writeSalesStep(tx: Db, plan: DayPlan, chunk: number) {
  const sales = plan.sales.slice(chunk * SALES_PER_STEP, (chunk + 1) * SALES_PER_STEP);
  if (chunk === 0) await openShifts(tx, plan.ctx, plan.shifts);
  const numbers = await transactionNumbers(tx, sales.length);
  // The brand's items with their recipes and the cinema's 売店, read once for the step.
  const cache = new MasterCache(60_000);
  const movements: (typeof stockMovements.$inferInsert)[] = [];
  for (const [i, s] of sales.entries())
    if (s.shop.length)
      movements.push(
        ...(await saleMovements(tx, {
          brandId: plan.ctx.brandId,
          cinemaId: plan.ctx.cinemaId,
          kind: 'sale',
          lines: s.shop,
          reference: String(numbers[i]),
          occurredAt: new Date(s.at),
          createdBy: null,
          cache,
        })),
      );
  const numbered = sales.map((s, i) => ({ ...s.transaction, transactionNo: numbers[i] }));
  const recent = sales.flatMap((s, i) =>
    s.shop.length && Date.now() - s.at < PRINTED_FOR_MS
      ? [{ transaction: numbered[i] ?? s.transaction, lines: s.lines, cache }]
      : [],
  );
  const slips = await printJobRows(tx, recent, demoPrintedAt);
  // Before the payments are written: a member without the points pays that part otherwise.
  const pointEntries = await settlePointUses(tx, sales);
  await inChunks(numbered, (c) => tx.execute(insertRows(transactions, c)));
  await inChunks(
    sales.flatMap((s) => s.taxes),
    (c) => tx.execute(insertRows(transactionTaxes, c)),
  );
  await inChunks(
    sales.flatMap((s) => s.lines),
    (c) => tx.execute(insertRows(transactionLines, c)),
  );
  await inChunks(
    sales.flatMap((s) => s.admissions),
    (c) => tx.execute(insertRows(admissions, c)),
  );
  await inChunks(
    sales.flatMap((s) => s.payments),
    (c) => tx.execute(insertRows(transactionPayments, c)),
  );
  await inChunks(
    sales.flatMap((s) => s.seats),
    (c) => tx.execute(insertRows(seatReservations, c)),
  );
  // One statement per thousand: the trigger adds them to R9 (inventory_balance_day) per statement.
  await inChunks(movements, (c) => tx.execute(insertRows(stockMovements, c)));
  await inChunks(slips, (c) => tx.execute(insertRows(kitchenPrintJobs, c)));
  for (const { table, rows } of pointEntries) await inChunks(rows, (c) => tx.execute(insertRows(table, c)));
  // 会員 sales earn their points and figures as the one write path's hook does (docs/membership.md).
  // (earningsOf: what was paid with points earns nothing, as in the hook.)
  await memberSalesWritten(
    tx,
    earningsOf(sales.map((s) => ({ transaction: s.transaction, lines: s.lines, payments: s.payments }))),
  );
}

/**
 * 払戻 at the counter through the refund service (a negative document, seats freed, its rollup job
 * queued as for any refund), then the shifts closed through the shift service. Then the planner's
 * statistics of the documents, the day's included: without them the next step's rebuild and check
 * take the day, past the last ANALYZE, for a handful of rows and read it by nested loops, one per
 * document (seconds on PGlite instead of a few hundred milliseconds).
 */
export async function writeRefundsStep(tx: Db, plan: DayPlan) {
  const office: SalesContext = { ...plan.ctx, channel: 'backoffice', deviceId: null };
  for (const r of plan.refunds) await recordRefund(tx, office, r);
  await closeShifts(tx, plan.ctx, plan.shifts);
  await tx.execute(sql`analyze transactions`);
}

/**
 * The day's sales marked rolled up and the rollups of the days they touched rebuilt from the facts
 * in one step, so no reader sees them marked but not counted; then docs/sales.md, "invariants" checked (a failure
 * fails the job, and the day stays unrecorded) and the day recorded in demo_sales_days.
 */
export async function recordDayStep(tx: Db, plan: DayPlan, date: string): Promise<DayResult> {
  await inChunks(
    plan.sales.map((s) => s.id),
    (c) => tx.insert(rolledUpTransactions).values(c.map((transactionId) => ({ transactionId }))),
  );
  await rebuildRollups(tx, plan.range);
  const failures = await checkInvariants(tx, plan.range);
  if (failures.length)
    throw new Error(
      `デモ売上履歴 ${date} が整合性チェックに失敗しました: ${failures.map((f) => f.message).join(' / ')}`,
    );
  const written = plan.sales.length + plan.refunds.length;
  await tx
    .insert(demoSalesDays)
    .values({ brandId: plan.ctx.brandId, cinemaId: plan.ctx.cinemaId, businessDate: date, transactions: written });
  return {
    transactions: written,
    admissions: plan.sales.reduce((n, s) => n + s.admissions.length, 0),
    screenings: plan.screenings,
  };
}
