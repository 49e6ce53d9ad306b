import { describe, expect, it } from 'vitest';
import {
  addressText,
  dateTime,
  dateWithWeekday,
  figure,
  isNegative,
  num,
  percent,
  postal,
  signedYenText,
  weekdayOf,
  yen,
  yenText,
} from './format.js';

describe('dateTime', () => {
  it('shows an instant in Japan time whatever the browser zone', () => {
    expect(dateTime('2026-11-26T01:32:00.000Z')).toBe('2026-11-26 10:32');
    // 15:30 UTC is already the next day in Japan.
    expect(dateTime('2026-11-25T15:30:00Z')).toBe('2026-11-26 00:30');
  });

  it('shows a dash for nothing or something that is not a time', () => {
    expect(dateTime(null)).toBe('-');
    expect(dateTime('')).toBe('-');
    expect(dateTime('not a time')).toBe('-');
  });
});

describe('report figures', () => {
  it('separate thousands and show a negative with one minus sign, the ASCII one (docs/glossary.md)', () => {
    expect(figure(1234567)).toBe('1,234,567');
    expect(figure(-1234)).toBe('-1,234');
    expect(figure(-1234)).not.toMatch(/[\u2212\uff0d]/);
    expect(figure(1234.5, 1)).toBe('1,234.5');
    expect(figure(-0.4)).toBe('0');
    expect(isNegative(-1)).toBe(true);
    expect(isNegative(-0.4)).toBe(false);
    expect(isNegative(0)).toBe(false);
    // The dash of a missing figure is not a minus.
    expect(isNegative(null)).toBe(false);
    expect(isNegative(Number.NEGATIVE_INFINITY)).toBe(false);
  });

  it('tell a figure that does not apply (-) from zero', () => {
    expect(figure(null)).toBe('-');
    expect(figure(undefined)).toBe('-');
    expect(figure(Number.NaN)).toBe('-');
    expect(figure(0)).toBe('0');
    expect(percent(null)).toBe('-');
    expect(percent(0)).toBe('0.0%');
    expect(percent(0.1234)).toBe('12.3%');
    expect(percent(-0.05)).toBe('-5.0%');
  });

  it('give a date its weekday, in Japan whatever the browser zone', () => {
    expect(weekdayOf('2026-11-27')).toBe('金');
    expect(weekdayOf('2026-11-28')).toBe('土');
    expect(weekdayOf('2026-11-29')).toBe('日');
    expect(dateWithWeekday('2026-11-23')).toBe('2026-11-23（月）');
    expect(dateWithWeekday(null)).toBe('-');
  });
});

describe('money as text', () => {
  it('is 3,000円 and -300円, with the minus sign every other formatter writes', () => {
    expect(yenText(3000)).toBe('3,000円');
    expect(yenText(-300)).toBe('-300円');
    expect(yenText(0)).toBe('0円');
    expect(yenText(null)).toBe('-');
    // num() and yen() come from Intl: the same ASCII sign, never − or －.
    expect(num(-300)).toBe('-300');
    // Two decimals by default, none on a whole number, and a count that asks for none rounds.
    expect(num(12.5)).toBe('12.5');
    expect(num(1234.567)).toBe('1,234.57');
    expect(num(1000)).toBe('1,000');
    expect(num(2.5, 0)).toBe('3');
    for (const shown of [yenText(-300), figure(-300), num(-300), yen(-300), percent(-0.5)])
      expect(shown).not.toMatch(/[\u2212\uff0d]/);
  });

  it('signs an over or short amount both ways', () => {
    expect(signedYenText(100)).toBe('+100円');
    expect(signedYenText(-100)).toBe('-100円');
    expect(signedYenText(0)).toBe('0円');
    expect(signedYenText(0.2)).toBe('0円');
    expect(signedYenText(null)).toBe('-');
  });
});

describe('postal codes', () => {
  it('show 〒 with the hyphen, whether stored as 7 digits or already hyphenated', () => {
    expect(postal('1600022')).toBe('〒160-0022');
    expect(postal('160-0022')).toBe('〒160-0022');
    expect(postal('〒1600022')).toBe('〒160-0022');
    expect(postal(null)).toBe('-');
    expect(postal('')).toBe('-');
    expect(postal('12345')).toBe('12345');
  });

  it('show the code inside an address line with its hyphen, and nothing else changed', () => {
    expect(addressText('〒1600022 東京都新宿区代々木2-1-1')).toBe('〒160-0022 東京都新宿区代々木2-1-1');
    expect(addressText('〒160-0022 東京都新宿区')).toBe('〒160-0022 東京都新宿区');
    expect(addressText('東京都新宿区代々木2-1-1')).toBe('東京都新宿区代々木2-1-1');
    expect(addressText(null)).toBe('-');
  });
});
