import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import {
  DEFAULT_CLEANING_MINUTES,
  scheduleConflict,
  scheduleOverlapDetail,
  type FilmNameItem,
} from '@cinema/contracts';
import { clashes, minuteAt, snapInside, SNAP_MINUTES, xOf } from './timeline-layout.js';
import type { TimelineModel, TimelineRow, TimelineScreening } from './timeline-model.js';
import { scaleText, timeRange, type Ghost } from './timeline-row.js';

/** What a finished drag asks for: a new screening, or one moved or resized. */
export type DropAction =
  | { kind: 'create'; film: FilmNameItem; date: string; houseId: number; startMin: number; endMin: number }
  | {
      kind: 'move' | 'resize';
      id: number;
      date: string;
      houseId: number;
      startMin: number;
      endMin: number;
      /** Alt held at the drop: a copy goes there and the original stays. */
      copy: boolean;
    };

/** 「このスクリーンには…登録されています。12/21（月） 23:50〜25:44「…」と重なっています（清掃時間を含む）」 */
export const clashMessage = (row: Pick<TimelineRow, 'date'>, hit: TimelineScreening) =>
  `${scheduleConflict}${scheduleOverlapDetail({
    businessDate: row.date,
    startTime: scaleText(hit.startMin),
    endTime: scaleText(hit.endMin),
    filmName: hit.s.filmName,
  })}`;

interface Target {
  rowKey: string;
  startMin: number;
  endMin: number;
  /** The screening the drop would collide with (cleaning included). */
  hit: TimelineScreening | null;
}

interface DragSession {
  kind: DropAction['kind'];
  id?: number;
  film?: FilmNameItem;
  label: string;
  length: number;
  /** Minutes between the block's start and the point where it was grabbed. */
  grab: number;
  startMin: number;
  cleaningMin: number;
  /** A resize stays in its row. */
  fixedRow?: string;
  /** The block is one of several selected: they move together. */
  group?: boolean;
  x: number;
  y: number;
  active: boolean;
  target: Target | null;
}

// A press that moves less than this is a click (select), not a drag.
const THRESHOLD_PX = 4;

export interface TimelineDragOptions {
  model: TimelineModel | null;
  /** The timeline's inner element: rows are looked up under it. */
  containerRef: RefObject<HTMLElement | null>;
  /** The selected screenings: a press on one of several drags them all. */
  selection: readonly number[];
  /** A press on a block: 'toggle' with Ctrl or Shift, 'press' otherwise; 'click' when it was let go without a drag. */
  onSelect: (id: number | null, how: 'press' | 'toggle' | 'click') => void;
  onDrop: (action: DropAction) => void;
  /** A drop onto a busy slot is not sent: this says what it collides with. */
  onRefused: (message: string) => void;
}

/**
 * Pointer dragging on the timeline: a film from the side list onto a row (create), a block to
 * another time or screen (move), a block's right edge (resize). Times snap to 5 minutes and the
 * dashed ghost turns red where the screen is already busy (cleaning interval included).
 */
export function useTimelineDrag({ model, containerRef, selection, onSelect, onDrop, onRefused }: TimelineDragOptions) {
  const session = useRef<DragSession | null>(null);
  const [ghost, setGhost] = useState<Ghost | null>(null);
  const frame = useRef(0);

  const targetAt = (s: DragSession, clientX: number, clientY: number): { target: Target; ghost: Ghost } | null => {
    if (!model || !containerRef.current) return null;
    const hit = document.elementFromPoint(clientX, clientY)?.closest<HTMLElement>('[data-row-key]');
    const track = s.fixedRow
      ? containerRef.current.querySelector<HTMLElement>(`[data-row-key="${s.fixedRow}"]`)
      : hit && containerRef.current.contains(hit)
        ? hit
        : null;
    const row = track && model.rows.find((r) => r.key === track.dataset.rowKey);
    if (!track || !row) return null;
    const { axis } = model;
    const pointer = minuteAt(axis, clientX - track.getBoundingClientRect().left);
    let startMin: number;
    let endMin: number;
    if (s.kind === 'resize') {
      startMin = s.startMin;
      endMin = Math.max(startMin + SNAP_MINUTES, snapInside(axis, pointer));
    } else {
      startMin = snapInside(axis, pointer - s.grab, s.length);
      endMin = startMin + s.length;
    }
    const me = { id: s.id ?? -1, startMin, endMin, cleaningMin: s.cleaningMin };
    const busy = row.items.find((x) => x.id !== s.id && x.s.status !== 'cancelled' && clashes(me, x)) ?? null;
    const clash = !!busy;
    return {
      target: { rowKey: row.key, startMin, endMin, hit: busy },
      ghost: {
        rowKey: row.key,
        left: xOf(axis, startMin),
        width: (endMin - startMin) * axis.pxPerMin,
        label: busy
          ? `${timeRange({ startMin, endMin })} 「${busy.s.filmName}」（${timeRange(busy)}）と重なっています`
          : `${timeRange({ startMin, endMin })} ${s.label}`,
        clash,
      },
    };
  };

  const move = useEffectEvent((e: PointerEvent) => {
    const s = session.current;
    if (!s) return;
    if (!s.active) {
      if (Math.hypot(e.clientX - s.x, e.clientY - s.y) < THRESHOLD_PX) return;
      s.active = true;
      document.body.classList.add('stl-dragging');
    }
    const found = targetAt(s, e.clientX, e.clientY);
    s.target = found?.target ?? null;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setGhost(found?.ghost ?? null));
  });

  const finish = useEffectEvent((commit: boolean, copy = false) => {
    const s = session.current;
    session.current = null;
    cancelAnimationFrame(frame.current);
    document.body.classList.remove('stl-dragging');
    setGhost(null);
    if (commit && s && !s.active && s.id !== undefined) return onSelect(s.id, 'click');
    if (!commit || !s?.active || !s.target || !model) return;
    const row = model.rows.find((r) => r.key === s.target!.rowKey);
    if (!row) return;
    // Several selected move together; the server checks each of them, so only a lone drop is refused here.
    if (s.target.hit && !s.group) return onRefused(clashMessage(row, s.target.hit));
    const at = { date: row.date, houseId: row.houseId, startMin: s.target.startMin, endMin: s.target.endMin };
    if (s.kind === 'create' && s.film) onDrop({ kind: 'create', film: s.film, ...at });
    else if (s.id !== undefined && s.kind !== 'create') onDrop({ kind: s.kind, id: s.id, copy, ...at });
  });

  useEffect(() => {
    const onMove = (e: PointerEvent) => move(e);
    const onUp = (e: PointerEvent) => finish(true, e.altKey);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && session.current && finish(false);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  /** The side list's press on a film. */
  const startCreate = (e: ReactPointerEvent, film: FilmNameItem) => {
    if (e.button !== 0) return;
    e.preventDefault();
    const base = { x: e.clientX, y: e.clientY, active: false, target: null, grab: 0, startMin: 0 };
    session.current = {
      ...base,
      kind: 'create',
      film,
      label: film.name,
      // The server ends a new screening after the trailers and the feature; the ghost shows the same.
      length: film.trailerMinutes + film.lengthMinutes,
      cleaningMin: model?.defaultCleaningMinutes ?? DEFAULT_CLEANING_MINUTES,
    };
  };

  /** The timeline's press: on a block selects it and may start a move, on its right edge a resize. */
  const startOnTimeline = (e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0 || !model) return;
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-screening-id]');
    if (!el) return onSelect(null, 'press');
    const id = Number(el.dataset.screeningId);
    const item = model.byId.get(id);
    if (e.ctrlKey || e.metaKey || e.shiftKey) return onSelect(id, 'toggle');
    onSelect(id, 'press');
    if (!item || item.s.status === 'cancelled') return;
    const track = el.closest<HTMLElement>('[data-row-key]');
    const resize = !!(e.target as HTMLElement).closest('[data-grip]');
    const group = !resize && selection.length > 1 && selection.includes(id);
    const pointer = track ? minuteAt(model.axis, e.clientX - track.getBoundingClientRect().left) : item.startMin;
    session.current = {
      kind: resize ? 'resize' : 'move',
      id,
      label: item.s.filmName,
      length: item.endMin - item.startMin,
      grab: pointer - item.startMin,
      startMin: item.startMin,
      cleaningMin: item.cleaningMin,
      fixedRow: resize ? track?.dataset.rowKey : undefined,
      group,
      x: e.clientX,
      y: e.clientY,
      active: false,
      target: null,
    };
  };

  return { ghost, startCreate, startOnTimeline };
}
