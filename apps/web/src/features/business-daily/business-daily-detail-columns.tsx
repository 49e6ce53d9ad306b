import {
  filmFeeCategory,
  type BusinessDailyDetail,
  type DetailHourRow,
  type DetailScreeningRow,
  type DetailShopRow,
} from '@cinema/contracts';
import { reportSection, type ReportSection } from '../../ui/report-page/report-sections.js';
import type { ReportColumn, ReportValue } from '../../ui/report-page/report-types.js';

// 営業日報（明細） (docs/reports.md, "営業日報"): 上映回別 grouped by スクリーン with a 小計 row per screen, 作品別, 売店 by
// 商品グループ and 時間帯別 (0–35時). The 合計 rows add up the screenings only, never the 小計 rows.

/** A screening, or the 小計 of a screen's screenings (cinema and day kept, the rest summed). */
export type ScreeningLine = DetailScreeningRow & { kind: 'screening' | 'subtotal' };

type Counted = Pick<DetailScreeningRow, 'seats' | 'paid' | 'comps' | 'admitted' | 'boxOffice'>;
const sumOf = <R extends Counted>(rows: R[], key: keyof Counted) => rows.reduce((s, r) => s + r[key], 0);
const rateOf = (rows: Counted[]) => {
  const seats = sumOf(rows, 'seats');
  return seats ? (sumOf(rows, 'paid') + sumOf(rows, 'comps')) / seats : null;
};
const averageOf = (rows: Counted[]) => {
  const persons = sumOf(rows, 'paid') + sumOf(rows, 'comps');
  return persons ? Math.round(sumOf(rows, 'boxOffice') / persons) : null;
};

/** The screenings in the server's order (cinema, screen, day, start), a 小計 after each screen's last. */
export function screeningLines(rows: DetailScreeningRow[]): ScreeningLine[] {
  const out: ScreeningLine[] = [];
  rows.forEach((r, i) => {
    out.push({ ...r, kind: 'screening' });
    const next = rows[i + 1];
    if (next && next.cinemaId === r.cinemaId && next.screenName === r.screenName) return;
    const mine = rows.filter((x) => x.cinemaId === r.cinemaId && x.screenName === r.screenName);
    out.push({
      ...r,
      kind: 'subtotal',
      startTime: '',
      filmName: `${r.screenName} 小計（${mine.length}回）`,
      format: '',
      seats: sumOf(mine, 'seats'),
      paid: sumOf(mine, 'paid'),
      comps: sumOf(mine, 'comps'),
      admitted: sumOf(mine, 'admitted'),
      boxOffice: sumOf(mine, 'boxOffice'),
      soldRate: rateOf(mine),
    });
  });
  return out;
}

const shows = (rows: ScreeningLine[]) => rows.filter((r) => r.kind === 'screening');
const counted = (key: keyof Counted, title: string): ReportColumn<ScreeningLine> => ({
  key,
  title,
  type: 'figure',
  value: (r) => r[key],
  total: (rows) => sumOf(shows(rows), key),
});
const bold = (r: ScreeningLine, text: string | null) => (r.kind === 'subtotal' ? <strong>{text}</strong> : text);

export const screeningColumns: ReportColumn<ScreeningLine>[] = [
  { key: 'cinemaName', title: '劇場', value: (r) => r.cinemaName, defaultHidden: true },
  { key: 'businessDate', title: '営業日', type: 'date', value: (r) => r.businessDate, fixed: true },
  { key: 'screenName', title: 'スクリーン', value: (r) => r.screenName, fixed: true, alwaysShown: true },
  { key: 'startTime', title: '開始', value: (r) => r.startTime || null },
  { key: 'filmName', title: '作品', value: (r) => r.filmName, render: (r) => bold(r, r.filmName) },
  { key: 'format', title: '上映方式', value: (r) => r.format || null },
  {
    key: 'category',
    title: '興行区分',
    value: (r) => (r.kind === 'subtotal' ? null : filmFeeCategory.labels[r.category]),
  },
  counted('seats', '座席数'),
  counted('paid', '販売数（有料）'),
  counted('comps', '招待'),
  counted('admitted', '着券数'),
  { key: 'soldRate', title: '販売率', type: 'percent', value: (r) => r.soldRate, total: (rows) => rateOf(shows(rows)) },
  counted('boxOffice', '興収税込（円）'),
  {
    key: 'averagePrice',
    title: '平均単価（円）',
    type: 'figure',
    value: (r) => averageOf([r]),
    total: (rows) => averageOf(shows(rows)),
  },
];

type FilmRow = Counted & { filmId: number; filmName: string; shows: number; soldRate: number | null };
const filmRows = (rows: DetailScreeningRow[]): FilmRow[] =>
  [...new Set(rows.map((r) => r.filmId))].map((filmId) => {
    const mine = rows.filter((r) => r.filmId === filmId);
    return {
      filmId,
      filmName: mine[0]?.filmName ?? '',
      shows: mine.length,
      seats: sumOf(mine, 'seats'),
      paid: sumOf(mine, 'paid'),
      comps: sumOf(mine, 'comps'),
      admitted: sumOf(mine, 'admitted'),
      boxOffice: sumOf(mine, 'boxOffice'),
      soldRate: rateOf(mine),
    };
  });
const fig = <T,>(
  key: string,
  title: string,
  value: (r: T) => number | null,
  total: ReportColumn<T>['total'] = 'sum',
) => ({
  key,
  title,
  type: 'figure' as const,
  value,
  total,
});
const filmColumns: ReportColumn<FilmRow>[] = [
  { key: 'filmName', title: '作品', value: (r) => r.filmName, fixed: true },
  fig('shows', '回数', (r) => r.shows),
  fig('seats', '座席数', (r) => r.seats),
  fig('paid', '販売数（有料）', (r) => r.paid),
  fig('comps', '招待', (r) => r.comps),
  fig('admitted', '着券数', (r) => r.admitted),
  { key: 'soldRate', title: '販売率', type: 'percent', value: (r) => r.soldRate, total: (rows) => rateOf(rows) },
  fig('boxOffice', '興収税込（円）', (r) => r.boxOffice),
  fig(
    'averagePrice',
    '平均単価（円）',
    (r) => averageOf([r]),
    (rows) => averageOf(rows),
  ),
];

const shareOf = (rows: DetailShopRow[], r: DetailShopRow): ReportValue => {
  const all = rows.reduce((s, x) => s + x.gross, 0);
  return all ? r.gross / all : null;
};
const shopColumns = (rows: DetailShopRow[]): ReportColumn<DetailShopRow>[] => [
  { key: 'label', title: '商品グループ', value: (r) => r.label, fixed: true },
  fig('quantity', '数量', (r) => r.quantity),
  fig('gross', '税込（円）', (r) => r.gross),
  fig('net', '税抜（円）', (r) => r.net),
  {
    key: 'share',
    title: '構成比',
    type: 'percent',
    value: (r) => shareOf(rows, r),
    total: (all) => (all.length ? 1 : null),
  },
];

const hourColumns: ReportColumn<DetailHourRow>[] = [
  { key: 'hour', title: '時間帯', value: (r) => `${r.hour}時台`, fixed: true },
  fig('ticketTransactions', '会計件数（チケット）', (r) => r.ticketTransactions),
  fig('shopTransactions', '会計件数（売店）', (r) => r.shopTransactions),
  fig('ticketSales', 'チケット販売額（円）', (r) => r.ticketSales),
  fig('shopSales', '売店売上（円）', (r) => r.shopSales),
  fig('admissions', '入場者（上映開始時刻）', (r) => r.admissions),
];

export function detailSections(d: BusinessDailyDetail): ReportSection[] {
  return [
    reportSection({
      key: 'films',
      title: '作品別',
      note: '上映日で集計（上映回別の作品ごとの小計）。',
      columns: filmColumns,
      rows: filmRows(d.screenings),
      rowKey: (r) => String(r.filmId),
    }),
    reportSection({
      key: 'shop',
      title: '売店（商品グループ別）',
      note: '販売日で集計。値引き後・返金を差し引いた額です。その他売上の項目は含みません。',
      columns: shopColumns(d.shop),
      rows: d.shop,
      rowKey: (r) => r.group,
    }),
    reportSection({
      key: 'hours',
      title: '時間帯別',
      note: '会計件数・販売額は販売した時刻（0〜35時、25時台は翌1時台）、入場者は上映開始時刻の時間帯です。',
      columns: hourColumns,
      rows: d.hours,
      rowKey: (r) => String(r.hour),
      chart: {
        type: 'bar',
        series: [
          { key: 'admissions', name: '入場者（人）' },
          { key: 'shopTransactions', name: '会計件数・売店（件）' },
        ],
        points: d.hours.map((h) => ({
          label: `${h.hour}時`,
          admissions: h.admissions,
          shopTransactions: h.shopTransactions,
        })),
      },
    }),
  ];
}
