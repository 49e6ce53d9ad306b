import { describe, expect, it } from 'vitest';
import type { FilmNameItem, ScheduleWeek } from '@cinema/contracts';
import { orderFilms } from './film-order.js';

const film = (id: number, name: string): FilmNameItem => ({
  id,
  name,
  nameKana: name,
  lengthMinutes: 120,
  trailerMinutes: 10,
  approvalStatus: 'approved',
});
const week = (ids: [number, string][]) =>
  ({
    days: [
      {
        date: '2026-12-04',
        screens: [{ houseId: 1, screenings: ids.map(([filmId, status]) => ({ filmId, status })) }],
      },
    ],
  }) as unknown as ScheduleWeek;

describe('the film list beside the timeline', () => {
  it('puts the week’s films first, most screened first, then the rest in the API’s order', () => {
    const films = [film(1, 'アオ'), film(2, 'カゼ'), film(3, 'サクラ'), film(4, 'タイヨウ')];
    const ordered = orderFilms(
      films,
      week([
        [3, 'onSale'],
        [4, 'onSale'],
        [3, 'planned'],
        [2, 'cancelled'],
      ]),
    );
    expect(ordered.films.map((f) => f.id)).toEqual([3, 4, 1, 2]);
    expect(ordered.recent).toBe(2);
  });

  it('keeps the API’s order before the week has loaded', () => {
    const films = [film(1, 'アオ'), film(2, 'カゼ')];
    expect(orderFilms(films, undefined)).toEqual({ films, recent: 0 });
  });
});
