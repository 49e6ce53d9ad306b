import { readAll } from '../../db/reads.js';
import {
  addDays,
  exclusiveOfTax,
  filmWeekOn,
  ratioOf,
  type BoxOfficeDaily,
  type BoxOfficeDailyQuery,
  type BoxOfficeDailyRow,
  type BoxOfficeRowKind,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../platform/scope.js';
import { brandReportCinemas, type BrandReportCinemas } from '../../platform/report-cinemas.js';
import {
  cumulative,
  filmsOf,
  grossByDay,
  periodFigures,
  periodScreenings,
  type DailyScope,
  type FilmRow,
} from './box-office-daily.queries.js';

// 興行収入日報 (docs/reports.md, "box-office reports"): 作品 (× 上映方式) rows, a 小計 per 配給会社, a 劇場計 per cinema
// when head office asks for 劇場別, and the 合計. 興収税抜 is the 割戻し of each 作品 row's period total (one rounding,
// docs/domain.md, "film fees"); the 小計 and 合計 add the rows up, so the columns foot.

const NO_DISTRIBUTOR = '（配給会社なし）';
const NO_FILM = '（作品なし）';

/** What a row adds up, including what only its ratios need. */
interface Sums {
  screenings: number;
  seats: number;
  paid: number;
  comps: number;
  gross: number;
  net: number;
  prevDay: number;
  lastWeek: number;
  cumulativePersons: number;
  cumulativeGross: number;
}
const zero = (): Sums => ({
  screenings: 0,
  seats: 0,
  paid: 0,
  comps: 0,
  gross: 0,
  net: 0,
  prevDay: 0,
  lastWeek: 0,
  cumulativePersons: 0,
  cumulativeGross: 0,
});
const add = (a: Sums, b: Sums) => {
  for (const k of Object.keys(a) as (keyof Sums)[]) a[k] += b[k];
};

type Head = Pick<
  BoxOfficeDailyRow,
  'cinemaId' | 'cinemaName' | 'distributorName' | 'filmId' | 'filmName' | 'formatName' | 'releaseDate' | 'week'
>;
const blank: Head = {
  cinemaId: null,
  cinemaName: null,
  distributorName: null,
  filmId: null,
  filmName: null,
  formatName: null,
  releaseDate: null,
  week: null,
};

function rowOf(kind: BoxOfficeRowKind, head: Head, s: Sums): BoxOfficeDailyRow {
  const persons = s.paid + s.comps;
  return {
    kind,
    ...head,
    screenings: s.screenings,
    paid: s.paid,
    comps: s.comps,
    persons,
    gross: s.gross,
    net: s.net,
    averagePrice: persons ? Math.round(s.gross / persons) : null,
    soldRate: ratioOf(persons, s.seats),
    previousDayRatio: ratioOf(s.gross, s.prevDay),
    lastWeekRatio: ratioOf(s.gross, s.lastWeek),
    cumulativePersons: s.cumulativePersons,
    cumulativeGross: s.cumulativeGross,
  };
}

interface Line {
  cinemaId: number;
  film: FilmRow | undefined;
  filmId: number;
  formatName: string | null;
  sums: Sums;
}

const key = (r: { cinema_id: number; film_id: number; format_code: string }) =>
  `${Number(r.cinema_id)}|${Number(r.film_id)}|${r.format_code}`;

async function linesOf(db: Db, s: DailyScope, rc: BrandReportCinemas) {
  const [figures, shows] = await readAll(
    db,
    () => periodFigures(db, s),
    () => periodScreenings(db, s),
  );
  const lines = new Map<string, Line>();
  const line = (r: { cinema_id: number; film_id: number; format_code: string }) => {
    const k = key(r);
    let l = lines.get(k);
    if (!l) {
      l = { cinemaId: Number(r.cinema_id), filmId: Number(r.film_id), film: undefined, formatName: null, sums: zero() };
      lines.set(k, l);
    }
    return l;
  };
  for (const f of figures) {
    // A film of the compared days only is not a row of this period.
    if (!f.paid && !f.comps && !f.gross) continue;
    const l = line(f);
    l.formatName = s.query.byFormat ? (f.format_name ?? '-') : null;
    Object.assign(l.sums, { paid: f.paid, comps: f.comps, gross: f.gross });
    l.sums.net = exclusiveOfTax(f.gross, rc.rounding);
  }
  for (const sh of shows) {
    const l = line(sh);
    Object.assign(l.sums, { screenings: sh.screenings, seats: sh.seats });
    if (s.query.byFormat) l.formatName ??= sh.format_name ?? '-';
  }
  // The compared periods of every row, sold or only screened.
  for (const f of figures) {
    const l = lines.get(key(f));
    if (l) Object.assign(l.sums, { prevDay: f.prev_day, lastWeek: f.last_week });
  }
  const filmIds = [...new Set([...lines.values()].map((l) => l.filmId))];
  if (!filmIds.length) return [];
  const films = new Map((await filmsOf(db, s, filmIds)).map((f) => [Number(f.id), f]));
  const firsts = [...films.values()].map((f) => f.first_day).filter((d): d is string => !!d);
  const since = firsts.reduce((a, d) => (d < a ? d : a), s.query.from);
  for (const c of await cumulative(db, s, filmIds, since)) {
    const l = lines.get(key(c));
    if (l) Object.assign(l.sums, { cumulativePersons: c.persons, cumulativeGross: c.gross });
  }
  for (const l of lines.values()) l.film = films.get(l.filmId);
  return [...lines.values()];
}

export async function boxOfficeDaily(db: Db, scope: Scope, query: BoxOfficeDailyQuery): Promise<BoxOfficeDaily> {
  const rc = await brandReportCinemas(db, scope, query.cinemaIds);
  const previousDay = { from: addDays(query.from, -1), to: addDays(query.to, -1) };
  const lastWeek = { from: addDays(query.from, -7), to: addDays(query.to, -7) };
  const empty = { list: [], total: rowOf('total', blank, zero()), previousDay, lastWeek, chart: [] };
  if (!rc.brandId || !rc.ids.length) return empty;
  const s: DailyScope = { brandId: rc.brandId, ids: rc.ids, query };
  const [lines, chart] = await readAll(
    db,
    () => linesOf(db, s, rc),
    () => grossByDay(db, s),
  );
  const cinemaOrder = new Map(rc.cinemas.map((c, i) => [c.id, i]));
  const distributorOf = (l: Line) => l.film?.distributor_name ?? NO_DISTRIBUTOR;
  const distributorSort = (l: Line) => (l.film?.distributor_code ? `0${l.film.distributor_code}` : '1');
  lines.sort(
    (a, b) =>
      (cinemaOrder.get(a.cinemaId) ?? -1) - (cinemaOrder.get(b.cinemaId) ?? -1) ||
      distributorSort(a).localeCompare(distributorSort(b)) ||
      distributorOf(a).localeCompare(distributorOf(b), 'ja') ||
      b.sums.gross - a.sums.gross ||
      (a.film?.name ?? '').localeCompare(b.film?.name ?? '', 'ja') ||
      (a.formatName ?? '').localeCompare(b.formatName ?? ''),
  );
  const list: BoxOfficeDailyRow[] = [];
  const total = zero();
  let group: { cinemaId: number; distributor: string; sums: Sums } | null = null;
  let cinemaSums: Sums | null = null;
  const cinemaHead = (id: number): Head => {
    const c = rc.cinemas.find((x) => x.id === id);
    return { ...blank, cinemaId: c?.id ?? null, cinemaName: c ? `${c.code} ${c.name}` : null };
  };
  const closeGroup = () => {
    if (group)
      list.push(
        rowOf('distributor', { ...cinemaHead(group.cinemaId), distributorName: group.distributor }, group.sums),
      );
    group = null;
  };
  const closeCinema = (id: number) => {
    if (query.byCinema && cinemaSums) list.push(rowOf('cinema', cinemaHead(id), cinemaSums));
    cinemaSums = null;
  };
  lines.forEach((l, i) => {
    const distributor = distributorOf(l);
    if (group && (group.cinemaId !== l.cinemaId || group.distributor !== distributor)) closeGroup();
    group ??= { cinemaId: l.cinemaId, distributor, sums: zero() };
    cinemaSums ??= zero();
    const release = l.film?.release_date ?? l.film?.first_day ?? null;
    list.push(
      rowOf(
        'film',
        {
          ...cinemaHead(l.cinemaId),
          distributorName: distributor,
          filmId: l.filmId || null,
          filmName: l.film?.name ?? NO_FILM,
          formatName: l.formatName,
          releaseDate: release,
          week: filmWeekOn(release, query.to, rc.weekStartDay),
        },
        l.sums,
      ),
    );
    add(group.sums, l.sums);
    add(cinemaSums, l.sums);
    add(total, l.sums);
    if (lines[i + 1]?.cinemaId !== l.cinemaId) {
      closeGroup();
      closeCinema(l.cinemaId);
    }
  });
  return {
    list,
    total: rowOf('total', blank, total),
    previousDay,
    lastWeek,
    chart: chart.map((c) => ({ date: c.date, filmId: Number(c.film_id), gross: Number(c.gross) })),
  };
}
