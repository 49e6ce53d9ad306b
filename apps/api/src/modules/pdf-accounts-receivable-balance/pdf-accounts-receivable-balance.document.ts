import {
  lastDayOfMonth,
  monthText,
  pdfArMessages,
  type ArBalanceRow,
  type PrintColumn,
  type PrintDocument,
  type PrintRow,
} from '@cinema/contracts';
import { longDate } from '../../platform/pdf/index.js';
import type { ArBalanceDocData } from './pdf-accounts-receivable-balance.data.js';

// The 売掛金残高一覧表 as a PrintDocument (docs/accounting.md, "売掛金残高一覧表"): one builder for the PDF and the
// print HTML. Clients grouped by 取引先グループ (the group's name as a heading row, a 小計 row under it; clients of no
// group last, as グループなし), then a 合計 row; 当月末残高 = 前月末残高 + 当月売上 − 当月入金 − 値引・相殺.

const num = (v: number) => v.toLocaleString('ja-JP');
const yen = (v: number) => `${num(v)}円`;
const slashDate = (d: string) => `${d.slice(0, 4)}/${d.slice(5, 7)}/${d.slice(8, 10)}`;
const compact = (d: string) => d.replaceAll('-', '');

const col = (title: string, width: number, align: PrintColumn['align'] = 'right'): PrintColumn => ({
  title,
  width,
  align,
});
const columns: PrintColumn[] = [
  col('取引先コード', 1.1, 'left'),
  col('取引先名', 2.8, 'left'),
  col('前月末残高', 1.3),
  col('当月売上（税込）', 1.4),
  col('当月入金', 1.3),
  col('値引・相殺', 1.1),
  col('当月末残高', 1.4),
  col('回収予定日', 1.1, 'center'),
];

type Sums = Pick<ArBalanceRow, 'opening' | 'sales' | 'payments' | 'offsets' | 'closing'>;
const sumOf = (rows: ArBalanceRow[]): Sums => ({
  opening: rows.reduce((s, r) => s + r.opening, 0),
  sales: rows.reduce((s, r) => s + r.sales, 0),
  payments: rows.reduce((s, r) => s + r.payments, 0),
  offsets: rows.reduce((s, r) => s + r.offsets, 0),
  closing: rows.reduce((s, r) => s + r.closing, 0),
});
const figures = (s: Sums) => [num(s.opening), num(s.sales), num(s.payments), num(s.offsets), num(s.closing)];

/** The clients by group, groups in name order, clients of no group last; clients in code order within. */
export function byGroup(rows: ArBalanceRow[]): [string, ArBalanceRow[]][] {
  const groups = new Map<string, ArBalanceRow[]>();
  const sorted = [...rows].sort(
    (a, b) =>
      Number(a.clientGroupName === null) - Number(b.clientGroupName === null) ||
      (a.clientGroupName ?? '').localeCompare(b.clientGroupName ?? '', 'ja') ||
      a.clientCode.localeCompare(b.clientCode),
  );
  for (const r of sorted) {
    const name = r.clientGroupName ?? pdfArMessages.noGroup;
    groups.set(name, [...(groups.get(name) ?? []), r]);
  }
  return [...groups];
}

function rowsOf(rows: ArBalanceRow[]): PrintRow[] {
  const out: PrintRow[] = [];
  for (const [name, members] of byGroup(rows)) {
    out.push({ kind: 'note', cells: [`【${name}】`] });
    for (const r of members)
      out.push({ kind: 'row', cells: [r.clientCode, r.clientName, ...figures(r), slashDate(r.dueDate)] });
    out.push({ kind: 'total', cells: ['', `小計（${name}）`, ...figures(sumOf(members)), ''] });
  }
  out.push({ kind: 'total', cells: ['', '合計', ...figures(sumOf(rows)), ''] });
  return out;
}

export function arBalanceDocument(d: ArBalanceDocData, stampUrl: string | null = null): PrintDocument {
  const last = lastDayOfMonth(d.month);
  const total = sumOf(d.rows);
  return {
    title: '売掛金残高一覧表',
    subtitle: `（${longDate(last)}現在）`,
    orientation: 'landscape',
    fileName: `売掛金残高一覧表_${compact(`${d.month}-01`)}-${compact(last)}.pdf`,
    recipient: null,
    issuer: { lines: d.issuer.lines, stampUrl },
    meta: [
      { label: '発行日', value: longDate(d.issuedOn) },
      { label: '対象月', value: `${longDate(`${d.month}-01`)}〜${longDate(last)}` },
      { label: '取引先グループ', value: d.groupName ?? 'すべて' },
      { label: '取引先', value: d.clientName ?? 'すべて' },
      ...(d.nonZero ? [{ label: '残高0', value: '除く' }] : []),
    ],
    lead: [`${monthText(d.month)}の取引先ごとの売掛金の増減と月末残高です。`],
    table: { columns, rows: d.rows.length ? rowsOf(d.rows) : [], empty: pdfArMessages.noBalances(d.month) },
    totals: d.rows.length
      ? [
          { label: '取引先数', value: `${d.rows.length}社`, strong: false },
          { label: '当月売上（税込）合計', value: yen(total.sales), strong: false },
          { label: '当月入金合計', value: yen(total.payments), strong: false },
          { label: '当月末残高合計', value: yen(total.closing), strong: true },
        ]
      : [],
    notes: ['当月末残高 = 前月末残高 + 当月売上（税込） − 当月入金 − 値引・相殺（振込手数料）。マイナスは前受です。'],
  };
}
