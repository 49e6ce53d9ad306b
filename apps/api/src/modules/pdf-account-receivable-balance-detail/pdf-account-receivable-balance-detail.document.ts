import {
  arEntryKindLabel,
  lastDayOfMonth,
  monthText,
  pdfArDetailMessages,
  type ArLedger,
  type PrintColumn,
  type PrintDocument,
  type PrintRow,
} from '@cinema/contracts';
import { longDate } from '../../platform/pdf/index.js';
import type { ArDetailDocData } from './pdf-account-receivable-balance-detail.data.js';

// The 売掛金残高明細表（得意先元帳） as a PrintDocument (docs/accounting.md, "売掛金残高明細表"): per client a section
// (its heading row), 前月繰越, then its entries by date — 日付, 伝票/請求書番号, 区分 (売上/入金/相殺), 摘要, 売上, 入金
// (入金 and 相殺), 残高 running from 前月繰越 — and a 月計 row whose 残高 is the client's balance at the month's end.

const num = (v: number) => v.toLocaleString('ja-JP');
const amount = (v: number) => (v ? num(v) : '');
const yen = (v: number) => `${num(v)}円`;
const slashDate = (d: string) => `${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}`;
const compact = (d: string) => d.replaceAll('-', '');

const col = (title: string, width: number, align: PrintColumn['align'] = 'right'): PrintColumn => ({
  title,
  width,
  align,
});
const columns: PrintColumn[] = [
  col('日付', 0.8, 'center'),
  col('伝票/請求書番号', 1.7, 'left'),
  col('区分', 0.7, 'center'),
  col('摘要', 2.6, 'left'),
  col('売上', 1.2),
  col('入金', 1.2),
  col('残高', 1.3),
];

/** A client's section: heading, 前月繰越, the entries with their running balance, 月計. */
export function ledgerRows(l: ArLedger): PrintRow[] {
  return [
    { kind: 'note', cells: [`■ ${l.clientCode} ${l.clientName}`] },
    { kind: 'row', cells: ['', '', '', '前月繰越', '', '', num(l.opening)] },
    ...l.entries.map((e): PrintRow => ({
      kind: 'row',
      cells: [
        slashDate(e.date),
        e.documentNo,
        arEntryKindLabel[e.kind],
        e.description,
        amount(e.sales),
        amount(e.received),
        num(e.balance),
      ],
    })),
    { kind: 'total', cells: ['', '', '', '月計', num(l.sales), num(l.payments + l.offsets), num(l.closing)] },
  ];
}

export function arDetailDocument(d: ArDetailDocData, stampUrl: string | null = null): PrintDocument {
  const last = lastDayOfMonth(d.month);
  const one = d.ledgers.length === 1 ? d.ledgers[0] : undefined;
  return {
    title: '売掛金残高明細表',
    subtitle: '（得意先元帳）',
    orientation: 'portrait',
    fileName: `売掛金残高明細表_${one ? one.clientCode : '全取引先'}_${compact(`${d.month}-01`)}-${compact(last)}.pdf`,
    recipient: null,
    issuer: { lines: d.issuer.lines, stampUrl },
    meta: [
      { label: '発行日', value: longDate(d.issuedOn) },
      { label: '対象月', value: `${longDate(`${d.month}-01`)}〜${longDate(last)}` },
      { label: '取引先', value: d.clientName ?? '残高・動きのある全取引先' },
    ],
    lead: [`${monthText(d.month)}の取引先ごとの売掛金の明細です。入金欄には振込手数料などの相殺を含みます。`],
    table: { columns, rows: d.ledgers.flatMap(ledgerRows), empty: pdfArDetailMessages.none(d.month) },
    totals: d.ledgers.length
      ? [
          { label: '取引先数', value: `${d.ledgers.length}社`, strong: false },
          { label: '当月末残高合計', value: yen(d.ledgers.reduce((s, l) => s + l.closing, 0)), strong: true },
        ]
      : [],
    notes: ['残高 = 前月繰越 + 売上 − 入金（相殺を含む）。マイナスは前受です。'],
  };
}
