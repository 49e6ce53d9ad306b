import type { FilmNameItem, ScheduleWeek } from '@cinema/contracts';

// The film list beside the timeline (docs/web-conventions.md): the films the shown week already screens come
// first, the most screened first, since a planner mostly adds more of them; the others follow in the API's kana
// order. Forty films in kana order meant scrolling for the one film of the week.

/** The films, this week's first; `recent` says how many of them lead the list. */
export function orderFilms(films: FilmNameItem[], week: ScheduleWeek | undefined) {
  const count = new Map<number, number>();
  for (const day of week?.days ?? [])
    for (const screen of day.screens)
      for (const s of screen.screenings)
        if (s.status !== 'cancelled') count.set(s.filmId, (count.get(s.filmId) ?? 0) + 1);
  const recent = films.filter((f) => count.has(f.id)).sort((a, b) => (count.get(b.id) ?? 0) - (count.get(a.id) ?? 0));
  const others = films.filter((f) => !count.has(f.id));
  return { films: [...recent, ...others], recent: recent.length };
}
