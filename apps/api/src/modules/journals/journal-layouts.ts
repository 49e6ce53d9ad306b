import Encoding from 'encoding-japanese';
import type { JournalLayout, JournalLine, JournalSide } from '@cinema/contracts';

// The three CSV layouts of 会計伝票ダウンロード (docs/accounting.md, "layouts"), written in Shift_JIS (CP932), CRLF.
// 弥生会計: its import format (弥生インポート形式), 25 columns, no header row; a 伝票 of one row is flagged 2111, of
// several 2110 (first), 2100, 2101 (last); an empty side is written with amount 0. freee会計: its 仕訳 import with
// debit and credit columns (rows with the same date and 伝票番号 make one 仕訳). 汎用: the columns of the product spec.

type Cell = string | number;
const side = (s: JournalSide | null) =>
  s ?? { subjectCode: '', subjectName: '', sub: '', dept: '', taxKind: '', amount: 0, tax: 0 };
const slash = (date: string) => date.replaceAll('-', '/');

function yayoiFlag(lines: JournalLine[], i: number) {
  const no = lines[i]?.voucherNo;
  const first = lines[i - 1]?.voucherNo !== no;
  const last = lines[i + 1]?.voucherNo !== no;
  return first && last ? '2111' : first ? '2110' : last ? '2101' : '2100';
}

const yayoi = (lines: JournalLine[], memo: string): Cell[][] =>
  lines.map((l, i) => {
    const d = side(l.debit);
    const c = side(l.credit);
    return [
      yayoiFlag(lines, i),
      l.voucherNo,
      '',
      slash(l.date),
      d.subjectName,
      d.sub,
      d.dept,
      d.taxKind,
      d.amount,
      d.tax,
      c.subjectName,
      c.sub,
      c.dept,
      c.taxKind,
      c.amount,
      c.tax,
      l.description,
      '',
      '',
      0,
      '',
      memo,
      '',
      '',
      'no',
    ];
  });

export const freeeHeader = [
  '発生日',
  '伝票番号',
  '決算整理仕訳',
  '借方勘定科目',
  '借方補助科目',
  '借方部門',
  '借方税区分',
  '借方金額',
  '借方税額',
  '貸方勘定科目',
  '貸方補助科目',
  '貸方部門',
  '貸方税区分',
  '貸方金額',
  '貸方税額',
  '摘要',
];
const freee = (lines: JournalLine[]): Cell[][] => [
  freeeHeader,
  ...lines.map((l) => {
    const d = side(l.debit);
    const c = side(l.credit);
    const amount = (s: JournalSide | null, v: number) => (s ? v : '');
    return [
      slash(l.date),
      l.voucherNo,
      '',
      d.subjectName,
      d.sub,
      d.dept,
      d.taxKind,
      amount(l.debit, d.amount),
      amount(l.debit, d.tax),
      c.subjectName,
      c.sub,
      c.dept,
      c.taxKind,
      amount(l.credit, c.amount),
      amount(l.credit, c.tax),
      l.description,
    ];
  }),
];

export const genericHeader = [
  '伝票日付',
  '伝票番号',
  '借方科目コード',
  '借方科目',
  '借方補助',
  '借方部門',
  '借方税区分',
  '借方金額',
  '借方税額',
  '貸方科目コード',
  '貸方科目',
  '貸方補助',
  '貸方部門',
  '貸方税区分',
  '貸方金額',
  '貸方税額',
  '摘要',
  '起票者',
];
const generic = (lines: JournalLine[], author: string): Cell[][] => [
  genericHeader,
  ...lines.map((l) => {
    const d = side(l.debit);
    const c = side(l.credit);
    const amount = (s: JournalSide | null, v: number) => (s ? v : '');
    return [
      l.date,
      l.voucherNo,
      d.subjectCode,
      d.subjectName,
      d.sub,
      d.dept,
      d.taxKind,
      amount(l.debit, d.amount),
      amount(l.debit, d.tax),
      c.subjectCode,
      c.subjectName,
      c.sub,
      c.dept,
      c.taxKind,
      amount(l.credit, c.amount),
      amount(l.credit, c.tax),
      l.description,
      author,
    ];
  }),
];

// Text is quoted when it holds a comma, quote or line break; a cell starting like a formula is kept as text ('),
// as every export of the console does (docs/security.md).
const cell = (v: Cell) => {
  if (typeof v === 'number') return String(v);
  const s = /^[=+\-@\t\r＝＋－＠]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The CSV of the lines in the layout, as Shift_JIS bytes. 起票者 (担当者番号) goes to 弥生's 仕訳メモ, 汎用's 起票者. */
export function journalCsv(layout: JournalLayout, lines: JournalLine[], author: string | null): Buffer {
  const rows =
    layout === 'yayoi' ? yayoi(lines, author ?? '') : layout === 'freee' ? freee(lines) : generic(lines, author ?? '');
  const text = `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
  return Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));
}
