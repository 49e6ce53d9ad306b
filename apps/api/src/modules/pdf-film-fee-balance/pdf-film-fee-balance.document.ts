import {
  monthText,
  payableState,
  pdfFilmFeeBalanceMessages,
  type PayableRow,
  type PrintColumn,
  type PrintDocument,
} from '@cinema/contracts';
import { longDate } from '../../platform/pdf/index.js';
import type { FilmFeeBalanceData } from './pdf-film-fee-balance.data.js';

// The 未払映画料残高一覧表 as a PrintDocument (docs/accounting.md, "未払映画料残高一覧表"), A4 landscape: a row per
// 配給会社 (コード, 名称, 前月末残高, 当月発生（税込）, 当月支払, 相殺, 当月末残高, 支払予定日, 状態) and a 合計 row.

const num = (v: number) => v.toLocaleString('ja-JP');
const slashDate = (d: string | null) => (d ? d.replaceAll('-', '/') : '-');
const figures = ['opening', 'incurred', 'paid', 'offset', 'balance'] as const;

const col = (title: string, width: number, align: PrintColumn['align'] = 'right') => ({ title, width, align });
const columns: PrintColumn[] = [
  col('コード', 1, 'left'),
  col('配給会社', 3, 'left'),
  col('前月末残高', 1.5),
  col('当月発生（税込）', 1.6),
  col('当月支払', 1.5),
  col('相殺', 1.2),
  col('当月末残高', 1.5),
  col('支払予定日', 1.3, 'center'),
  col('状態', 1, 'center'),
];

export function filmFeeBalanceDocument(d: FilmFeeBalanceData, stampUrl: string | null = null): PrintDocument {
  const sum = (k: (typeof figures)[number]) => d.rows.reduce((a, r) => a + r[k], 0);
  const row = (r: PayableRow) => [
    r.clientCode,
    r.clientName,
    ...figures.map((k) => num(r[k])),
    slashDate(r.dueOn),
    payableState.labels[r.state],
  ];
  return {
    title: '未払映画料残高一覧表',
    subtitle: null,
    orientation: 'landscape',
    fileName: `未払映画料残高一覧表_${d.month.replace('-', '')}.pdf`,
    recipient: null,
    issuer: { lines: d.issuer.lines, stampUrl },
    meta: [
      { label: '発行日', value: longDate(d.issuedOn) },
      { label: '対象月', value: monthText(d.month) },
      { label: '基準日', value: longDate(d.asOf) },
      { label: '範囲', value: d.hideZero ? '全社（残高0を除く）' : '全社' },
    ],
    lead: [`${monthText(d.month)}末日現在の配給会社別の未払映画料（確定済みの映画料、税込）です。`],
    table: {
      columns,
      rows: d.rows.length
        ? [
            ...d.rows.map((r) => ({ kind: 'row' as const, cells: row(r) })),
            { kind: 'total' as const, cells: ['', '合計', ...figures.map((k) => num(sum(k))), '', ''] },
          ]
        : [],
      empty: pdfFilmFeeBalanceMessages.none(d.month),
    },
    totals: d.rows.length ? [{ label: '当月末残高合計', value: `${num(sum('balance'))}円`, strong: true }] : [],
    notes: ['前月末残高 + 当月発生 − 当月支払 − 相殺 = 当月末残高。支払予定日は未払の映画料のうち最も早いものです。'],
  };
}
