// Excel export. Loaded on demand (import('./xlsx.js')), so exceljs is a chunk of its own.
import ExcelJS from 'exceljs';
import { exportValue, type CsvColumn } from './csv.js';
import { fail } from '@cinema/contracts';

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Sheet names: at most 31 characters, none of : \ / ? * [ ].
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, '').slice(0, 31) || 'Sheet1';

export interface XlsxOptions {
  /** Lines above the table, one a row (a report's criteria and 集計基準); the header row stays frozen. */
  preamble?: string[];
  /** The last row is a totals row (合計): bold, with a line above it. */
  totalsRow?: boolean;
  /** Excel's number format of each column's number cells, by column (export-file's reportNumberFormat). */
  numberFormats?: (string | undefined)[];
}

// The lists show dates as 2026-11-29 and Japan times as 2026-11-29 14:05 (lib/format.ts): in Excel those are
// dates, so a column sorts and filters as dates. Excel's serial dates have no zone: the wall-clock time is
// written as if it were UTC, which is how exceljs turns a Date into a serial.
const dateText = /^(\d{4})[-/](\d{2})[-/](\d{2})(?: (\d{2}):(\d{2}))?$/;

/** A cell's value: a date or Japan time as an Excel date with its format, anything else as it is. */
function cellOf(value: string | number | null): { value: string | number | Date | null; numFmt?: string } {
  const m = typeof value === 'string' ? dateText.exec(value) : null;
  if (!m) return { value };
  const [y, mo, d, h, mi] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return { value };
  return m[4] ? { value: at, numFmt: 'yyyy/mm/dd hh:mm' } : { value: at, numFmt: 'yyyy/mm/dd' };
}

/**
 * One sheet: a bold, frozen header row, then the rows. Text stays text (a code 0101 is a string
 * cell, never the number 101, and text is never run as a formula); numbers (amounts) stay numbers; dates and
 * times are Excel dates.
 */
export async function toXlsx<T>(
  rows: T[],
  columns: CsvColumn<T>[],
  name = 'Sheet1',
  options: XlsxOptions = {},
): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  addSheet(book, rows, columns, sheetName(name), options);
  return await book.xlsx.writeBuffer();
}

/** One sheet of a book of several (a report and its sections), its rows meeting only its own columns. */
export interface XlsxSheet<T = never> {
  name: string;
  rows: T[];
  columns: CsvColumn<T>[];
  options?: XlsxOptions;
}
export const xlsxSheet = <T>(s: XlsxSheet<T>): XlsxSheet => s as unknown as XlsxSheet;

/** A book of one sheet per table, each named after it (made unique: Excel refuses two sheets of one name). */
export async function toXlsxBook(sheets: XlsxSheet[]): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const used = new Set<string>();
  for (const s of sheets) {
    let name = sheetName(s.name);
    for (let n = 2; used.has(name); n++) name = `${sheetName(s.name).slice(0, 28)}(${n})`;
    used.add(name);
    addSheet(book, s.rows, s.columns, name, s.options ?? {});
  }
  return await book.xlsx.writeBuffer();
}

function addSheet<T>(book: ExcelJS.Workbook, rows: T[], columns: CsvColumn<T>[], name: string, options: XlsxOptions) {
  const preamble = options.preamble ?? [];
  const headerAt = preamble.length + (preamble.length ? 2 : 1);
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: headerAt }] });
  for (const line of preamble) sheet.addRow([line]);
  if (preamble.length) sheet.addRow([]);
  sheet.addRow(columns.map((c) => c.title)).font = { bold: true };
  for (const row of rows) {
    const cells = columns.map((c) => cellOf(exportValue(c.value(row))));
    const added = sheet.addRow(cells.map((c) => c.value));
    added.eachCell((cell, at) => {
      const format =
        options.numberFormats?.[at - 1] ?? (typeof cell.value === 'number' ? undefined : cells[at - 1]?.numFmt);
      if (format && (typeof cell.value === 'number' || cell.value instanceof Date)) cell.numFmt = format;
    });
  }
  if (options.totalsRow && rows.length) {
    const totals = sheet.getRow(sheet.rowCount);
    totals.font = { bold: true };
    totals.eachCell((cell) => (cell.border = { top: { style: 'thin' } }));
  }
  sheet.columns.forEach((col, i) => {
    const column = columns[i] ?? fail('a sheet column per export column');
    const longest = Math.max(
      column.title.length * 2,
      ...rows.slice(0, 200).map((r) => String(exportValue(column.value(r)) ?? '').length * 1.3),
    );
    col.width = Math.min(60, Math.max(8, Math.ceil(longest)));
  });
}
