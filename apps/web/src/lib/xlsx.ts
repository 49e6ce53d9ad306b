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

/**
 * One sheet: a bold, frozen header row, then the rows. Text stays text (a code 0101 is a string
 * cell, never the number 101, and text is never run as a formula); numbers (amounts) stay numbers.
 */
export async function toXlsx<T>(
  rows: T[],
  columns: CsvColumn<T>[],
  name = 'Sheet1',
  options: XlsxOptions = {},
): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const preamble = options.preamble ?? [];
  const headerAt = preamble.length + (preamble.length ? 2 : 1);
  const sheet = book.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: headerAt }] });
  for (const line of preamble) sheet.addRow([line]);
  if (preamble.length) sheet.addRow([]);
  sheet.addRow(columns.map((c) => c.title)).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(columns.map((c) => exportValue(c.value(row))));
    added.eachCell((cell, at) => {
      const format = options.numberFormats?.[at - 1];
      if (format && typeof cell.value === 'number') cell.numFmt = format;
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
      ...rows.slice(0, 200).map((r) => String(exportValue(column.value(r)) ?? '').length * 1.6),
    );
    col.width = Math.min(60, Math.max(8, Math.ceil(longest)));
  });
  return await book.xlsx.writeBuffer();
}
