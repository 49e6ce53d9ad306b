import { clockLabel, type ScheduleWeek, type ScreeningStatus } from '@cinema/contracts';

// The published schedule (上映スケジュール（公開用）): the week read per film, as a customer reads
// it — times on the wall clock (「翌1:30」 for 25:30), cancelled screenings left out.

export interface PublishedShow {
  id: number;
  /** '10:00' or '翌1:30'. */
  start: string;
  end: string;
  /** Sort key: minutes on the 36-hour scale as text ('25:30' sorts after '23:00'). */
  startTime: string;
  tags: string[];
  status: ScreeningStatus;
  houseName: string;
}

export interface PublishedFilm {
  filmId: number;
  name: string;
  classification: string;
  /** The film's own length; null when the film list did not have it. */
  lengthMinutes: number | null;
  days: { date: string; shows: PublishedShow[] }[];
}

const languageTag: Record<string, string | undefined> = { SUBTITLE: '字幕', DUB: '吹替' };

/** Groups the week's screenings by film (films in order of their first show), then by day, in time order. */
export function publishedWeek(week: ScheduleWeek, lengths: ReadonlyMap<number, number>): PublishedFilm[] {
  const houses = new Map(week.houses.map((h) => [h.id, h.name]));
  const films = new Map<number, PublishedFilm & { first: string }>();
  for (const day of week.days)
    for (const screen of day.screens)
      for (const s of screen.screenings) {
        if (s.status === 'cancelled') continue;
        let film = films.get(s.filmId);
        if (!film) {
          film = {
            filmId: s.filmId,
            name: s.filmName,
            classification: s.classification,
            lengthMinutes: lengths.get(s.filmId) ?? null,
            days: week.days.map((d) => ({ date: d.date, shows: [] })),
            first: `${day.date} ${s.startTime}`,
          };
          films.set(s.filmId, film);
        }
        const key = `${day.date} ${s.startTime}`;
        if (key < film.first) film.first = key;
        film.days
          .find((d) => d.date === day.date)!
          .shows.push({
            id: s.id,
            start: clockLabel(s.startTime),
            end: clockLabel(s.endTime),
            startTime: s.startTime,
            tags: [s.formatName, languageTag[s.languageCode]].filter((t): t is string => !!t),
            status: s.status,
            houseName: houses.get(screen.houseId) ?? '',
          });
      }
  const list = [...films.values()].sort((a, b) => a.first.localeCompare(b.first) || a.name.localeCompare(b.name, 'ja'));
  for (const f of list)
    for (const d of f.days) d.shows.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id);
  return list.map(({ first: _first, ...f }) => f);
}
