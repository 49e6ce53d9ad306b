import { describe, expect, it } from 'vitest';
import type { PublicScheduleWeek, PublicScreening } from '@cinema/contracts';
import { publishedWeek } from './published-week.js';

const show = (
  id: number,
  businessDate: string,
  startTime: string,
  over: Partial<PublicScreening> = {},
): PublicScreening => ({
  id,
  businessDate,
  startAt: '',
  endAt: '',
  startTime,
  endTime: '23:59',
  screenName: 'スクリーン1',
  formatName: '2D',
  languageName: '字幕版',
  languageCode: 'SUBTITLE',
  category: 'main',
  status: 'onSale',
  classification: 'PG12',
  minorsNote: null,
  lateHour: false,
  advance: false,
  seats: { total: 100, remaining: 100 },
  onlineAvailable: true,
  onlineSalesOpensAt: '',
  onlineSalesClosesAt: '',
  ...over,
});

const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map((date, i) => ({
  date,
  kind: (['weekday', 'saturday', 'sunday', 'holiday'] as const)[i]!,
  holidayName: i === 3 ? '勤労感謝の日' : null,
}));

const week: PublicScheduleWeek = {
  cinema: { code: '0101', name: '新宿', brandCode: 'CL', brandName: 'CL', address: null, phone: null, logoUrl: null },
  today: '2026-11-20',
  minorsCutoff: '23:00',
  from: '2026-11-20',
  to: '2026-11-26',
  generatedAt: '',
  onlineSales: { stopped: false, message: null },
  days,
  films: [
    {
      id: 1,
      name: '夜の底の花',
      nameKana: '',
      classification: 'R15+',
      lengthMinutes: 120,
      releaseDate: '2026-11-21',
      posterUrl: null,
      screenings: [
        show(12, '2026-11-20', '25:30', { classification: 'R15+', advance: true, lateHour: true, endTime: '27:40' }),
        show(11, '2026-11-20', '23:00', { classification: 'R15+', advance: true }),
        show(13, '2026-11-23', '10:00', { classification: 'R15+', languageCode: 'DUB', languageName: '吹替版' }),
      ],
    },
    {
      id: 2,
      name: 'ドラゴンの卵',
      nameKana: '',
      classification: 'PG12',
      lengthMinutes: 95,
      releaseDate: null,
      posterUrl: null,
      screenings: [show(21, '2026-11-22', '09:00', { languageCode: 'NONE', languageName: '字幕なし（日本語）' })],
    },
  ],
};

describe('publishedWeek', () => {
  it('keeps the films in the order given and only the days each film plays, with their 土・日・祝', () => {
    const films = publishedWeek(week);
    expect(films.map((f) => f.name)).toEqual(['夜の底の花', 'ドラゴンの卵']);
    expect(films[0]!.days.map((d) => [d.day.date, d.day.kind, d.day.holidayName])).toEqual([
      ['2026-11-20', 'weekday', null],
      ['2026-11-23', 'holiday', '勤労感謝の日'],
    ]);
    expect(films[1]!.days.map((d) => d.day.kind)).toEqual(['sunday']);
  });

  it('orders a day on the 36-hour scale and writes after-midnight times as customers read them', () => {
    const [night] = publishedWeek(week)[0]!.days;
    expect(night!.shows.map((s) => [s.id, s.start, s.end])).toEqual([
      [11, '23:00', '23:59'],
      [12, '翌1:30', '翌3:40'],
    ]);
  });

  it('marks R15+/R18+, 先行, the late-hour rule and 字幕/吹替 per screening', () => {
    const [first, second] = publishedWeek(week);
    const late = first!.days[0]!.shows[1]!;
    expect(late).toMatchObject({ ageBadge: 'R15+', advance: true, lateHour: true, tags: ['2D', '字幕'] });
    expect(first!.days[1]!.shows[0]).toMatchObject({ advance: false, tags: ['2D', '吹替'] });
    expect(second!.days[0]!.shows[0]).toMatchObject({ ageBadge: null, tags: ['2D'] });
  });
});
