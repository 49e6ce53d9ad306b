import { readAll } from '../../db/reads.js';
import {
  addDays,
  paymentBlockKind,
  uncollectedKinds,
  type BusinessDailyQuery,
  type BusinessDailyReport,
  type ComparedPeriods,
  type GoalTargets,
  type KpiRow,
  type PaymentBlockRow,
  type ReconciliationRow,
  type TaxBlockRow,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../platform/scope.js';
import { advanceTicketsOf, paymentsOf, shiftsOf, taxesOf } from './business-daily-blocks.queries.js';
import { monthTargets } from '../revenue-goal/index.js';
import { figuresOf, kindBase, kpiRows, withTargets, type Figures } from './business-daily.kpis.js';
import type { Period } from './business-daily.queries.js';
import { notesOf } from './business-day-notes.repository.js';
import { reportCinemas } from '../../platform/report-cinemas.js';
import { closingOf } from './business-daily-blocks.queries.js';

// 営業日報 (docs/reports.md, "営業日報"): the chosen cinemas' totals for one 営業日 or a period.

/** 前年同曜日 is 364 days back (the weekday kept); 前年同期累計 the same calendar days of last year's month. */
export function comparedPeriods(p: Period): ComparedPeriods {
  const monthFrom = `${p.to.slice(0, 7)}-01`;
  const year = Number(p.to.slice(0, 4)) - 1;
  const month = p.to.slice(5, 7);
  const lastDay = new Date(Date.UTC(year, Number(month), 0)).getUTCDate();
  const day = Math.min(Number(p.to.slice(8, 10)), lastDay);
  return {
    lastYearFrom: addDays(p.from, -364),
    lastYearTo: addDays(p.to, -364),
    monthFrom,
    monthTo: p.to,
    lastYearMonthFrom: `${year}-${month}-01`,
    lastYearMonthTo: `${year}-${month}-${String(day).padStart(2, '0')}`,
  };
}

type Payments = Awaited<ReturnType<typeof paymentsOf>>;

function paymentRows(payments: Payments): PaymentBlockRow[] {
  return paymentBlockKind.values.map((kind) => {
    const p = payments.get(kind) ?? { count: 0, amount: 0, refundCount: 0, refundAmount: 0 };
    return { kind, label: paymentBlockKind.labels[kind], ...p, net: p.amount - p.refundAmount };
  });
}

const taxLabels = { standard: '10%対象', reduced: '8%対象（軽減）', exempt: '非課税・不課税' } as const;

function taxRows(taxes: Awaited<ReturnType<typeof taxesOf>>): TaxBlockRow[] {
  return (['standard', 'reduced', 'exempt'] as const).map((key) => {
    const t = taxes.get(key) ?? { base: 0, tax: 0 };
    return { key, label: taxLabels[key], base: t.base, tax: t.tax, net: t.base - t.tax };
  });
}

/**
 * 受入金額と売上の差: from the period's sales (興収 on the screening's day, the rest on the sales day) to the money
 * received, line by line, so 差額 is 0 whenever every yen is accounted for. Tickets are booked on the screening's day
 * but paid on the sales day: R3 gives what was sold ahead (前受金増), what had been sold earlier for the period's
 * screenings (前受金減), and refunds on other days of either; tenders that are not money on the day (ムビチケ等) come off.
 */
function reconciliationRows(
  f: Figures,
  advance: Awaited<ReturnType<typeof advanceTicketsOf>>,
  payments: Payments,
  day: string,
): ReconciliationRow[] {
  const line = (key: string, label: string, amount: number): ReconciliationRow => ({
    key,
    label,
    kind: 'line',
    amount,
  });
  const sales = [
    line('boxOffice', `${day}上映分売上（興収・計上額）`, f.booked),
    line('bookedDifference', '計上額と販売額の差（劇場負担割引等）', f.paid - f.booked),
    line('shop', '売店売上', kindBase(f, 'shop')),
    line('other', 'その他売上', kindBase(f, 'other')),
    line('membership', '会費売上', kindBase(f, 'membership_fee')),
  ];
  const salesTotal = sales.reduce((s, r) => s + r.amount, 0);
  const net = (kinds: readonly string[]) =>
    paymentRows(payments)
      .filter((r) => kinds.includes(r.kind))
      .reduce((s, r) => s + r.net, 0);
  const moves = [
    line('advanceIn', '先日付販売（前受金増）', advance.advanceIn),
    line('advanceOut', `過去販売分の${day}上映（前受金減）`, -advance.advanceOut),
    line('laterRefunds', `${day}上映分の後日払戻`, -advance.later),
    line('pastScreenings', '過去上映分の払戻等', advance.past),
    line('uncollected', 'ムビチケ等未収（ムビチケ・クーポン・鑑賞券・ポイント・売掛）', -net(uncollectedKinds)),
  ];
  const expected = salesTotal + moves.reduce((s, r) => s + r.amount, 0);
  const received = net(paymentBlockKind.values.filter((k) => !uncollectedKinds.includes(k)));
  return [
    ...sales,
    { key: 'salesTotal', label: '売上計', kind: 'subtotal', amount: salesTotal },
    ...moves,
    { key: 'expected', label: '受入額（売上から計算）', kind: 'subtotal', amount: expected },
    line('received', `${day}受入（決済−返金）`, received),
    { key: 'difference', label: '差額（受入−計算）', kind: 'difference', amount: received - expected },
  ];
}

/** The chosen cinemas' targets of the month together; null when none has one. */
function sumTargets(list: GoalTargets[]): GoalTargets | null {
  if (!list.length) return null;
  return list.reduce((s, t) => ({
    persons: s.persons + t.persons,
    boxOffice: s.boxOffice + t.boxOffice,
    shop: s.shop + t.shop,
    other: s.other + t.other,
    total: s.total + t.total,
  }));
}

/** Nothing sold or shown in any of the periods: the report is empty (its screen says so). */
const hasFigures = (rows: KpiRow[]) =>
  rows.some((r) => [r.current, r.lastYear, r.monthToDate, r.lastYearToDate].some((v) => v != null && v !== 0));

export async function businessDaily(db: Db, scope: Scope, query: BusinessDailyQuery): Promise<BusinessDailyReport> {
  const list = await reportCinemas(db, scope, query.cinemaIds);
  const ids = list.map((c) => c.id);
  const p: Period = { from: query.from, to: query.to };
  const compared = comparedPeriods(p);
  const periods: Period[] = [
    p,
    { from: compared.lastYearFrom, to: compared.lastYearTo },
    { from: compared.monthFrom, to: compared.monthTo },
    { from: compared.lastYearMonthFrom, to: compared.lastYearMonthTo },
  ];
  const [figures, payments, taxes, advance, shifts, notes, targets, closing] = ids.length
    ? await readAll(
        db,
        () => figuresOf(db, ids, periods),
        () => paymentsOf(db, ids, p),
        () => taxesOf(db, ids, p),
        () => advanceTicketsOf(db, ids, p),
        () => shiftsOf(db, ids, p),
        () => notesOf(db, list, p),
        () => monthTargets(db, ids, p.to.slice(0, 7)),
        () => closingOf(db, ids, p),
      )
    : [
        null,
        new Map(),
        new Map(),
        { advanceIn: 0, advanceOut: 0, later: 0, past: 0 },
        null,
        [],
        new Map(),
        'open' as const,
      ];
  const current = figures?.[0];
  const kpis = figures ? withTargets(kpiRows(figures), sumTargets([...targets.values()])) : [];
  const cash = payments.get('cash') ?? { amount: 0, refundAmount: 0 };
  const day = p.from === p.to ? '当日' : '期間';
  return {
    from: p.from,
    to: p.to,
    cinemas: list.map(({ id, code, name }) => ({ id, code, name })),
    closing,
    compared,
    notes,
    kpis: hasFigures(kpis) ? kpis : [],
    payments: paymentRows(payments),
    taxes: taxRows(taxes),
    reconciliation: current ? reconciliationRows(current, advance, payments, day) : [],
    cash: {
      shifts: shifts?.shifts ?? 0,
      workingShifts: shifts?.working ?? 0,
      cashSales: cash.amount,
      cashRefunds: -cash.refundAmount,
      payouts: shifts?.payouts ?? 0,
      overShort: shifts?.overShort ?? 0,
      // What the drawers hand over beyond their float: cash taken less given back and paid out, with 過不足;
      // unknown while a drawer of the period is still open (docs/reports.md, "営業日報").
      deposit: shifts?.working
        ? null
        : cash.amount - cash.refundAmount + (shifts?.payouts ?? 0) + (shifts?.overShort ?? 0),
    },
  };
}
