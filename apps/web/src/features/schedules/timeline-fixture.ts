import type { ScheduleWeek, WeekScreening } from '@cinema/contracts';

// A week of two screens for tests: 'at' gives a screening on the 36-hour scale of its day.
const iso = (date: string, scale: string) => {
  const [h, m] = scale.split(':').map(Number);
  return new Date(Date.parse(`${date}T00:00:00+09:00`) + (h! * 60 + m!) * 60_000).toISOString();
};

export function at(
  id: number,
  houseId: number,
  date: string,
  start: string,
  end: string,
  over: Partial<WeekScreening> = {},
): WeekScreening {
  return {
    id,
    houseId,
    filmId: id * 10,
    filmName: `作品${id}`,
    classification: 'G',
    languageCode: 'SUBTITLE',
    formatName: '2D',
    startAt: iso(date, start),
    endAt: iso(date, end),
    businessDate: date,
    startTime: start,
    endTime: end,
    category: 'main',
    status: 'planned',
    cleaningMinutes: 15,
    publishedAt: null,
    priceTemplateId: 1,
    warnings: [],
    sold: 0,
    held: 0,
    capacity: 120,
    version: 1,
    ...over,
  };
}

export function weekOf(from: string, screenings: WeekScreening[]): ScheduleWeek {
  const dates = Array.from({ length: 7 }, (_, i) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );
  const houses = [
    { id: 1, name: 'スクリーン1', code: 'S1', formatIds: [11] },
    { id: 2, name: 'スクリーン2', code: 'S2', formatIds: [11, 12] },
  ];
  return {
    cinemaId: 1,
    cutoffHour: 26,
    weekStartDay: 5,
    defaultCleaningMinutes: 10,
    from,
    to: dates[6]!,
    houses,
    days: dates.map((date) => ({
      date,
      screens: houses.map((h) => ({
        houseId: h.id,
        screenings: screenings.filter((s) => s.businessDate === date && s.houseId === h.id),
      })),
    })),
  };
}
