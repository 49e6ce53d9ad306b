import { describe, expect, it } from 'vitest';
import { clientGroupCreateBody } from './client-groups.js';
import { clientGroupFromImportRow } from './client-group-import.js';
import { clientFromImportRow, clientImportColumns, clientImportRow, dayCell, prefectureCell } from './client-import.js';
import { boolCell, byLabel, numberCell } from './imports.js';

const row = (over: Record<string, string> = {}) => ({
  取引先コード: 'ｘ００１',
  取引先名: '株式会社インポート商事',
  '取引先名（カナ）': 'いんぽーとしょうじ',
  '法人・個人': '法人',
  取引区分: '配給',
  郵便番号: '１６０－００２２',
  都道府県: '東京',
  締日: '20日',
  '入金・支払月': '翌々月',
  '入金・支払日': '月末',
  休日の扱い: '前営業日',
  取引先グループ: 'DIST',
  有効: '無効',
  ...over,
});

describe('client import row mapping', () => {
  it('has the list labels as headers and leaves the bank account out', () => {
    expect(clientImportColumns.filter((c) => c.required).map((c) => c.header)).toEqual([
      '取引先コード',
      '取引先名',
      '取引先名（カナ）',
      '法人・個人',
      '取引区分',
    ]);
    expect(clientImportColumns.map((c) => c.header)).not.toContain('振込先口座');
  });

  it('turns labels, prefecture names, days and flags into the create body', () => {
    const parsed = clientImportRow.parse(clientFromImportRow(row()));
    expect(parsed).toMatchObject({
      code: 'x001',
      type: 'corporation',
      role: 'distributor',
      postalCode: '1600022',
      prefectureCode: '13',
      closingDay: 20,
      paymentMonth: 2,
      paymentDay: 31,
      holidayRule: 'before',
      clientGroupId: null,
      clientGroupCode: 'DIST',
      bankAccount: null,
      active: false,
    });
  });

  it('blank cells take the form’s defaults; unreadable ones are refused in Japanese by the schema', () => {
    const defaults = clientImportRow.parse(
      clientFromImportRow(
        row({ 締日: '', '入金・支払月': '', '入金・支払日': '', 休日の扱い: '', 有効: '', 取引先グループ: '' }),
      ),
    );
    expect(defaults).toMatchObject({
      closingDay: 31,
      paymentMonth: 1,
      paymentDay: 31,
      holidayRule: 'before',
      active: true,
    });
    expect(defaults.clientGroupCode).toBeNull();
    const bad = clientImportRow.safeParse(
      clientFromImportRow(row({ '法人・個人': '会社', 都道府県: '東京州', 締日: '32' })),
    );
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['type', 'prefectureCode', 'closingDay']));
  });

  it('shared cell helpers', () => {
    expect(prefectureCell('北海道')).toBe('01');
    expect(prefectureCell('1')).toBe('01');
    expect(prefectureCell('大阪')).toBe('27');
    expect(dayCell('末日')).toBe(31);
    expect(dayCell('５日')).toBe(5);
    expect(byLabel('個人', { corporation: '法人', individual: '個人' })).toBe('individual');
    expect(numberCell('1,000')).toBe(1000);
    expect(boolCell('有効')).toBe(true);
    expect(boolCell('×')).toBe(false);
    expect(boolCell('')).toBeUndefined();
  });
});

describe('client group import row mapping', () => {
  it('reads code, name and 表示順 (blank takes the default 0)', () => {
    const row = (sortOrder: string) =>
      clientGroupCreateBody.parse(
        clientGroupFromImportRow({ グループコード: 'G1', グループ名: '配給', 表示順: sortOrder }),
      );
    expect(row('１０')).toEqual({ code: 'G1', name: '配給', sortOrder: 10 });
    expect(row('').sortOrder).toBe(0);
  });
});
