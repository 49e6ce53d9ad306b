// Excel export. Loaded on demand (import('./xlsx.js')), so exceljs is a chunk of its own.
import ExcelJS from 'exceljs';
import { exportValue, type CsvColumn } from './csv.js';

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Sheet names: at most 31 characters, none of : \ / ? * [ ].
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, '').slice(0, 31) || 'Sheet1';

/**
 * One sheet: a bold, frozen header row, then the rows. Text stays text (a code 0101 is a string
 * cell, never the number 101, and text is never run as a formula); numbers (amounts) stay numbers.
 */
export async function toXlsx<T>(rows: T[], columns: CsvColumn<T>[], name = 'Sheet1'): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(columns.map((c) => c.title)).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => exportValue(c.value(row))));
  sheet.columns.forEach((col, i) => {
    const longest = Math.max(
      columns[i]!.title.length * 2,
      ...rows.slice(0, 200).map((r) => String(exportValue(columns[i]!.value(r)) ?? '').length * 1.6),
    );
    col.width = Math.min(60, Math.max(8, Math.ceil(longest)));
  });
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}
