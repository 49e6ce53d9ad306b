import { formatBusinessDate, parseScaleTime, type ScheduleWeek, type WeekScreening } from '@cinema/contracts';
import { filmSwatches, type FilmSwatch } from './film-colors.js';
import { axisRange, layoutRow, type RowItem, type RowLayout, type TimeAxis } from './timeline-layout.js';

// The week answer turned into what the timeline draws: one row per screen (day view) or per
// day and screen (week view), each with its screenings on the 36-hour scale and their layout.

export type TimelineView = 'day' | 'week';

/** Where a screening sits while a drag or key press waits for the API: drawn there meanwhile. */
export interface Placement {
  houseId: number;
  businessDate: string;
  startMin: number;
  endMin: number;
}

export interface TimelineScreening extends RowItem {
  s: WeekScreening;
}

export interface TimelineRow {
  key: string;
  date: string;
  houseId: number;
  houseName: string;
  /** Week view: the day's label on its first row, '' on the others; null in the day view. */
  dayLabel: string | null;
  items: TimelineScreening[];
  layout: RowLayout;
}

export interface TimelineModel {
  axis: TimeAxis;
  rows: TimelineRow[];
  /** Every screening by id, as drawn (placements applied). */
  byId: Map<number, TimelineScreening>;
  cutoffHour: number;
  /** The week's films with their colours (the legend), and the colour by film id. */
  films: FilmSwatch[];
  colors: Map<number, string>;
  /** What a film dropped on the timeline is created with. */
  defaultCleaningMinutes: number;
}

export const rowKey = (date: string, houseId: number) => `${date}|${houseId}`;

const minutesOf = (text: string) => parseScaleTime(text) ?? 0;

export function toItem(s: WeekScreening, placed?: Placement): TimelineScreening {
  if (placed) return { id: s.id, startMin: placed.startMin, endMin: placed.endMin, cleaningMin: s.cleaningMinutes, s };
  return {
    id: s.id,
    startMin: minutesOf(s.startTime),
    endMin: minutesOf(s.endTime),
    cleaningMin: s.cleaningMinutes,
    s,
  };
}

export interface BuildOptions {
  view: TimelineView;
  /** The business date shown (day view) or the first of the seven (week view). */
  date: string;
  /** Pixels the time axis may fill; it is never drawn narrower than minPxPerMin. */
  fitWidth: number;
  minPxPerMin: number;
  /**
   * Zoom: absent, the view's usual scale (at least minPxPerMin, scrolling when the day is longer);
   * a number, that many times the scale at which the whole business day (through the cut-off) fits.
   */
  zoom?: number;
  placements?: ReadonlyMap<number, Placement>;
}

export function buildTimeline(week: ScheduleWeek, opts: BuildOptions): TimelineModel {
  const placements = opts.placements ?? new Map<number, Placement>();
  const dates = opts.view === 'day' ? [opts.date] : week.days.map((d) => d.date);
  // Screenings by row, each drawn where a pending change puts it.
  const byRow = new Map<string, TimelineScreening[]>();
  const byId = new Map<number, TimelineScreening>();
  for (const day of week.days)
    for (const screen of day.screens)
      for (const s of screen.screenings) {
        const placed = placements.get(s.id);
        const item = toItem(s, placed);
        const key = placed ? rowKey(placed.businessDate, placed.houseId) : rowKey(day.date, screen.houseId);
        byId.set(s.id, item);
        const list = byRow.get(key);
        if (list) list.push(item);
        else byRow.set(key, [item]);
      }

  const shown: TimelineScreening[] = [];
  for (const date of dates) for (const h of week.houses) shown.push(...(byRow.get(rowKey(date, h.id)) ?? []));
  const range = axisRange(week.cutoffHour, shown);
  const axis: TimeAxis = {
    ...range,
    pxPerMin: opts.zoom
      ? (opts.fitWidth / (range.endMin - range.startMin)) * opts.zoom
      : Math.max(opts.minPxPerMin, opts.fitWidth / (range.endMin - range.startMin)),
  };

  const rows: TimelineRow[] = [];
  for (const date of dates)
    week.houses.forEach((h, i) => {
      const key = rowKey(date, h.id);
      const items = byRow.get(key) ?? [];
      rows.push({
        key,
        date,
        houseId: h.id,
        houseName: h.name,
        dayLabel: opts.view === 'week' ? (i === 0 ? formatBusinessDate(date, true) : '') : null,
        items,
        layout: layoutRow(items, axis),
      });
    });
  const films = filmSwatches([...byId.values()].map((x) => x.s));
  return {
    axis,
    rows,
    byId,
    cutoffHour: week.cutoffHour,
    films,
    colors: new Map(films.map((f) => [f.filmId, f.color])),
    defaultCleaningMinutes: week.defaultCleaningMinutes,
  };
}
