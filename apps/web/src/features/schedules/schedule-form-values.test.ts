import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { Screening } from '@cinema/contracts';
import {
  formDefaults,
  previousDayHint,
  shiftEnd,
  toFormErrors,
  toScheduleBody,
  type ScheduleFormValues,
} from './schedule-form-values.js';

const values = (over: Partial<ScheduleFormValues> = {}): ScheduleFormValues => ({
  ...(formDefaults('2026-05-04') as ScheduleFormValues),
  filmId: 1,
  houseId: 2,
  languageVersionId: 3,
  formatVersionId: 4,
  startTime: '25:30',
  ...over,
});

describe('toScheduleBody', () => {
  it('turns a 36-hour time on a business date into the instant: 25:30 of 5/4 is 01:30 on 5/5 in Tokyo', () => {
    const body = toScheduleBody(values({ endTime: '27:20', cleaningMinutes: 15 }));
    expect(body).toMatchObject({
      startAt: '2026-05-04T16:30:00.000Z',
      endAt: '2026-05-04T18:20:00.000Z',
      channels: { online: true, pos: true, kiosk: true },
      status: 'planned',
      cleaningMinutes: 15,
    });
  });

  it('leaves a blank cleaning time to the API: the cinema’s default on create, the stored one on edit', () => {
    expect('cleaningMinutes' in JSON.parse(JSON.stringify(toScheduleBody(values())))).toBe(false);
    expect(toScheduleBody(values({ cleaningMinutes: 0 }))).toMatchObject({ cleaningMinutes: 0 });
  });

  it('leaves the end to the API when it is blank: derived on create, kept on edit', () => {
    expect(toScheduleBody(values({ endTime: '' }))).toMatchObject({ endAt: null });
    const record = { id: 9, version: 3 } as Screening;
    const body = toScheduleBody(values({ endTime: ' ', channels: ['pos'] }), record);
    expect(body).toMatchObject({ id: 9, version: 3, channels: { online: false, pos: true, kiosk: false } });
    expect('endAt' in body).toBe(false);
  });

  it('puts the API’s instant errors on the time fields', () => {
    expect(
      toFormErrors([
        { field: 'endAt', message: 'x' },
        { field: 'houseId', message: 'y' },
      ]),
    ).toEqual([
      { field: 'endTime', message: 'x' },
      { field: 'houseId', message: 'y' },
    ]);
  });
});

describe('shiftEnd', () => {
  it('moves a typed end with the start, keeping the length', () => {
    expect(shiftEnd('10:00', '10:30', '12:15')).toBe('12:45');
    expect(shiftEnd('23:00', '24:10', '25:00')).toBe('26:10');
  });
  it('leaves a blank end, or one that would leave the scale, alone', () => {
    expect(shiftEnd('10:00', '10:30', undefined)).toBeUndefined();
    expect(shiftEnd('10:00', '30:00', '33:00')).toBe('33:00');
  });
});

describe('previousDayHint', () => {
  it('warns that 01:00 on a cinema that turns the day at 02:00 is the night before, and offers 25:00', () => {
    expect(previousDayHint('2026-05-04', '01:00', 26)).toBe(
      '01:00は前の営業日（5/3（日））の深夜として登録されます。この営業日の深夜なら「25:00」と入力してください。',
    );
    expect(previousDayHint('2026-05-04', '01:00', 2)).not.toBeNull();
  });
  it('says nothing for a start after the turnover or on the 36-hour scale', () => {
    expect(previousDayHint('2026-05-04', '09:00', 26)).toBeNull();
    expect(previousDayHint('2026-05-04', '25:00', 26)).toBeNull();
  });
});

it('formDefaults starts on the given business date with every channel on', () => {
  const d = formDefaults('2026-05-04');
  expect(dayjs.isDayjs(d.businessDate) && d.businessDate.format('YYYY-MM-DD')).toBe('2026-05-04');
  expect(d.channels).toEqual(['online', 'pos', 'kiosk']);
});
