import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type Ref,
} from 'react';
import { Tooltip } from 'antd';
import { businessDateOf, tokyoMidnight } from '@cinema/contracts';
import { axisTicks, axisWidth, xOf } from './timeline-layout.js';
import type { TimelineModel } from './timeline-model.js';
import { describeScreening, TimelineRowView, type Ghost } from './timeline-row.js';
import './schedule-timeline.css';

export const LABEL_WIDTH = 150;
// The week's rows hold two lines (the time with the seats sold, then the film): 「09:30 …」 alone said too little.
export const ROW_HEIGHT = { day: 52, week: 36 } as const;
const HEAD_HEIGHT = 28;

export interface ScheduleTimelineProps {
  model: TimelineModel;
  compact: boolean;
  selected: ReadonlySet<number>;
  /** The screening to scroll into view and highlight (?focus= after the form saved it). */
  focusId?: number | null;
  pending: ReadonlySet<number>;
  ghost: Ghost | null;
  trackRef?: Ref<HTMLDivElement>;
  onPointerDown: (e: PointerEvent<HTMLDivElement>) => void;
  onDoubleClick: (e: MouseEvent<HTMLDivElement>) => void;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  /** A click on a block's seat figures (42/120): open its seat map. */
  onSeatMap?: (id: number) => void;
}

/** The clock, moved once a minute: the red line, and the blocks that have ended (上映終了). */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

/** The current time as a red line over today's rows. */
function NowLine({ model, rowHeight, now }: { model: TimelineModel; rowHeight: number; now: number }) {
  const today = businessDateOf(now, model.cutoffHour);
  const first = model.rows.findIndex((r) => r.date === today);
  if (first < 0) return null;
  const count = model.rows.filter((r) => r.date === today).length;
  const minute = (now - tokyoMidnight(today)) / 60_000;
  if (minute < model.axis.startMin || minute > model.axis.endMin) return null;
  return (
    <div
      className="stl-now"
      aria-hidden
      style={{
        left: LABEL_WIDTH + xOf(model.axis, minute),
        top: HEAD_HEIGHT + first * rowHeight,
        height: count * rowHeight,
      }}
    />
  );
}

/**
 * Screens as rows and the business day's hours as columns (36-hour scale). Pointer and key
 * handling belong to the page; each row is memoised, so a drag redraws only the rows it touches.
 */
export function ScheduleTimeline({
  model,
  compact,
  selected,
  focusId = null,
  pending,
  ghost,
  trackRef,
  onPointerDown,
  onDoubleClick,
  onKeyDown,
  onSeatMap,
}: ScheduleTimelineProps) {
  const now = useMinuteClock();
  const { axis } = model;
  const width = axisWidth(axis);
  const rowHeight = compact ? ROW_HEIGHT.week : ROW_HEIGHT.day;
  const ticks = axisTicks(axis);
  const blocks = model.rows.reduce((n, r) => n + r.items.length, 0);

  // The benchmark reads this mark: the frame after the blocks were committed has been drawn.
  useEffect(() => {
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        if (!cancelled)
          performance.mark('schedule-timeline:painted', { detail: { blocks, view: compact ? 'week' : 'day' } });
      };
      ch.port2.postMessage(0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [model, blocks, compact]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ id: number; left: number; top: number; width: number; height: number } | null>(
    null,
  );
  // The saved screening scrolled into the middle of the view once it is drawn.
  const focusDrawn = focusId !== null && model.byId.has(focusId);
  useEffect(() => {
    if (!focusDrawn) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-screening-id="${focusId}"]`);
    el?.scrollIntoView?.({ block: 'center', inline: 'center', behavior: 'smooth' });
  }, [focusId, focusDrawn]);

  /** One antd Tooltip for the whole timeline, over the block under the pointer. */
  const onPointerOver = (e: PointerEvent<HTMLDivElement>) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-screening-id]');
    const inner = el?.closest<HTMLElement>('.stl-inner');
    if (!el || !inner) return setHover(null);
    const id = Number(el.dataset.screeningId);
    if (hover?.id === id) return;
    const box = el.getBoundingClientRect();
    const base = inner.getBoundingClientRect();
    setHover({ id, left: box.left - base.left, top: box.top - base.top, width: box.width, height: box.height });
  };
  const hovered = hover && !ghost ? model.byId.get(hover.id) : undefined;
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-seat-map]');
    if (el && onSeatMap) onSeatMap(Number(el.dataset.seatMap));
  };
  const selectedIn = (ids: readonly { id: number }[]) =>
    selected.size && ids.some((x) => selected.has(x.id)) ? selected : null;
  const pendingIn = (ids: readonly { id: number }[]) =>
    pending.size && ids.some((x) => pending.has(x.id)) ? pending : null;
  const style = {
    '--ppm': axis.pxPerMin,
    '--row-h': `${rowHeight}px`,
    '--label-w': `${LABEL_WIDTH}px`,
  } as CSSProperties;
  return (
    <div
      className={`stl${compact ? ' compact' : ''}`}
      style={style}
      tabIndex={0}
      role="region"
      aria-label="上映スケジュールのタイムライン"
      onPointerDown={onPointerDown}
      onDoubleClick={onDoubleClick}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerOver={onPointerOver}
      onPointerLeave={() => setHover(null)}
    >
      <div className="stl-scroll" ref={scrollRef}>
        <div className="stl-inner" style={{ width: LABEL_WIDTH + width }} ref={trackRef}>
          <div className="stl-head">
            <div className="stl-corner">スクリーン</div>
            <div className="stl-ticks" style={{ width }}>
              {ticks.map((t) =>
                t.label ? (
                  <span
                    key={t.min}
                    className="stl-tick"
                    style={t.x < 16 ? { left: 2, transform: 'none' } : { left: Math.min(t.x, width - 16) }}
                  >
                    {t.label}
                  </span>
                ) : null,
              )}
            </div>
          </div>
          {model.rows.map((row, i) => (
            <TimelineRowView
              key={row.key}
              row={row}
              first={i === 0}
              trackWidth={width}
              compact={compact}
              selected={selectedIn(row.items)}
              focusId={focusId !== null && row.items.some((x) => x.id === focusId) ? focusId : null}
              colors={model.colors}
              pending={pendingIn(row.items)}
              ghost={ghost && ghost.rowKey === row.key ? ghost : null}
              now={now}
            />
          ))}
          <NowLine model={model} rowHeight={rowHeight + 1} now={now} />
          {hovered && hover && (
            <Tooltip
              open
              title={<div style={{ whiteSpace: 'pre-line' }}>{describeScreening(hovered, now)}</div>}
              placement="top"
            >
              <div
                className="stl-hover"
                style={{ left: hover.left, top: hover.top, width: hover.width, height: hover.height }}
              />
            </Tooltip>
          )}
        </div>
      </div>
    </div>
  );
}
