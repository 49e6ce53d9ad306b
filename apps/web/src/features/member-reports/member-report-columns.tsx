import type { MemberCouponRow, MemberCountRow, MemberPointRow, MemberUsageRow } from '@cinema/contracts';
import { figureColumn } from '../../ui/report-page/report-columns.js';
import type { ReportColumn } from '../../ui/report-page/report-types.js';

// 会員レポート's blocks (docs/membership.md, "会員レポート"): 会員数推移 per month × rank, and per month 会員利用, ポイント
// and クーポン. A month clipped to the period shows its days.

const monthLabel = (r: { month: string; from?: string; to?: string }) => {
  const m = `${r.month.slice(0, 4)}年${Number(r.month.slice(5))}月`;
  if (!r.from || !r.to) return m;
  const whole = r.from.endsWith('-01') && r.to.slice(0, 7) === r.month && Number(r.to.slice(8)) >= 28;
  return whole ? m : `${m}（${Number(r.from.slice(8))}日〜${Number(r.to.slice(8))}日）`;
};

const monthColumn = <T extends { month: string }>(): ReportColumn<T> => ({
  key: 'month',
  title: '月',
  value: (r) => monthLabel(r),
  fixed: true,
  alwaysShown: true,
  total: () => '合計',
});

const figure = <T,>(key: keyof T & string, title: string, total: ReportColumn<T>['total'] = 'sum') =>
  figureColumn<T>(key, title, { total });

/** 期首 of the period is its first month's, 期末 its last month's; the movements add up. */
const firstMonth = (rows: MemberCountRow[], key: 'opening' | 'closing', last = false) => {
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const month = last ? months[months.length - 1] : months[0];
  return rows.filter((r) => r.month === month).reduce((n, r) => n + r[key], 0);
};

export const memberCountColumns: ReportColumn<MemberCountRow>[] = [
  monthColumn(),
  { key: 'rankName', title: 'ランク', value: (r) => r.rankName, fixed: true },
  figure('opening', '期首', (rows) => firstMonth(rows, 'opening')),
  figure('joined', '新規入会'),
  figure('renewed', '更新'),
  figure('rankMoves', 'ランク変動'),
  figure('left', '退会・失効'),
  figure('closing', '期末', (rows) => firstMonth(rows, 'closing', true)),
];

export const memberUsageColumns: ReportColumn<MemberUsageRow>[] = [
  monthColumn(),
  figure('memberTxns', '会員取引件数'),
  figure('memberAdmissions', '会員動員（人）'),
  figure('admissions', '総動員（人）'),
  {
    key: 'memberRatio',
    title: '会員比率',
    type: 'percent',
    value: (r) => r.memberRatio,
    total: (rows) => {
      const all = rows.reduce((n, r) => n + r.admissions, 0);
      return all ? rows.reduce((n, r) => n + r.memberAdmissions, 0) / all : null;
    },
  },
  figure('memberSales', '会員売上（税込・円）'),
  {
    key: 'admissionsPerMember',
    title: '一人当たり鑑賞回数',
    type: 'figure',
    digits: 2,
    value: (r) => r.admissionsPerMember,
  },
];

export const memberPointColumns: ReportColumn<MemberPointRow>[] = [
  monthColumn(),
  figure('awarded', '付与'),
  figure('used', '利用'),
  figure('expired', '失効'),
  figure('adjusted', '調整'),
  figure('closingBalance', '期末残高', (rows) => rows[rows.length - 1]?.closingBalance ?? null),
];

export const memberCouponColumns: ReportColumn<MemberCouponRow>[] = [
  monthColumn(),
  figure('distributed', '配布枚数'),
  figure('usedOfDistributed', 'うち利用済'),
  {
    key: 'useRate',
    title: '利用率',
    type: 'percent',
    value: (r) => r.useRate,
    total: (rows) => {
      const all = rows.reduce((n, r) => n + r.distributed, 0);
      return all ? rows.reduce((n, r) => n + r.usedOfDistributed, 0) / all : null;
    },
  },
  figure('usedInMonth', '当月の利用'),
];
