// A colour per film on the timeline and its legend: twelve hues that stay apart from each other
// and from the status colours' light backgrounds; films of the week take them in id order.
export const FILM_COLORS = [
  '#1d39c4',
  '#d4380d',
  '#389e0d',
  '#c41d7f',
  '#d48806',
  '#08979c',
  '#531dab',
  '#7cb305',
  '#ad4e00',
  '#0958d9',
  '#cf1322',
  '#5b8c00',
] as const;

export interface FilmSwatch {
  filmId: number;
  name: string;
  color: string;
}

/** The films of the screenings given, each with its colour (id order, so a film keeps its colour all week). */
export function filmSwatches(screenings: Iterable<{ filmId: number; filmName: string }>): FilmSwatch[] {
  const names = new Map<number, string>();
  for (const s of screenings) if (!names.has(s.filmId)) names.set(s.filmId, s.filmName);
  return [...names]
    .sort(([a], [b]) => a - b)
    .map(([filmId, name], i) => ({ filmId, name, color: FILM_COLORS[i % FILM_COLORS.length]! }));
}
