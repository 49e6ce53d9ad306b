import { describe, expect, it } from 'vitest';
import type { ScheduleWeek, WeekScreening } from '@cinema/contracts';
import { publishedWeek } from './published-week.js';

const show = (
  id: number,
  filmId: number,
  houseId: number,
  date: string,
  start: string,
  end: string,
  over: Partial<WeekScreening> = {},
): WeekScreening => ({
  id,
  houseId,
  filmId,
  filmName: filmId === 1 ? '夜の底の花' : 'ドラゴンの卵',
  classification: filmId === 1 ? 'PG12' : 'G',
  languageCode: 'NONE',
  formatName: '2D',
  startAt: '',
  endAt: '',
  businessDate: date,
  startTime: start,
  endTime: end,
  category: 'main',
  status: 'onSale',
  cleaningMinutes: 15,
  publishedAt: '2026-12-01T00:00:00.000Z',
  priceTemplateId: 1,
  warnings: [],
  version: 1,
  ...over,
});

const week = (screenings: WeekScreening[]): ScheduleWeek => ({
  cinemaId: 1,
  cutoffHour: 26,
  defaultCleaningMinutes: 15,
  from: '2026-05-04',
  to: '2026-05-05',
  houses: [
    { id: 1, name: 'スクリーン1', code: 'S1', formatIds: [] },
    { id: 2, name: 'スクリーン2', code: 'S2', formatIds: [] },
  ],
  days: ['2026-05-04', '2026-05-05'].map((date) => ({
    date,
    screens: [1, 2].map((houseId) => ({
      houseId,
      screenings: screenings.filter((s) => s.businessDate === date && s.houseId === houseId),
    })),
  })),
});

describe('publishedWeek', () => {
  const films = publishedWeek(
    week([
      show(1, 1, 1, '2026-05-04', '13:00', '15:10'),
      show(2, 1, 2, '2026-05-04', '10:00', '12:10', { formatName: 'IMAX', languageCode: 'SUBTITLE' }),
      show(3, 2, 1, '2026-05-04', '09:30', '11:20'),
      show(4, 2, 1, '2026-05-05', '25:30', '27:20', { status: 'stopped' }),
      show(5, 2, 2, '2026-05-05', '12:00', '14:00', { status: 'cancelled' }),
    ]),
    new Map([[1, 120]]),
  );

  it('lists films in the order of their first show, with classification and length', () => {
    expect(films.map((f) => [f.name, f.classification, f.lengthMinutes])).toEqual([
      ['ドラゴンの卵', 'G', null],
      ['夜の底の花', 'PG12', 120],
    ]);
  });

  it('gives each day its shows in time order across screens, with format and language tags', () => {
    const night = films[1]!.days[0]!.shows;
    expect(night.map((s) => [s.start, s.end, s.tags])).toEqual([
      ['10:00', '12:10', ['IMAX', '字幕']],
      ['13:00', '15:10', ['2D']],
    ]);
    expect(films[1]!.days[1]!.shows).toEqual([]);
  });

  it('reads times after midnight as customers do and leaves cancelled shows out', () => {
    const late = films[0]!.days[1]!.shows;
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({ start: '翌1:30', end: '翌3:20', status: 'stopped', houseName: 'スクリーン1' });
  });
});
