import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  addDays,
  businessDateOf,
  daysBetween,
  endTimeFor,
  fromScaleMinutes,
  getOrFail,
  one,
  type ScreeningCategory,
  tokyoDateOf,
  weekdayOf,
  weekStartOf,
} from '@cinema/contracts';
import { inChunks, type Db } from '../db/client.js';
import { cinemas, films, houseFormatIds, houses, priceTemplates, screenings, versions } from '../db/schema/index.js';
import { DEMO_TEMPLATE_NAMES } from './price-rules.js';
import { cycle } from './cycle.js';

// A month of screenings for every demo cinema (7 days back to 22 days ahead): the hottest film on
// the largest screen, morning shows before 10:00, late shows from 20:00, longer days on Friday and
// Saturday nights, an all-night show on Saturdays, and a special 初日舞台挨拶 screening on each
// premiere day. Start times are on the 5-minute grid, each screen's day is filled back to back
// with the cleaning interval, and formats are ones the screen supports. Deterministic per cinema.

export const SEED_DAYS_BEFORE = 7;
export const SEED_DAYS = 30;
const CLEANING = 15;
/** Films keep their screens for about nine weeks after release. */
const RUN_DAYS = 63;
const MIN_TITLES = 4;

type Row = typeof screenings.$inferInsert;
interface Film {
  id: number;
  name: string;
  releaseDate: string;
  length: number;
  trailer: number;
  country: string | null;
  genre: string | null;
}

/** A small deterministic generator, so demo schedules look the same on every seed. */
const random = (seed: number) => {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
};

const up5 = (m: number) => Math.ceil(m / 5) * 5;

function language(f: Film, houseIndex: number, ids: Map<string, number>) {
  if (!f.country || f.country === '日本') return getOrFail(ids, 'NONE', 'version');
  // Foreign animation shows dubbed on smaller screens; everything else subtitled.
  const dub = f.genre === 'アニメーション' ? houseIndex >= 1 : houseIndex >= 3 && f.id % 3 === 0;
  return getOrFail(ids, dub ? 'DUB' : 'SUBTITLE', 'version');
}

/** What the demo schedule is made from: cinemas, screens, versions, approved films and price templates. */
async function scheduleInputs(db: Db) {
  // One after the other: the seed runs in a transaction, on one connection.
  const cinemaRows = await db
    .select({ id: cinemas.id, brandId: cinemas.brandId, cutoff: cinemas.businessDayCutoffHour })
    .from(cinemas)
    .orderBy(asc(cinemas.id));
  const houseRows = await db
    .select({ id: houses.id, cinemaId: houses.cinemaId, formatIds: houseFormatIds })
    .from(houses)
    .orderBy(asc(houses.sortOrder), asc(houses.id));
  const versionRows = await db
    .select({ id: versions.id, cinemaId: versions.cinemaId, kind: versions.kind, code: versions.code })
    .from(versions);
  const filmRows = await db
    .select({
      id: films.id,
      brandId: films.brandId,
      name: films.name,
      releaseDate: films.releaseDate,
      length: films.lengthMinutes,
      trailer: films.trailerMinutes,
      country: films.country,
      genre: films.genre,
    })
    .from(films)
    .where(and(eq(films.approvalStatus, 'approved'), isNotNull(films.releaseDate)));
  const templateRows = await db
    .select({ id: priceTemplates.id, cinemaId: priceTemplates.cinemaId, name: priceTemplates.name })
    .from(priceTemplates);
  return { cinemaRows, houseRows, versionRows, filmRows, templateRows };
}

export async function seedSchedules(db: Db, today = tokyoDateOf(Date.now())) {
  const first = addDays(today, -SEED_DAYS_BEFORE);
  const rows = screeningRows(await scheduleInputs(db), { today, first, days: SEED_DAYS });
  await inChunks(rows, (chunk) => db.insert(screenings).values(chunk));
  return rows.length;
}

/**
 * The demo's published screenings of past days of some cinemas (the sales history's shows), each
 * day drawn from its own seed so any day can be made alone and comes out the same.
 */
export async function seedPastScreenings(db: Db, cinemaIds: number[], date: string, today = tokyoDateOf(Date.now())) {
  const rows = screeningRows(await scheduleInputs(db), { today, first: date, days: 1, cinemaIds, perDay: true });
  await inChunks(rows, (chunk) => db.insert(screenings).values(chunk));
  return rows.length;
}

function screeningRows(
  { cinemaRows, houseRows, versionRows, filmRows, templateRows }: Awaited<ReturnType<typeof scheduleInputs>>,
  o: { today: string; first: string; days: number; cinemaIds?: number[]; perDay?: boolean },
) {
  const { today, first } = o;
  // The current and the next 興行週 (Friday to Thursday) are published (公開); the week after is a draft.
  const lastPublished = addDays(weekStartOf(today), 13);
  const publishedAt = new Date();
  const rows: Row[] = [];
  for (const c of cinemaRows) {
    if (o.cinemaIds && !o.cinemaIds.includes(c.id)) continue;
    const screens = houseRows.filter((h) => h.cinemaId === c.id);
    const own = versionRows.filter((v) => v.cinemaId === c.id);
    const langs = new Map(own.filter((v) => v.kind === 'language').map((v) => [v.code, v.id]));
    const formatCode = new Map(own.filter((v) => v.kind === 'format').map((v) => [v.id, v.code]));
    // The demo's price templates (seeded before): レイトショー料金 for late and all-night shows.
    const template = (name: string) => templateRows.find((t) => t.cinemaId === c.id && t.name === name)?.id ?? null;
    const regular = template(DEMO_TEMPLATE_NAMES.regular);
    const late = template(DEMO_TEMPLATE_NAMES.late) ?? regular;
    const brandFilms = filmRows.filter((f) => f.brandId === c.brandId) as Film[];
    let rnd = random(c.id * 7919);
    for (let d = 0; d < o.days; d++) {
      const date = addDays(first, d);
      if (o.perDay) rnd = random(c.id * 7919 + daysBetween('2000-01-01', date) * 104_729);
      const released = brandFilms
        .filter((f) => f.releaseDate <= date)
        .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || a.id - b.id);
      // A brand with few new titles keeps its latest ones on (long runs).
      const current = released.filter((f) => daysBetween(f.releaseDate, date) < RUN_DAYS);
      const showing = current.length >= MIN_TITLES ? current : released.slice(0, MIN_TITLES);
      if (showing.length === 0) continue;
      const wd = weekdayOf(date);
      const longNight = wd === 5 || wd === 6;
      const weekend = wd === 0 || wd === 6;
      screens.forEach((h, n) => {
        // The big screens run the newest films; smaller ones alternate two titles through the day.
        const pair = [cycle(showing, n), cycle(showing, n + 3)] as const;
        const premiere = pair[0].releaseDate === date && n <= 1;
        let minutes = (weekend ? 8 * 60 + 30 : 9 * 60 + 30) + (n % 3) * 20 + Math.floor(rnd() * 4) * 5;
        if (n === 0 && !weekend && rnd() < 0.4) minutes = 8 * 60 + 15; // a morning show on the big screen
        const lastStart = longNight ? (n === screens.length - 1 && wd === 6 ? 24 * 60 + 30 : 23 * 60 + 30) : 22 * 60;
        for (let slot = 0; minutes <= lastStart; slot++) {
          const film = n >= 2 ? cycle(pair, slot) : pair[0];
          const startAt = new Date(fromScaleMinutes(date, minutes));
          const endAt = new Date(endTimeFor(startAt, film.length, film.trailer));
          let category: ScreeningCategory = minutes < 10 * 60 ? 'morning' : minutes >= 20 * 60 ? 'late' : 'main';
          if (minutes >= 24 * 60) category = 'allNight';
          const special = premiere && slot === 1;
          if (special) category = 'special';
          const fancy = h.formatIds.find((id) => formatCode.get(id) !== '2D' && (n <= 1 ? slot % 2 === 0 : slot === 2));
          const format =
            fancy ?? h.formatIds.find((id) => formatCode.get(id) === '2D') ?? one(h.formatIds, 'format of a screen');
          const ahead = daysBetween(today, date);
          rows.push({
            brandId: c.brandId,
            cinemaId: c.id,
            filmId: film.id,
            houseId: h.id,
            languageVersionId: language(film, n, langs),
            formatVersionId: format,
            startAt,
            endAt,
            cleaningMinutes: CLEANING,
            blockedUntil: new Date(endAt.getTime() + CLEANING * 60_000),
            businessDate: businessDateOf(startAt, c.cutoff),
            category,
            priceTemplateId: category === 'late' || category === 'allNight' ? late : regular,
            salesStartAt: new Date(fromScaleMinutes(addDays(date, -2), 0)),
            salesEndAt: new Date(startAt.getTime() + 20 * 60_000),
            status: ahead <= 2 ? 'onSale' : 'planned',
            publishedAt: date <= lastPublished ? publishedAt : null,
            note: special ? '初日舞台挨拶付き上映（登壇者は変更になる場合があります）' : null,
          });
          minutes =
            up5(Math.round((endAt.getTime() - startAt.getTime()) / 60_000) + minutes + CLEANING) +
            Math.floor(rnd() * 4) * 5;
        }
      });
    }
  }
  return rows;
}
