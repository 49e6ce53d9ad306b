import type { BoxOfficeSale, FareClassKind } from '@cinema/contracts';
import type { ReportColumn } from '../../ui/report-page/report-types.js';
import { dayTitle } from './special-report-criteria.js';

// 興行成績報告書（料金別）'s table (docs/reports.md, "特別レポート"), as the paper form reads: the 料金区分 rows, then the
// 合計, 上映回数 per day, and the 興収's 消費税 and 税抜 below, in the table itself so the export and the print carry them.

/** A 料金区分, or a line of the form's foot. */
export interface FareLine {
  key: string;
  kind: FareClassKind | 'total' | 'screenings' | 'tax' | 'net';
  label: string;
  unitPrice: number | null;
  persons: (number | null)[];
  totalPersons: number | null;
  amount: number | null;
}

const foot = (kind: FareLine['kind'], label: string, days: number, values: Partial<FareLine>): FareLine => ({
  key: kind,
  kind,
  label,
  unitPrice: null,
  persons: Array.from({ length: days }, () => null),
  totalPersons: null,
  amount: null,
  ...values,
});

/** The answer as the form's lines; nothing at all when no 料金区分 sold. */
export function fareLines(d: BoxOfficeSale): FareLine[] {
  if (!d.rows.length) return [];
  const n = d.days.length;
  return [
    ...d.rows.map((r) => ({ ...r })),
    foot('total', '合計', n, { persons: d.totals.persons, totalPersons: d.totals.totalPersons, amount: d.gross }),
    foot('screenings', '上映回数', n, { persons: d.screeningsPerDay, totalPersons: d.screenings }),
    foot('tax', 'うち消費税（10%）', n, { amount: d.tax }),
    foot('net', '興収（税抜）', n, { amount: d.net }),
  ];
}

const isFoot = (l: FareLine) => ['total', 'screenings', 'tax', 'net'].includes(l.kind);

/** 料金区分, each day's 人員, 計人員, 単価 and 金額. */
export function fareColumns(days: string[]): ReportColumn<FareLine>[] {
  return [
    {
      key: 'label',
      title: '料金区分',
      value: (l) => l.label,
      render: (l) => (isFoot(l) ? <strong>{l.label}</strong> : l.label),
      fixed: true,
      alwaysShown: true,
    },
    ...days.map((day, i): ReportColumn<FareLine> => ({
      key: `day-${day}`,
      title: `${dayTitle(day)} 人員`,
      type: 'figure',
      value: (l) => l.persons[i] ?? null,
    })),
    { key: 'totalPersons', title: '計人員', type: 'figure', value: (l) => l.totalPersons },
    { key: 'unitPrice', title: '単価（円）', type: 'figure', value: (l) => l.unitPrice },
    { key: 'amount', title: '金額（円）', type: 'figure', value: (l) => l.amount },
  ];
}
