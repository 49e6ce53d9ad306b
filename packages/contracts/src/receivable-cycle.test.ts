import { describe, expect, it } from 'vitest';
import { closingDateOf, dueDateOf, isBankHoliday } from './receivable-cycle.js';

const holidays = new Set(['2026-11-23', '2027-01-11', '2026-05-04', '2026-05-05', '2026-05-06']);
const isHoliday = (d: string) => holidays.has(d);
const monthEnd = { closingDay: 31, paymentMonth: 1, paymentDay: 31 } as const;

describe('回収サイト', () => {
  it('closes on the 締日, or on the last day of the month for 末日 (February too)', () => {
    expect(closingDateOf('2026-02', { closingDay: 31 })).toBe('2026-02-28');
    expect(closingDateOf('2028-02', { closingDay: 31 })).toBe('2028-02-29');
    expect(closingDateOf('2026-04', { closingDay: 20 })).toBe('2026-04-20');
    expect(closingDateOf('2026-04', { closingDay: 30 })).toBe('2026-04-30');
  });

  it('月末締め翌月末: a Sunday moves to the Friday before, or the Monday after', () => {
    // 2027-01-31 is a Sunday.
    expect(dueDateOf('2026-12', { ...monthEnd, holidayRule: 'before' }, isHoliday)).toBe('2027-01-29');
    expect(dueDateOf('2026-12', { ...monthEnd, holidayRule: 'after' }, isHoliday)).toBe('2027-02-01');
    expect(dueDateOf('2026-12', { ...monthEnd, holidayRule: 'none' }, isHoliday)).toBe('2027-01-31');
  });

  it('skips 祝日 and the banks’ year-end days, across a year', () => {
    // 20日締め当月末 in December: 12/31 is closed, 12/30 (Wednesday) is open.
    expect(
      dueDateOf('2026-12', { closingDay: 20, paymentMonth: 0, paymentDay: 31, holidayRule: 'before' }, isHoliday),
    ).toBe('2026-12-30');
    // 翌月10日 after a November close, moved after: 2027-01-10 is a Sunday, 1/11 成人の日 → 1/12.
    expect(
      dueDateOf('2026-11', { closingDay: 31, paymentMonth: 2, paymentDay: 10, holidayRule: 'after' }, isHoliday),
    ).toBe('2027-01-12');
    // Golden Week: 5/4-5/6 holidays, 5/2-5/3 weekend → back to Friday 5/1.
    expect(
      dueDateOf('2026-04', { closingDay: 31, paymentMonth: 1, paymentDay: 5, holidayRule: 'before' }, isHoliday),
    ).toBe('2026-05-01');
  });

  it('knows a bank holiday', () => {
    expect(isBankHoliday('2026-11-23', isHoliday)).toBe(true);
    expect(isBankHoliday('2027-01-02', isHoliday)).toBe(true);
    expect(isBankHoliday('2026-11-24', isHoliday)).toBe(false);
  });
});
