import { Tag } from 'antd';
import {
  filmFeeLabels as L,
  filmFeeStatus,
  monthText,
  type FilmFeeRow,
  type FilmFeeStatus,
  type FilmFeeUnit,
} from '@cinema/contracts';
import { dateTime, figure, text, yenText } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';

// 映画料集計's columns (docs/accounting.md, "映画料集計"): the statement list and its 精算単位. A figure a missing 歩率
// leaves unknown is '-', never 0.

const right = 'right' as const;
const colors: Record<FilmFeeStatus, string> = { provisional: 'orange', confirmed: 'green' };

export const FilmFeeStatusTag = ({ status }: { status: FilmFeeStatus }) => (
  <Tag color={colors[status]}>{filmFeeStatus.labels[status]}</Tag>
);

/** 60%、50% (the rates the month's periods found), '-' when none. */
export const ratesText = (rates: number[]) => (rates.length ? rates.map((r) => `${r}%`).join('、') : '-');
const yen = (n: number | null) => n ?? '';

export const filmFeeColumns: ListColumn<FilmFeeRow>[] = [
  { title: L.distributorName, dataIndex: 'distributorName', render: text, csv: (r) => r.distributorName },
  { title: L.filmName, dataIndex: 'filmName', alwaysShown: true, csv: (r) => r.filmName },
  { title: L.cinemaName, dataIndex: 'cinemaName', csv: (r) => r.cinemaName },
  { title: L.month, dataIndex: 'month', render: monthText, csv: (r) => monthText(r.month), defaultHidden: true },
  { title: L.paid, dataIndex: 'paid', align: right, render: (v: number) => `${figure(v)}人`, csv: (r) => r.paid },
  {
    title: L.comps,
    dataIndex: 'comps',
    align: right,
    render: (v: number) => `${figure(v)}人`,
    csv: (r) => r.comps,
    defaultHidden: true,
  },
  { title: L.boxOffice, dataIndex: 'boxOffice', align: right, render: yenText, csv: (r) => r.boxOffice },
  { title: L.boxOfficeNet, dataIndex: 'boxOfficeNet', align: right, render: yenText, csv: (r) => r.boxOfficeNet },
  { title: L.rate, dataIndex: 'rates', align: right, render: ratesText, csv: (r) => ratesText(r.rates) },
  { title: L.fee, dataIndex: 'fee', align: right, render: yenText, csv: (r) => yen(r.fee) },
  { title: L.adjustment, dataIndex: 'adjustment', align: right, render: yenText, csv: (r) => r.adjustment },
  { title: L.total, dataIndex: 'total', align: right, render: yenText, csv: (r) => yen(r.total) },
  { title: L.tax, dataIndex: 'tax', align: right, render: yenText, csv: (r) => yen(r.tax) },
  { title: L.payable, dataIndex: 'payable', align: right, render: yenText, csv: (r) => yen(r.payable) },
  {
    title: L.status,
    dataIndex: 'status',
    render: (_: unknown, r) => <FilmFeeStatusTag status={r.status} />,
    csv: (r) => filmFeeStatus.labels[r.status],
  },
  {
    title: L.adjustmentReason,
    dataIndex: 'adjustmentReason',
    render: text,
    csv: (r) => r.adjustmentReason,
    defaultHidden: true,
  },
  { title: L.confirmedAt, dataIndex: 'confirmedAt', render: dateTime, csv: (r) => dateTime(r.confirmedAt) },
  {
    title: L.confirmedByName,
    dataIndex: 'confirmedByName',
    render: text,
    csv: (r) => r.confirmedByName,
    defaultHidden: true,
  },
];

const slash = (d: string) => d.replaceAll('-', '/');

/** The 精算単位 of a statement (the detail drawer). */
export const unitColumns = [
  { title: L.category, dataIndex: 'categoryLabel' },
  { title: L.period, key: 'period', render: (_: unknown, u: FilmFeeUnit) => `${slash(u.from)}〜${slash(u.to)}` },
  { title: L.paid, dataIndex: 'paid', align: right, render: (v: number) => `${figure(v)}人` },
  { title: L.boxOffice, dataIndex: 'boxOffice', align: right, render: yenText },
  { title: L.boxOfficeNet, dataIndex: 'boxOfficeNet', align: right, render: yenText },
  { title: L.rate, dataIndex: 'rate', align: right, render: (v: number | null) => (v == null ? '未登録' : `${v}%`) },
  { title: L.fee, dataIndex: 'fee', align: right, render: yenText },
];
