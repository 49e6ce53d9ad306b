import { readAll } from '../../db/reads.js';
import type { GoalMeasure, GoalTargets, KpiGroup, KpiRow, KpiUnit } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  boxOfficeOf,
  kindsOf,
  shopPartsOf,
  shopTransactionsOf,
  showsOf,
  type Period,
  type ShopPart,
} from './business-daily.queries.js';

// 営業日報's KPI rows (docs/reports.md, "営業日報"): each a function of one period's sums, read for the period, the
// same weekday last year, the month to date and the same days of last year's month.

export interface Figures {
  shows: number;
  seats: number;
  sold: number;
  tickets: number;
  comps: number;
  booked: number;
  bookedTax: number;
  paid: number;
  kinds: Map<string, { base: number; tax: number }>;
  shopTransactions: number;
  shopParts: Map<ShopPart, number>;
}

/** The sums of each period, in the order given. */
export async function figuresOf(db: Db, ids: number[], ps: Period[]): Promise<Figures[]> {
  const [box, shows, kinds, txns, parts] = await readAll(
    db,
    () => boxOfficeOf(db, ids, ps),
    () => showsOf(db, ids, ps),
    () => kindsOf(db, ids, ps),
    () => shopTransactionsOf(db, ids, ps),
    () => shopPartsOf(db, ids, ps),
  );
  return ps.map((_, k) => ({
    shows: 0,
    seats: 0,
    sold: 0,
    tickets: 0,
    comps: 0,
    booked: 0,
    bookedTax: 0,
    paid: 0,
    ...shows.get(k),
    ...box.get(k),
    kinds: kinds.get(k) ?? new Map(),
    shopTransactions: txns.get(k) ?? 0,
    shopParts: parts.get(k) ?? new Map(),
  }));
}

export const kindBase = (f: Figures, kind: string) => f.kinds.get(kind)?.base ?? 0;
const kindNet = (f: Figures, kind: string) => kindBase(f, kind) - (f.kinds.get(kind)?.tax ?? 0);
const admissions = (f: Figures) => f.tickets + f.comps;
/** A share or a mean: null where the divisor is 0 (shown '-'). */
const ratio = (a: number, b: number) => (b ? a / b : null);
const yenPer = (a: number, b: number) => (b ? Math.round(a / b) : null);
const total = (f: Figures) => f.booked + kindBase(f, 'shop') + kindBase(f, 'other') + kindBase(f, 'membership_fee');
const totalNet = (f: Figures) =>
  f.booked - f.bookedTax + kindNet(f, 'shop') + kindNet(f, 'other') + kindNet(f, 'membership_fee');

type Def = [key: string, group: KpiGroup, label: string, unit: KpiUnit, value: (f: Figures) => number | null];

const defs: Def[] = [
  ['shows', 'boxOffice', '上映回数', 'count', (f) => f.shows],
  ['paidAdmissions', 'boxOffice', '動員（有料）', 'persons', (f) => f.tickets],
  ['comps', 'boxOffice', '動員（招待）', 'persons', (f) => f.comps],
  ['admissions', 'boxOffice', '動員（計）', 'persons', admissions],
  ['boxOffice', 'boxOffice', '興行収入（税込）', 'yen', (f) => f.booked],
  ['boxOfficeNet', 'boxOffice', '興行収入（税抜）', 'yen', (f) => f.booked - f.bookedTax],
  ['averagePrice', 'boxOffice', '平均単価', 'yen', (f) => yenPer(f.booked, admissions(f))],
  ['soldRate', 'boxOffice', '販売率', 'percent', (f) => ratio(f.sold, f.seats)],
  ['shopSales', 'shop', '売店売上（税込）', 'yen', (f) => kindBase(f, 'shop')],
  ['shopSalesNet', 'shop', '売店売上（税抜）', 'yen', (f) => kindNet(f, 'shop')],
  ['food8', 'shop', 'うちフード・ドリンク8%', 'yen', (f) => f.shopParts.get('food8') ?? 0],
  ['food10', 'shop', 'うちフード・ドリンク10%', 'yen', (f) => f.shopParts.get('food10') ?? 0],
  ['goods', 'shop', 'うちグッズ', 'yen', (f) => f.shopParts.get('goods') ?? 0],
  ['shopOther', 'shop', 'うちその他', 'yen', (f) => f.shopParts.get('otherShop') ?? 0],
  ['shopTransactions', 'shop', '会計件数', 'count', (f) => f.shopTransactions],
  ['shopSpend', 'shop', '客単価', 'yen', (f) => yenPer(kindBase(f, 'shop'), f.shopTransactions)],
  ['purchaseRate', 'shop', '購買率', 'percent', (f) => ratio(f.shopTransactions, admissions(f))],
  ['spendPerHead', 'shop', '一人当たり売店売上', 'yen', (f) => yenPer(kindBase(f, 'shop'), admissions(f))],
  ['otherSales', 'other', 'その他売上（税込）', 'yen', (f) => kindBase(f, 'other')],
  ['membershipSales', 'membership', '会費売上（税込）', 'yen', (f) => kindBase(f, 'membership_fee')],
  ['totalSales', 'total', '売上合計（税込）', 'yen', total],
  ['totalSalesNet', 'total', '売上合計（税抜）', 'yen', totalNet],
];

/** 前年比 of amounts and counts; a rate's (販売率, 購買率) is not a ratio anyone reads, so '-'. */
const yoy = (unit: KpiUnit, a: number | null, b: number | null) =>
  unit === 'percent' || a == null || !b ? null : a / b;

/** The rows from the figures of [period, same weekday last year, month to date, last year's month to date]. */
export function kpiRows([current, lastYear, month, lastYearMonth]: Figures[]): KpiRow[] {
  return defs.map(([key, group, label, unit, value]) => {
    const [c, l, m, lm] = [current, lastYear, month, lastYearMonth].map((f) => (f ? value(f) : null));
    return {
      key,
      group,
      label,
      unit,
      current: c ?? null,
      lastYear: l ?? null,
      yoy: yoy(unit, c ?? null, l ?? null),
      monthToDate: m ?? null,
      lastYearToDate: lm ?? null,
      yoyToDate: yoy(unit, m ?? null, lm ?? null),
      target: null,
      achievement: null,
    };
  });
}

/**
 * The KPI rows a 売上目標 measure stands for: 動員（計）, 興行収入（税込）, 売店売上（税込）, その他売上（税込）. 売上合計 holds
 * 会費売上, which no target covers, so it has none (docs/reports.md, "売上目標").
 */
const targetOfRow: Partial<Record<string, Exclude<GoalMeasure, 'total'>>> = {
  admissions: 'persons',
  boxOffice: 'boxOffice',
  shopSales: 'shop',
  otherSales: 'other',
};

/** 月目標 = the month's target of the cinemas (those that have one), 達成率 = 月累計 ÷ 月目標. */
export function withTargets(rows: KpiRow[], targets: GoalTargets | null): KpiRow[] {
  return rows.map((r) => {
    const m = targetOfRow[r.key];
    const target = m && targets ? targets[m] : null;
    return { ...r, target, achievement: target && r.monthToDate != null ? r.monthToDate / target : null };
  });
}
