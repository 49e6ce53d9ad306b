import { Typography } from 'antd';
import {
  kpiGroup,
  kpiUnit,
  type BusinessDailyReport,
  type CashBlock,
  type KpiRow,
  type PaymentBlockRow,
  type ReconciliationRow,
  type TaxBlockRow,
} from '@cinema/contracts';
import { FigureText } from '../../ui/report-page/report-cells.js';
import { reportSection, type ReportSection } from '../../ui/report-page/report-sections.js';
import type { ReportColumn } from '../../ui/report-page/report-types.js';
import { percent } from '../../lib/format.js';

// 営業日報's table and lower blocks (docs/reports.md, "営業日報"). A KPI row holds yen, persons, a count or a rate:
// a rate's cells show and export as 12.5%, the other figures as numbers.

type Figure = keyof Pick<KpiRow, 'current' | 'lastYear' | 'monthToDate' | 'lastYearToDate' | 'target'>;

/** A rate shows (and exports) as 12.5%; the other figures stay numbers. */
const kpiValue = (r: KpiRow, v: number | null) => (v == null ? null : r.unit === 'percent' ? percent(v) : v);

const figureColumn = (key: Figure, title: string): ReportColumn<KpiRow> => ({
  key,
  title,
  type: 'figure',
  value: (r) => kpiValue(r, r[key]),
});
const ratioColumn = (key: 'yoy' | 'yoyToDate' | 'achievement', title: string): ReportColumn<KpiRow> => ({
  key,
  title,
  type: 'percent',
  value: (r) => r[key],
});

/** 当日 for one day, 期間計 for a period. */
export function kpiColumns(oneDay: boolean): ReportColumn<KpiRow>[] {
  return [
    { key: 'group', title: '区分', value: (r) => kpiGroup.labels[r.group], fixed: true },
    {
      key: 'label',
      title: '項目',
      value: (r) => r.label,
      render: (r) => (r.group === 'total' ? <strong>{r.label}</strong> : r.label),
      fixed: true,
      alwaysShown: true,
    },
    { key: 'unit', title: '単位', value: (r) => kpiUnit.labels[r.unit] },
    figureColumn('current', oneDay ? '当日' : '期間計'),
    figureColumn('lastYear', oneDay ? '前年同曜日' : '前年同期間'),
    ratioColumn('yoy', '前年比'),
    figureColumn('monthToDate', '月累計'),
    figureColumn('lastYearToDate', '前年同期累計'),
    ratioColumn('yoyToDate', '前年比（累計）'),
    figureColumn('target', '月目標'),
    ratioColumn('achievement', '達成率'),
  ];
}

const yen = <T,>(key: string, title: string, value: (r: T) => number | null, total = true): ReportColumn<T> => ({
  key,
  title,
  type: 'figure',
  value,
  total: total ? 'sum' : undefined,
});

const paymentColumns: ReportColumn<PaymentBlockRow>[] = [
  { key: 'label', title: '決済方法', value: (r) => r.label, fixed: true },
  yen('count', '件数', (r) => r.count),
  yen('amount', '金額（円）', (r) => r.amount),
  yen('refundCount', '返金件数', (r) => r.refundCount),
  yen('refundAmount', '返金額（円）', (r) => r.refundAmount),
  yen('net', '純額（円）', (r) => r.net),
];

const taxColumns: ReportColumn<TaxBlockRow>[] = [
  { key: 'label', title: '税率区分', value: (r) => r.label, fixed: true },
  yen('base', '対象額・税込（円）', (r) => r.base),
  yen('tax', '消費税（円）', (r) => r.tax),
  yen('net', '税抜（円）', (r) => r.net),
];

const reconciliationColumns: ReportColumn<ReconciliationRow>[] = [
  {
    key: 'label',
    title: '項目',
    value: (r) => r.label,
    render: (r) => (r.kind === 'line' ? r.label : <strong>{r.label}</strong>),
  },
  {
    key: 'amount',
    title: '金額（円）',
    type: 'figure',
    value: (r) => r.amount,
    render: (r) =>
      r.kind === 'difference' && r.amount !== 0 ? (
        <Typography.Text type="danger" strong>
          <FigureText value={r.amount} />
        </Typography.Text>
      ) : r.kind === 'line' ? (
        <FigureText value={r.amount} />
      ) : (
        <strong>
          <FigureText value={r.amount} />
        </strong>
      ),
  },
];

type CashRow = { key: string; label: string; value: number | null };
const cashRows = (c: CashBlock): CashRow[] => [
  { key: 'shifts', label: 'シフト数（件）', value: c.shifts },
  { key: 'working', label: '精算前のシフト（件）', value: c.workingShifts },
  { key: 'cashSales', label: '現金売上（円）', value: c.cashSales },
  { key: 'cashRefunds', label: '現金返金・取消（円）', value: c.cashRefunds },
  { key: 'payouts', label: 'レジ出金（円）', value: c.payouts },
  { key: 'overShort', label: '現金過不足（円）', value: c.overShort },
  { key: 'deposit', label: '銀行預入予定額（円）', value: c.deposit },
];
const cashColumns: ReportColumn<CashRow>[] = [
  { key: 'label', title: '項目', value: (r) => r.label },
  {
    key: 'value',
    title: '値',
    type: 'figure',
    value: (r) => r.value,
    render: (r) =>
      r.key === 'overShort' && r.value ? (
        <Typography.Text type="danger" strong>
          <FigureText value={r.value} />
        </Typography.Text>
      ) : (
        <FigureText value={r.value} />
      ),
  },
];

/** The lower blocks: (1) 決済方法別, (2) 税率別, (3) 受入金額と売上の差, (4) 現金過不足. */
export function businessDailySections(r: BusinessDailyReport): ReportSection[] {
  return [
    reportSection({
      key: 'payments',
      title: '決済方法別',
      note: '販売日で集計。返金はその営業日に件数・金額を別に数えます。',
      columns: paymentColumns,
      rows: r.payments,
      rowKey: (p) => p.kind,
    }),
    reportSection({
      key: 'taxes',
      title: '税率別',
      note: '販売日で集計。消費税は取引ごと・税率ごとに端数処理した額の合計です。',
      columns: taxColumns,
      rows: r.taxes,
      rowKey: (t) => t.key,
    }),
    reportSection({
      key: 'reconciliation',
      title: '受入金額と売上の差',
      note: '興行収入（上映日）から受け入れた金額（販売日）までの差を項目ごとに示します。差額が0なら一致しています。',
      columns: reconciliationColumns,
      rows: r.reconciliation,
      rowKey: (x) => x.key,
    }),
    reportSection({
      key: 'cash',
      title: '現金過不足',
      note:
        r.cash.workingShifts > 0
          ? '精算前のシフトがあるため、銀行預入予定額はまだ計算できません。'
          : 'レジ精算のシフトの合計。銀行預入予定額は現金売上−返金−出金±過不足です。',
      columns: cashColumns,
      rows: cashRows(r.cash),
      rowKey: (x) => x.key,
    }),
  ];
}
