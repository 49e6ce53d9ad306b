import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindFeedback } from '../api/feedback.js';
import ExcelJS from 'exceljs';
import { exportFileName, exportRows, japanDate, noDataMessage } from './export-file.js';
import { toXlsx } from './xlsx.js';

describe('export file names', () => {
  it('use the date in Japan, which is a day ahead of UTC from 15:00 UTC', () => {
    // 2026-11-22 23:30 UTC is 2026-11-23 08:30 in Tokyo.
    expect(exportFileName('作品一覧', 'csv', new Date('2026-11-22T23:30:00Z'))).toBe('作品一覧_20261123.csv');
    expect(japanDate(new Date('2026-11-22T14:59:59Z'))).toBe('20261122');
    expect(japanDate(new Date('2026-11-22T15:00:00Z'))).toBe('20261123');
    // New Year's Eve at 15:00 UTC is already January 1st in Japan.
    expect(exportFileName('劇場一覧', 'xlsx', new Date('2026-12-31T15:00:00Z'))).toBe('劇場一覧_20270101.xlsx');
  });
});

describe('exportRows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says there is nothing to export instead of downloading a header', async () => {
    const info = vi.fn();
    bindFeedback({ error: vi.fn(), success: vi.fn(), info });
    const createUrl = vi.fn();
    vi.stubGlobal('URL', { ...URL, createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const done = await exportRows('作品一覧', 'csv', [], [{ title: 'コード', value: (r: { c: string }) => r.c }]);
    expect(done).toBe(false);
    expect(info).toHaveBeenCalledWith(noDataMessage);
    expect(createUrl).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('Excel export', () => {
  it('keeps codes such as 0101 as text and amounts as numbers', async () => {
    const rows = [
      { code: '0101', price: 1800, note: '=1+1', memo: null as string | null },
      { code: '0020', price: -100, note: '-', memo: '会員' },
    ];
    const buffer = await toXlsx(
      rows,
      [
        { title: 'コード', value: (r) => r.code },
        { title: '料金', value: (r) => r.price },
        { title: 'メモ', value: (r) => r.note },
        { title: '備考', value: (r) => r.memo },
      ],
      '料金一覧',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    const sheet = book.getWorksheet('料金一覧')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'コード', '料金', 'メモ', '備考']);
    const code = sheet.getCell('A2');
    expect(code.type).toBe(ExcelJS.ValueType.String);
    expect(code.value).toBe('0101');
    expect(sheet.getCell('A3').value).toBe('0020');
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B3').value).toBe(-100);
    // Text that looks like a formula is a string cell, never a formula.
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('C2').value).toBe('=1+1');
    // Missing values are empty cells.
    expect(sheet.getCell('C3').value).toBeNull();
    expect(sheet.getCell('D2').value).toBeNull();
  });

  it('writes dates and Japan times as Excel dates, and leaves look-alikes as text', async () => {
    const rows = [{ day: '2026-11-29', at: '2026-11-29 14:05', odd: '2026-02-30', code: '20261129' }];
    const buffer = await toXlsx(rows, [
      { title: '営業日', value: (r) => r.day },
      { title: '取引日時', value: (r) => r.at },
      { title: 'メモ', value: (r) => r.odd },
      { title: 'コード', value: (r) => r.code },
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('A2').value).toEqual(new Date(Date.UTC(2026, 10, 29)));
    expect(sheet.getCell('A2').numFmt).toBe('yyyy/mm/dd');
    expect(sheet.getCell('B2').value).toEqual(new Date(Date.UTC(2026, 10, 29, 14, 5)));
    expect(sheet.getCell('B2').numFmt).toBe('yyyy/mm/dd hh:mm');
    // 2月30日 is no date; a code of eight digits is a code.
    expect(sheet.getCell('C2').value).toBe('2026-02-30');
    expect(sheet.getCell('D2').type).toBe(ExcelJS.ValueType.String);
  });
});
