import { memo, type ReactNode } from 'react';
import {
  formatScaleMinutes,
  screeningStateLabel,
  seatFigures,
  SCALE_MINUTES,
  type WeekScreening,
} from '@cinema/contracts';
import { dayKindOf, holidayName } from '../../lib/holidays.js';
import type { TimelineRow, TimelineScreening } from './timeline-model.js';

/** Where a dragged film or block would land: drawn dashed, red when it would clash. */
export interface Ghost {
  rowKey: string;
  left: number;
  width: number;
  label: string;
  clash: boolean;
}

const languageTag: Record<string, string | undefined> = { SUBTITLE: '字幕', DUB: '吹替' };
export const scaleText = (min: number) => formatScaleMinutes(Math.min(Math.max(0, Math.round(min)), SCALE_MINUTES - 1));
export const timeRange = (item: { startMin: number; endMin: number }) =>
  `${scaleText(item.startMin)}–${scaleText(item.endMin)}`;

/** 販売数 42席・残席 70席・販売率 35%: the schedule's seat figures of a screening (docs/sales.md, "seats"). */
export function seatSummary(s: Pick<WeekScreening, 'sold' | 'held' | 'capacity'>): string {
  const f = seatFigures(s);
  return `販売数 ${f.sold}席・残席 ${f.remaining}席・販売率 ${f.rate}${s.held ? `（仮押さえ ${s.held}席）` : ''}`;
}

/** An ended screening says 上映終了 (not 販売中), a cancelled one 中止. */
export const isEnded = (s: Pick<WeekScreening, 'status' | 'endAt'>, now: number) =>
  s.status !== 'cancelled' && Date.parse(s.endAt) <= now;

export function describeScreening(item: TimelineScreening, now: number): string {
  const s: WeekScreening = item.s;
  const lang = languageTag[s.languageCode];
  return [
    `${s.filmName}（${s.classification}）`,
    `${timeRange(item)}（清掃${s.cleaningMinutes}分）`,
    [s.formatName, lang].filter(Boolean).join('・'),
    `状態：${screeningStateLabel(s, now)}${s.publishedAt ? '（公開済み）' : '（下書き）'}`,
    `${seatSummary(s)}（座席数 ${s.capacity}席）`,
    ...(s.priceTemplateId === null ? ['料金未設定'] : []),
    ...s.warnings.map((w) => `注意：${w}`),
  ].join('\n');
}

interface RowProps {
  row: TimelineRow;
  trackWidth: number;
  compact: boolean;
  /** The selected screenings when one is in this row, else null (keeps other rows memoised). */
  selected: ReadonlySet<number> | null;
  /** The screening just saved in the form (?focus=): highlighted. */
  focusId: number | null;
  /** A colour per film (the legend's). */
  colors: ReadonlyMap<number, string>;
  /** Ids in this row whose change is on its way to the API. */
  pending: ReadonlySet<number> | null;
  ghost: Ghost | null;
  first: boolean;
  /** The clock (a minute's precision): blocks whose end has passed are drawn 上映終了. */
  now: number;
}

/** One screen's business day: plain divs at precomputed positions, no component per block. */
export const TimelineRowView = memo(function TimelineRowView({
  row,
  trackWidth,
  compact,
  selected,
  focusId,
  colors,
  pending,
  ghost,
  first,
  now,
}: RowProps) {
  const { layout } = row;
  const out: ReactNode[] = [];
  layout.blocks.forEach((b, i) => {
    const item = row.items.find((x) => x.id === b.id)!;
    const s = item.s;
    const lang = languageTag[s.languageCode];
    const on = !!selected?.has(b.id);
    const noPrice = s.priceTemplateId === null;
    const ended = isEnded(s, now) ? ' ended' : '';
    const cls = `stl-block s-${s.status}${ended}${s.publishedAt ? '' : ' draft'}${b.overlap ? ' overlap' : ''}${on ? ' selected' : ''}${b.id === focusId ? ' focused' : ''}${pending?.has(b.id) ? ' pending' : ''}`;
    // The title only where it can be read; the tooltip names it anyway.
    const roomy = b.width >= (compact ? 36 : 28);
    out.push(
      <div
        key={b.id}
        className={cls}
        style={{ left: b.left, width: b.width, borderLeftColor: colors.get(s.filmId) }}
        data-screening-id={b.id}
        role="button"
        tabIndex={-1}
        aria-pressed={on}
        aria-label={`${s.filmName} ${timeRange(item)}`}
      >
        {roomy && (
          // Two lines: the time with the seats sold of the sellable ones, then the film (its full text in the tooltip).
          <>
            <div className="time">
              {compact ? scaleText(item.startMin) : timeRange(item)}
              {s.capacity > 0 && (
                <span className="seats" data-seat-map={b.id} aria-label={`座席（${seatSummary(s)}）`}>
                  {`${s.sold}/${s.capacity}`}
                </span>
              )}
              {!compact && <span className="tag">{s.formatName}</span>}
              {!compact && lang && <span className="tag">{lang}</span>}
              {noPrice && <span className="tag noprice">料金未設定</span>}
            </div>
            <div className="name">{s.filmName}</div>
          </>
        )}
        {s.warnings.length > 0 && (
          <span className="warn" aria-label="注意があります">
            !
          </span>
        )}
        <div className="grip" data-grip="" />
      </div>,
    );
    if (b.tail > 0)
      out.push(<div key={`t${i}`} className="stl-tail" style={{ left: b.left + b.width, width: b.tail }} />);
  });
  layout.overlaps.forEach((o, i) =>
    out.push(<div key={`o${i}`} className="stl-overlap" style={{ left: o.left, width: o.width }} />),
  );
  if (!compact)
    layout.gaps.forEach(
      (g, i) =>
        g.width >= 44 &&
        out.push(
          <div key={`g${i}`} className="stl-gap" style={{ left: g.left, width: g.width }}>
            空き{g.minutes}分
          </div>,
        ),
    );
  if (ghost)
    out.push(
      <div
        key="ghost"
        className={`stl-ghost${ghost.clash ? ' clash' : ''}`}
        style={{ left: ghost.left, width: ghost.width }}
      >
        {ghost.label}
      </div>,
    );

  const kind = row.dayLabel ? dayKindOf(row.date) : 'weekday';
  const holiday = row.dayLabel ? holidayName(row.date) : null;
  return (
    <div className={`stl-row${row.dayLabel && !first ? ' day-start' : ''}`}>
      <div className="stl-label">
        {row.dayLabel !== null && (
          <span className={`day ${kind}`}>
            {row.dayLabel}
            {holiday && <span className="holiday">{holiday}</span>}
          </span>
        )}
        <span>{row.houseName}</span>
      </div>
      <div
        className="stl-track"
        style={{ width: trackWidth }}
        data-row-key={row.key}
        aria-label={`${row.date} ${row.houseName}`}
      >
        {out}
      </div>
    </div>
  );
});
