// CSV for Excel in Japan (JAPANESE.md 3.6): UTF-8 with BOM, CRLF, and cells that start with
// = + - @ escaped so a spreadsheet never runs them as formulas (DESIGN.md section 8).
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => CsvValue;
}

export function escapeCell(v: CsvValue): string {
  if (v == null) return '';
  // Numbers cannot be formulas; keeping them bare keeps negative amounts numeric in Excel.
  if (typeof v === 'number') return String(v);
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s.startsWith("'") ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const lines = [columns.map((c) => escapeCell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => escapeCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function downloadCsv<T>(filename: string, rows: T[], columns: CsvColumn<T>[]) {
  const blob = new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${filename}_${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
