// CSV for Excel in Japan (docs/domain.md, "codes and csv"): UTF-8 with BOM, CRLF, and cells that start with a
// formula trigger escaped so a spreadsheet never runs them as formulas (docs/security.md).
import { dash } from './format.js';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => CsvValue;
}

/**
 * What an exported cell holds: missing values (null, '' and the lists' '-' placeholder) are empty
 * cells; numbers stay numbers (amounts), everything else is text (codes such as 0101 included).
 */
export function exportValue(v: CsvValue): string | number | null {
  if (v == null || v === '' || v === dash) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  return String(v);
}

// = + - @ tab CR and their full-width forms, also behind zero-width characters, which Excel skips.
const formulaStart = /^[\u200B-\u200D\u2060\uFEFF]*[=+\-@\t\r＝＋－＠]/;

/** Text a spreadsheet would run as a formula, prefixed with ' so it stays text. */
export const isFormulaLike = (s: string) => formulaStart.test(s);

export function escapeCell(v: CsvValue): string {
  const value = exportValue(v);
  if (value == null) return '';
  // Numbers cannot be formulas; keeping them bare keeps negative amounts numeric in Excel.
  if (typeof value === 'number') return String(value);
  const s = isFormulaLike(value) ? `'${value}` : value;
  return /[",\r\n]/.test(s) || s.startsWith("'") ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const lines = [columns.map((c) => escapeCell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => escapeCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** UTF-8 with BOM (the default: Excel reads it right) or Shift_JIS (CP932) for older tools that need it. */
export type CsvEncoding = 'utf-8' | 'shift_jis';
export const csvEncodingLabels: Record<CsvEncoding, string> = { 'utf-8': 'UTF-8（BOM付き）', shift_jis: 'Shift_JIS' };
export const csvMimeType = (encoding: CsvEncoding = 'utf-8') =>
  encoding === 'shift_jis' ? 'text/csv;charset=shift_jis' : 'text/csv;charset=utf-8';

const utf8Bom = [0xef, 0xbb, 0xbf];

/**
 * The bytes of a CSV file made by toCsv. UTF-8 starts with its BOM (EF BB BF); Shift_JIS is CP932
 * (NEC and IBM extensions, ～ and － as Windows maps them) without a BOM, and a character CP932 lacks
 * (an emoji, 𠮷) becomes '?'. encoding-japanese is loaded only when Shift_JIS is asked for.
 */
export async function csvBytes(csv: string, encoding: CsvEncoding = 'utf-8'): Promise<Uint8Array<ArrayBuffer>> {
  const text = csv.startsWith('\uFEFF') ? csv.slice(1) : csv;
  if (encoding === 'utf-8') {
    const body = new TextEncoder().encode(text);
    const bytes = new Uint8Array(utf8Bom.length + body.length);
    bytes.set(utf8Bom);
    bytes.set(body, utf8Bom.length);
    return bytes;
  }
  const { default: Encoding } = await import('encoding-japanese');
  return Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));
}
