import { describe, expect, it } from 'vitest';
import type { SessionCinema } from '@cinema/contracts';
import { reportFileName } from '../../lib/export-file.js';
import { testSession } from '../../test/session.js';
import { dayColor, formatCell } from './report-cells.js';
import { cinemaFileCode, readCriteria, writeCriteria } from './report-criteria.js';
import { exportLines } from './report-export.js';
import { presetOf, presetPeriod } from './report-period.js';
import type { ReportColumn } from './report-types.js';

describe('period presets', () => {
  // 2026-11-25 is a Wednesday.
  const today = '2026-11-25';

  it('昨日 is the day before today', () => {
    expect(presetPeriod('yesterday', today)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(presetPeriod('yesterday', '2027-01-01')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('今週 is the 興行週 from Friday to Thursday, or from the weekday the report passes', () => {
    expect(presetPeriod('thisWeek', today)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    // On a Friday the week starts that day; on a Thursday it is the week's last day.
    expect(presetPeriod('thisWeek', '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-12-03' });
    expect(presetPeriod('thisWeek', '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    // A brand whose week starts on Monday.
    expect(presetPeriod('thisWeek', today, 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('今月 and 前月 are whole calendar months, across the year and February', () => {
    expect(presetPeriod('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('lastMonth', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('thisMonth', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('lastMonth', '2027-03-31')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('tells which preset a period is, and a hand-picked one as none', () => {
    expect(presetOf({ from: '2026-11-20', to: '2026-11-26' }, today)).toBe('thisWeek');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-30' }, today)).toBe('thisMonth');
    expect(presetOf({ from: '2026-11-02', to: '2026-11-30' }, today)).toBeNull();
  });
});

describe('report file names and cinema codes', () => {
  const cinemas: SessionCinema[] = [
    { id: 10, name: '新宿', code: 'SJK', brandId: 1 },
    { id: 11, name: '梅田', code: 'UMD', brandId: 1 },
    { id: 12, name: '博多', code: 'HKT', brandId: 1 },
  ];

  it('are {画面名}_{劇場コード}_{YYYYMMDD-YYYYMMDD}', () => {
    const period = { from: '2026-11-01', to: '2026-11-30' };
    expect(reportFileName({ title: '営業日報', cinemaCode: 'SJK', ...period }, 'csv')).toBe(
      '営業日報_SJK_20261101-20261130.csv',
    );
    expect(reportFileName({ title: '週間売上', cinemaCode: null, ...period }, 'xlsx')).toBe(
      '週間売上_全劇場_20261101-20261130.xlsx',
    );
    // Characters Windows refuses never reach the file name.
    expect(reportFileName({ title: '売上/入場', cinemaCode: 'A:1', ...period }, 'csv')).toBe(
      '売上_入場_A_1_20261101-20261130.csv',
    );
  });

  it('name one cinema by its code and a multi-cinema total 全劇場', () => {
    expect(cinemaFileCode([10], cinemas)).toBe('SJK');
    expect(cinemaFileCode(null, cinemas)).toBe('全劇場');
    expect(cinemaFileCode([10, 11, 12], cinemas)).toBe('全劇場');
    expect(cinemaFileCode([10, 12], cinemas)).toBe('SJK+HKT');
  });
});

describe('criteria in the URL', () => {
  const headOffice = testSession('headOffice', {
    cinemas: [
      { id: 10, name: '新宿', code: 'SJK', brandId: 1 },
      { id: 11, name: '梅田', code: 'UMD', brandId: 1 },
    ],
  });
  const read = (search: string, session = headOffice) =>
    readCriteria(new URLSearchParams(search), {
      today: '2026-11-25',
      session,
      cinemaMode: 'brand',
      extraKeys: ['status'],
    });

  it('are read back as written, and bad or missing parts fall back to the defaults', () => {
    const q = read('cinema=11&from=2026-11-01&to=2026-11-07&status=closed');
    expect(q).toEqual({ from: '2026-11-01', to: '2026-11-07', cinemaIds: [11], extra: { status: 'closed' } });
    expect(read(writeCriteria(new URLSearchParams('tab=x'), q, false).toString())).toEqual(q);
    expect(writeCriteria(new URLSearchParams('tab=x'), q, false).get('tab')).toBe('x');
    // 2026-02-30 is no date, a reversed period is none: 昨日, and no cinema chosen is 全劇場計.
    expect(read('from=2026-02-30&to=2026-03-01')).toMatchObject({
      from: '2026-11-24',
      to: '2026-11-24',
      cinemaIds: null,
    });
    expect(read('from=2026-11-07&to=2026-11-01').from).toBe('2026-11-24');
    // A cinema outside the brand is dropped.
    expect(read('cinema=10,99').cinemaIds).toEqual([10]);
  });

  it('fix the cinema of a cinema user whatever the URL says', () => {
    const staff = testSession('staff');
    expect(read('cinema=all', staff).cinemaIds).toEqual([10]);
  });

  it('read one day for a report of a 基準日: the period’s end, yesterday by default', () => {
    const day = (search: string) =>
      readCriteria(new URLSearchParams(search), {
        today: '2026-11-25',
        session: headOffice,
        cinemaMode: 'brand',
        extraKeys: [],
        singleDay: true,
      });
    expect(day('from=2026-11-01&to=2026-11-07')).toMatchObject({ from: '2026-11-07', to: '2026-11-07' });
    expect(day('')).toMatchObject({ from: '2026-11-24', to: '2026-11-24' });
  });

  it('give a criterion its default while the URL names none', () => {
    const read = (search: string) =>
      readCriteria(new URLSearchParams(search), {
        today: '2026-11-25',
        session: headOffice,
        cinemaMode: 'brand',
        extraKeys: ['status', 'filmId'],
        extraDefaults: { status: 'showing' },
      }).extra;
    expect(read('')).toEqual({ status: 'showing', filmId: undefined });
    expect(read('status=ended&filmId=3')).toEqual({ status: 'ended', filmId: '3' });
  });
});

describe('report cells and export lines', () => {
  it('colour 土 blue and 日・祝日 red, weekdays not at all', () => {
    expect(dayColor('2026-11-27')).toBeUndefined(); // 金
    expect(dayColor('2026-11-28')).toBe('#1677ff'); // 土
    expect(dayColor('2026-11-29')).toBe('#cf1322'); // 日
    expect(dayColor('2026-11-23')).toBe('#cf1322'); // 勤労感謝の日 (a Monday)
  });

  it('export the rows and a 合計 row, with null as an empty cell and 0 as 0', () => {
    type R = { day: string; sales: number | null; rate: number | null };
    const columns: ReportColumn<R>[] = [
      { key: 'day', title: '日付', type: 'date', value: (r) => r.day },
      { key: 'sales', title: '売上', type: 'figure', value: (r) => r.sales, total: 'sum' },
      { key: 'rate', title: '販売率', type: 'percent', value: (r) => r.rate },
      { key: 'btn', title: '', value: () => null, screenOnly: true },
    ];
    const rows: R[] = [
      { day: '2026-11-28', sales: -1200, rate: 0.125 },
      { day: '2026-11-29', sales: 0, rate: null },
    ];
    const { lines, csvColumns } = exportLines(columns, { rows });
    expect(csvColumns.map((c) => c.title)).toEqual(['日付', '売上', '販売率']);
    expect(lines.map((l) => csvColumns.map((c) => c.value(l)))).toEqual([
      ['2026-11-28', -1200, 12.5],
      ['2026-11-29', 0, null],
      ['合計', -1200, undefined],
    ]);
  });
});

describe('cells', () => {
  it('shows the 合計 row’s label in a date column as it is, not as an invalid date', () => {
    expect(formatCell('date', '合計')).toBe('合計');
    expect(formatCell('date', null)).not.toBe('合計');
  });
});
