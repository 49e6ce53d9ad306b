import Encoding from 'encoding-japanese';
import type { JournalLayout, JournalLine, JournalSide } from '@cinema/contracts';

// The three CSV layouts of 会計伝票ダウンロード (docs/accounting.md, "layouts"), written in Shift_JIS (CP932), CRLF.
// 弥生会計: its import format (弥生インポート形式), 25 columns, no header row; a 伝票 of one row is flagged 2111, of
// several 2110 (first), 2100, 2101 (last); an empty side is written with amount 0. freee会計: its 仕訳 import with
// debit and credit columns (rows with the same date and 伝票番号 make one 仕訳). 汎用: the columns of the product spec.

type Cell = string | number;
const slash = (date: string) => date.replaceAll('-', '/');

/** One column of a layout: its header and its value for the i-th line. */
type Column = readonly [header: string, value: (lines: JournalLine[], i: number, author: string) => Cell];
const col = (header: string, value: (l: JournalLine, author: string) => Cell): Column => [
  header,
  (lines, i, author) => value(lines[i] as JournalLine, author),
];
const blank = (header = '') => col(header, () => '');

/**
 * The six columns of a side (科目, 補助, 部門, 税区分, 金額, 税額) under the layout's headers, with its 科目コード
 * first where the layout has one. An absent side is blank, or 0 in its amounts where the layout wants numbers (弥生).
 */
function sideColumns(
  which: 'debit' | 'credit',
  headers: readonly string[],
  opts: { codeHeader?: string; emptyAmount: '' | 0 },
): Column[] {
  const of = (l: JournalLine): JournalSide | null => l[which];
  const [name = '', sub = '', dept = '', taxKind = '', amount = '', tax = ''] = headers;
  return [
    ...(opts.codeHeader === undefined ? [] : [col(opts.codeHeader, (l) => of(l)?.subjectCode ?? '')]),
    col(name, (l) => of(l)?.subjectName ?? ''),
    col(sub, (l) => of(l)?.sub ?? ''),
    col(dept, (l) => of(l)?.dept ?? ''),
    col(taxKind, (l) => of(l)?.taxKind ?? ''),
    col(amount, (l) => of(l)?.amount ?? opts.emptyAmount),
    col(tax, (l) => of(l)?.tax ?? opts.emptyAmount),
  ];
}
const sideHeaders = (label: '借方' | '貸方', names: readonly string[]) => names.map((n) => `${label}${n}`);

function yayoiFlag(lines: JournalLine[], i: number) {
  const no = lines[i]?.voucherNo;
  const first = lines[i - 1]?.voucherNo !== no;
  const last = lines[i + 1]?.voucherNo !== no;
  return first && last ? '2111' : first ? '2110' : last ? '2101' : '2100';
}

// 弥生: 識別フラグ, 伝票No, 決算, 取引日付, the two sides, 摘要, 番号, 期日, タイプ (0), 生成元, 仕訳メモ, 付箋1, 付箋2, 調整.
const yayoiColumns: Column[] = [
  ['', (lines, i) => yayoiFlag(lines, i)],
  col('', (l) => l.voucherNo),
  blank(),
  col('', (l) => slash(l.date)),
  ...sideColumns('debit', [], { emptyAmount: 0 }),
  ...sideColumns('credit', [], { emptyAmount: 0 }),
  col('', (l) => l.description),
  blank(),
  blank(),
  col('', () => 0),
  blank(),
  col('', (_, author) => author),
  blank(),
  blank(),
  col('', () => 'no'),
];

const freeeSide = ['勘定科目', '補助科目', '部門', '税区分', '金額', '税額'];
const freeeColumns: Column[] = [
  col('発生日', (l) => slash(l.date)),
  col('伝票番号', (l) => l.voucherNo),
  blank('決算整理仕訳'),
  ...sideColumns('debit', sideHeaders('借方', freeeSide), { emptyAmount: '' }),
  ...sideColumns('credit', sideHeaders('貸方', freeeSide), { emptyAmount: '' }),
  col('摘要', (l) => l.description),
];

const genericSide = ['科目', '補助', '部門', '税区分', '金額', '税額'];
const genericColumns: Column[] = [
  col('伝票日付', (l) => l.date),
  col('伝票番号', (l) => l.voucherNo),
  ...sideColumns('debit', sideHeaders('借方', genericSide), { codeHeader: '借方科目コード', emptyAmount: '' }),
  ...sideColumns('credit', sideHeaders('貸方', genericSide), { codeHeader: '貸方科目コード', emptyAmount: '' }),
  col('摘要', (l) => l.description),
  col('起票者', (_, author) => author),
];

const layouts: Record<JournalLayout, { columns: Column[]; header: boolean }> = {
  yayoi: { columns: yayoiColumns, header: false },
  freee: { columns: freeeColumns, header: true },
  generic: { columns: genericColumns, header: true },
};

// Text is quoted when it holds a comma, quote or line break; a cell starting like a formula is kept as text ('),
// as every export of the console does (docs/security.md).
const cell = (v: Cell) => {
  if (typeof v === 'number') return String(v);
  const s = /^[=+\-@\t\r＝＋－＠]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The CSV of the lines in the layout, as Shift_JIS bytes. 起票者 (担当者番号) goes to 弥生's 仕訳メモ, 汎用's 起票者. */
export function journalCsv(layout: JournalLayout, lines: JournalLine[], author: string | null): Buffer {
  const { columns, header } = layouts[layout];
  const body = lines.map((_, i) => columns.map(([, value]) => value(lines, i, author ?? '')));
  const rows: Cell[][] = header ? [columns.map(([h]) => h), ...body] : body;
  const text = `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
  return Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));
}
