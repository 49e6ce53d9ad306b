import {
  lastDayOfMonth,
  pdfArVerifyMessages,
  type PrintBatch,
  type PrintColumn,
  type PrintDocument,
  type PrintRow,
} from '@cinema/contracts';
import { longDate } from '../../platform/pdf/index.js';
import type { ArVerifyDocData } from './pdf-accounts-receivable-verify.data.js';

// The 売掛金残高確認書 as a batch of PrintDocuments (docs/accounting.md, "売掛金残高確認書"): a letter per client,
// addressed 「name 御中」, from the brand with its 社印: 「貴社に対する当社の売掛金残高は下記のとおりです」, the balance at
// 基準日, its breakdown by 請求書番号 (what was open of each invoice at 基準日; the rest — sales not yet invoiced, a
// payment not yet matched — as one row, so the breakdown always sums to the balance), and the reply slip.

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
  col('請求書番号', 2, 'left'),
  col('発行日', 1.2, 'center'),
  col('回収予定日', 1.2, 'center'),
  col('請求額（税込）', 1.4),
  col('未入金額', 1.4),
];

type Client = ArVerifyDocData['clients'][number];

function rowsOf(c: Client): PrintRow[] {
  const rows: PrintRow[] = c.invoices.map((i) => ({
    kind: 'row',
    cells: [i.number, slashDate(i.issueDate), slashDate(i.dueDate), num(i.total), num(i.open)],
  }));
  const rest = c.closing - c.invoices.reduce((s, i) => s + i.open, 0);
  if (rest !== 0) rows.push({ kind: 'row', cells: ['未請求分・未消込の入金', '', '', '', num(rest)] });
  rows.push({ kind: 'total', cells: ['合計', '', '', '', num(c.closing)] });
  return rows;
}

function letter(d: ArVerifyDocData, c: Client, stampUrl: string | null): PrintDocument {
  return {
    title: '売掛金残高確認書',
    subtitle: `（${longDate(d.asOf)}現在）`,
    orientation: 'portrait',
    fileName: `売掛金残高確認書_${c.clientCode}_${compact(d.asOf)}.pdf`,
    recipient: { name: c.clientName, lines: [`取引先コード：${c.clientCode}`] },
    issuer: { lines: d.issuer.lines, stampUrl },
    meta: [
      { label: '発行日', value: longDate(d.issuedOn) },
      { label: '基準日', value: longDate(d.asOf) },
    ],
    lead: [
      '拝啓　時下ますますご清栄のこととお慶び申し上げます。平素は格別のお引き立てを賜り、厚く御礼申し上げます。',
      `さて、当社の決算・監査のため、${longDate(d.asOf)}現在の残高を確認させていただきたく存じます。`,
      pdfArVerifyMessages.request,
    ],
    table: { columns, rows: rowsOf(c), empty: '' },
    totals: [{ label: '売掛金残高', value: yen(c.closing), strong: true }],
    notes: [
      'お手数ですが、貴社のご記録とご照合のうえ、下の回答書にご記入・ご署名（社印）いただき、当社宛てにご返送ください。',
      '敬具',
    ],
    reply: {
      title: '回答書',
      lead: `${d.issuer.companyName} 御中\u3000\u3000貴社からの${longDate(d.asOf)}現在の売掛金残高 ${yen(c.closing)} について、下記のとおり回答します。`,
      fields: [
        { label: '照合結果', hint: '一致　・　不一致（どちらかに○）', lines: 1 },
        { label: '差異内容', hint: '不一致の場合、当社記録の残高と差異の内容をご記入ください', lines: 3 },
        { label: '回答日', hint: '年　　　月　　　日', lines: 1 },
        { label: '署名・社印', hint: '会社名・ご担当者名', lines: 3 },
      ],
    },
  };
}

export function arVerifyDocument(d: ArVerifyDocData, stampUrl: string | null = null): PrintBatch {
  const last = lastDayOfMonth(d.month);
  return {
    fileName:
      d.clients.length === 1 && d.clients[0]
        ? `売掛金残高確認書_${d.clients[0].clientCode}_${compact(last)}.pdf`
        : `売掛金残高確認書_${compact(last)}.pdf`,
    empty: pdfArVerifyMessages.none(d.month, d.minBalance),
    documents: d.clients.map((c) => letter(d, c, stampUrl)),
  };
}
