import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { decodeText, parseCsv, readImportFile } from './import-file.js';

const sjis = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex');

describe('import files', () => {
  it('parses quoted CSV cells with commas, quotes and line breaks, CRLF or LF', () => {
    expect(parseCsv('a,b\r\n"x,1","he said ""hi""\nok"\n0101,\n')).toEqual([
      ['a', 'b'],
      ['x,1', 'he said "hi"\nok'],
      ['0101', ''],
    ]);
  });

  it('reads UTF-8 with a BOM and Shift_JIS', () => {
    expect(decodeText(Buffer.from('\uFEFF商品名\n', 'utf8'))).toBe('商品名\n');
    // 「ポップ」 in Shift_JIS
    expect(decodeText(sjis('837c 8362 8376'))).toBe('ポップ');
  });

  it('reads the first sheet of an XLSX file as text, codes keeping their zeros', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('商品');
    sheet.addRow(['商品コード', '販売価格']);
    sheet.addRow(['0101', 500]);
    const base64 = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    expect(await readImportFile('items.xlsx', base64)).toEqual([
      ['商品コード', '販売価格'],
      ['0101', '500'],
    ]);
  });

  it('refuses other file types in Japanese', async () => {
    await expect(readImportFile('items.pdf', 'AAAA')).rejects.toMatchObject({
      message: 'CSV（.csv）またはExcel（.xlsx）ファイルを選択してください',
    });
  });
});
