import { readAll } from '../../db/reads.js';
import {
  addDays,
  dateRange,
  filmWeekOn,
  ratioOf,
  weekStartOf,
  type SaleWeekly,
  type SaleWeeklyQuery,
  type SaleWeeklyRow,
  type SaleWeeklyRowKind,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../platform/scope.js';
import { brandReportCinemas } from '../../platform/report-cinemas.js';
import {
  filmCumulative,
  filmDays,
  filmInfo,
  grossDays,
  itemDays,
  type WeeklyScope,
} from './box-office-weekly.queries.js';

// 週間売上（週報） (docs/reports.md, "box-office reports"): the brand's 興行週 that holds the asked day, per 作品 by
// 上映日 with 週計, 前週計, 前週比, 週目, 累計 and 構成比, then the 作品計 and the money block: 興行収入 (上映日), 売店売上
// and その他売上 (販売日) and their 合計売上, each beside the week before.

const NO_FILM = '（作品なし）';

/** A series over two weeks, the earlier first: 14 values by day. */
type Fortnight = number[];

function rowOf(
  kind: SaleWeeklyRowKind,
  label: string,
  values: Fortnight,
  extra: Partial<Pick<SaleWeeklyRow, 'filmId' | 'filmWeek' | 'cumulative'>> = {},
): SaleWeeklyRow {
  const lastWeekTotal = values.slice(0, 7).reduce((a, b) => a + b, 0);
  const weekTotal = values.slice(7).reduce((a, b) => a + b, 0);
  return {
    kind,
    filmId: extra.filmId ?? null,
    label,
    days: values.slice(7),
    weekTotal,
    lastWeekTotal,
    lastWeekRatio: ratioOf(weekTotal, lastWeekTotal),
    filmWeek: extra.filmWeek ?? null,
    cumulative: extra.cumulative ?? null,
    share: null,
  };
}

const sumOf = (series: Fortnight[]) =>
  Array.from({ length: 14 }, (_, i) => series.reduce((a, s) => a + (s[i] ?? 0), 0));

export async function saleWeekly(db: Db, scope: Scope, q: SaleWeeklyQuery): Promise<SaleWeekly> {
  const rc = await brandReportCinemas(db, scope, q.cinemaIds);
  const from = weekStartOf(q.week, rc.weekStartDay);
  const to = addDays(from, 6);
  const base = { weekStartDay: rc.weekStartDay, from, to, metric: q.metric };
  if (!rc.brandId || !rc.ids.length) return { ...base, list: [] };
  const s: WeeklyScope = { brandId: rc.brandId, ids: rc.ids, filmId: q.filmId };
  const before = addDays(from, -7);
  const days = dateRange(before, 14);
  const index = new Map(days.map((d, i) => [d, i]));
  const [films, gross, items] = await readAll(
    db,
    () => filmDays(db, s, q.metric, before, to),
    () => grossDays(db, s, before, to),
    () => itemDays(db, s, before, to),
  );
  const series = new Map<number, Fortnight>();
  for (const r of films) {
    const id = Number(r.film_id);
    const values = series.get(id) ?? new Array<number>(14).fill(0);
    const i = index.get(r.date) ?? 0;
    values[i] = (values[i] ?? 0) + Number(r.value);
    series.set(id, values);
  }
  // A film of the week before only is not a row of this week.
  const ids = [...series.entries()].filter(([, v]) => v.slice(7).some((x) => x !== 0)).map(([id]) => id);
  const info = ids.length ? await filmInfo(db, s, ids) : [];
  const byId = new Map(info.map((f) => [Number(f.id), f]));
  const firsts = info.map((f) => f.first_day).filter((d): d is string => !!d);
  const since = firsts.reduce((a, d) => (d < a ? d : a), from);
  const cumulative = ids.length ? await filmCumulative(db, s, q.metric, ids, since, to) : [];
  const cumulativeOf = new Map(cumulative.map((c) => [Number(c.film_id), Number(c.value)]));
  const filmRows = ids.map((id) => {
    const f = byId.get(id);
    const release = f?.release_date ?? f?.first_day ?? null;
    return rowOf('film', f?.name ?? NO_FILM, series.get(id) ?? [], {
      filmId: id || null,
      filmWeek: filmWeekOn(release, to, rc.weekStartDay),
      cumulative: cumulativeOf.get(id) ?? 0,
    });
  });
  filmRows.sort((a, b) => b.weekTotal - a.weekTotal || a.label.localeCompare(b.label, 'ja'));
  const filmsTotal = rowOf('films', '作品計', sumOf(ids.map((id) => series.get(id) ?? [])));
  for (const r of [...filmRows, filmsTotal]) r.share = ratioOf(r.weekTotal, filmsTotal.weekTotal);
  const fortnight = (rows: { date: string; value: number }[]) => {
    const values = new Array<number>(14).fill(0);
    for (const r of rows) {
      const i = index.get(r.date) ?? 0;
      values[i] = (values[i] ?? 0) + Number(r.value);
    }
    return values;
  };
  const boxOffice = fortnight(gross);
  const shop = fortnight(items.filter((r) => !r.other));
  const other = fortnight(items.filter((r) => r.other));
  const money = [
    rowOf('boxOffice', '興行収入（上映日）', boxOffice),
    rowOf('shop', '売店売上（販売日）', shop),
    rowOf('other', 'その他売上（販売日）', other),
    rowOf('sales', '合計売上', sumOf([boxOffice, shop, other])),
  ];
  const anything = filmRows.length || money.some((r) => r.weekTotal || r.days.some((d) => d !== 0));
  return { ...base, list: anything ? [...filmRows, filmsTotal, ...money] : [] };
}
