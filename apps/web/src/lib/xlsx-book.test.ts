import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { toXlsxBook, xlsxSheet } from './xlsx.js';

// A report with lower blocks (営業日報) exports one Excel sheet per table, each named after its table.
describe('Excel book of several tables', () => {
  it('writes a sheet per table, names made unique, each with its own header and rows', async () => {
    const buffer = await toXlsxBook([
      xlsxSheet({
        name: '営業日報',
        rows: [{ label: '興行収入', v: 7200 }],
        columns: [
          { title: '項目', value: (r) => r.label },
          { title: '当日', value: (r) => r.v },
        ],
      }),
      xlsxSheet({ name: '決済方法別', rows: [{ m: '現金' }], columns: [{ title: '決済方法', value: (r) => r.m }] }),
      xlsxSheet({ name: '決済方法別', rows: [], columns: [{ title: '空', value: () => null }] }),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['営業日報', '決済方法別', '決済方法別(2)']);
    expect(book.worksheets[0]!.getCell('B2').value).toBe(7200);
    expect(book.worksheets[1]!.getCell('A1').value).toBe('決済方法');
    expect(book.worksheets[1]!.getCell('A2').value).toBe('現金');
  });
});
