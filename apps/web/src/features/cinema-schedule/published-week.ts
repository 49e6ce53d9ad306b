import { clockLabel, type PublicScheduleDay, type PublicScheduleWeek, type ScreeningStatus } from '@cinema/contracts';

// The published schedule (上映スケジュール（公開用）): the week read per film, as a customer reads
// it — times on the wall clock (「翌1:30」 for 25:30), each film's days in order.

export interface PublishedShow {
  id: number;
  /** '10:00' or '翌1:30'. */
  start: string;
  end: string;
  /** 2D, IMAX, 字幕, 吹替 … */
  tags: string[];
  status: ScreeningStatus;
  screenName: string;
  /** R15+ / R18+ shown on the screening itself (G and PG12 admit everyone). */
  ageBadge: string | null;
  /** For customers: age limits and the late-hour rule for minors. */
  minorsNote: string | null;
  /** 先行上映. */
  advance: boolean;
  /** Ends after the late-hour rule: no one under 18, even with a guardian (marked ※). */
  lateHour: boolean;
}

export interface PublishedFilm {
  filmId: number;
  name: string;
  classification: string;
  lengthMinutes: number;
  days: { day: PublicScheduleDay; shows: PublishedShow[] }[];
}

const languageTag: Record<string, string | undefined> = { SUBTITLE: '字幕', DUB: '吹替' };
const restrictedAge = /^R\d+\+$/;

/** Each film (in the brand's order) with the week's days that have screenings, in time order. */
export function publishedWeek(week: PublicScheduleWeek): PublishedFilm[] {
  return week.films.map((film) => ({
    filmId: film.id,
    name: film.name,
    classification: film.classification,
    lengthMinutes: film.lengthMinutes,
    days: week.days
      .map((day) => ({
        day,
        shows: film.screenings
          .filter((s) => s.businessDate === day.date)
          .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id)
          .map((s) => ({
            id: s.id,
            start: clockLabel(s.startTime),
            end: clockLabel(s.endTime),
            tags: [s.formatName, languageTag[s.languageCode]].filter((t): t is string => !!t),
            status: s.status,
            screenName: s.screenName,
            ageBadge: restrictedAge.test(s.classification) ? s.classification : null,
            minorsNote: s.minorsNote,
            advance: s.advance,
            lateHour: s.lateHour,
          })),
      }))
      .filter((d) => d.shows.length > 0),
  }));
}
