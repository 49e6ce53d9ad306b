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
