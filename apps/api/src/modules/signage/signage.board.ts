import {
  addDays,
  businessDateOf,
  minutesOf36h,
  seatMark,
  tokyoMidnight,
  type SignageBoard,
  type SignageBoardFilm,
  type SignageBoardRow,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { found } from '../../platform/errors.js';
import { buildPublicSchedule, publicCinemaById } from '../public-schedule/index.js';
import { settingOf } from './signage.repository.js';
import { stampsOf } from './signage.stream.js';

// The lobby board (docs/signage.md, "the lobby board"): today's published screenings as customers see them
// (the public schedule's build: 36-hour times, live seat counts), and tomorrow's too once the business day has
// reached the cinema's 翌日分を表示する時刻.

/** Minutes since the business day's midnight (Japan time): 25:10 is 1510. */
const minutesIntoDay = (now: Date, businessDate: string) =>
  Math.floor((now.getTime() - tokyoMidnight(businessDate)) / 60_000);

export async function boardOf(db: Db, cinemaId: number, now = new Date()): Promise<SignageBoard> {
  const cinema = found(await publicCinemaById(db, cinemaId));
  const setting = await settingOf(db, cinemaId);
  const today = businessDateOf(now, cinema.cutoffHour);
  const tomorrowFrom = setting?.tomorrowFrom ?? null;
  const withTomorrow = !!tomorrowFrom && minutesIntoDay(now, today) >= minutesOf36h(tomorrowFrom);
  const dates = withTomorrow ? [today, addDays(today, 1)] : [today];
  const films = new Map<number, SignageBoardFilm>();
  const days = [];
  // One day after the other: each build reads several tables, and the pool is shared with the players' pushes.
  for (const [i, date] of dates.entries()) {
    const schedule = await buildPublicSchedule(db, cinema, date, now);
    const rows: SignageBoardRow[] = [];
    for (const f of schedule.films) {
      films.set(f.id, { id: f.id, name: f.name, classification: f.classification, posterUrl: f.posterUrl });
      for (const s of f.screenings)
        rows.push({
          screeningId: s.id,
          businessDate: s.businessDate,
          filmId: f.id,
          filmName: f.name,
          classification: f.classification,
          startAt: s.startAt,
          endAt: s.endAt,
          startTime: s.startTime,
          endTime: s.endTime,
          screenName: s.screenName,
          formatName: s.formatName,
          languageName: s.languageName,
          remaining: s.seats.remaining,
          total: s.seats.total,
          mark: seatMark(s.seats.remaining, s.seats.total),
        });
    }
    rows.sort((a, b) => a.startAt.localeCompare(b.startAt) || a.screenName.localeCompare(b.screenName, 'ja'));
    days.push({ businessDate: date, label: i === 0 ? '本日' : '明日', rows });
  }
  return {
    cinemaName: cinema.name,
    businessDate: today,
    tomorrowFrom,
    days,
    films: [...films.values()],
    generatedAt: now.toISOString(),
  };
}

type Cached = { stamp: string; at: number; board: Promise<SignageBoard> };
const cached = new WeakMap<Db, Map<number, Cached>>();
const CACHE_MS = 30_000;

/**
 * The board for the players: after a change every player of the cinema asks at once, so one build serves them all
 * while the cinema's change stamp has not moved (and for at most 30 s, for the clock's sake: the business day, holds
 * running out). Keyed by the stamp, an answer is never older than the change the players were told of.
 */
export async function playersBoardOf(db: Db, cinemaId: number, now = new Date()): Promise<SignageBoard> {
  const stamp = (await stampsOf(db, [cinemaId], now)).get(cinemaId) ?? '';
  const boards = cached.get(db) ?? new Map<number, Cached>();
  cached.set(db, boards);
  const hit = boards.get(cinemaId);
  if (hit && hit.stamp === stamp && now.getTime() - hit.at < CACHE_MS) return hit.board;
  const board = boardOf(db, cinemaId, now);
  boards.set(cinemaId, { stamp, at: now.getTime(), board });
  board.catch(() => boards.delete(cinemaId));
  return board;
}
