import { useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { fromScaleMinutes, type ScheduleUpdateInput, type Screening } from '@cinema/contracts';
import { ApiError } from '../../api/client.js';
import { notify } from '../../api/feedback.js';
import { scheduleKeys } from '../../entities/schedules/schedule-keys.js';
import { confirmDelete } from '../../ui/confirm.js';
import { createScreening, deleteScreening, updateScreening } from './schedule-queries.js';
import type { Placement, TimelineModel } from './timeline-model.js';
import { timeRange } from './timeline-row.js';
import type { DropAction } from './use-timeline-drag.js';

/** The API's reason in the words staff read: the conflict message, or the fields' own messages. */
export function reasonOf(err: unknown): string {
  if (!(err instanceof ApiError)) return String(err);
  if (err.code === 'validation_failed' && err.errors.length)
    return [...new Set(err.errors.map((e) => e.message))].join('\n');
  return err.message;
}

export interface Defaults {
  languageVersionId: number | null;
  formatVersionId: number | null;
}

// Arrow keys move a block 5 minutes a press; the call goes once the keys rest this long.
const KEY_SETTLE_MS = 500;

/**
 * Saving what the timeline changes. A dropped or nudged block is drawn where it went at once;
 * when the API refuses (409: このスクリーンには、…すでに登録されています。) it snaps back and
 * the reason shows.
 */
export function useScheduleEdits(
  modelRef: RefObject<TimelineModel | null>,
  defaults: Defaults,
  formatsOf: (houseId: number) => number[],
) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [placements, setPlacements] = useState<ReadonlyMap<number, Placement>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const inflight = useRef(new Map<number, Promise<unknown>>());

  const place = (id: number, p: Placement) => setPlacements((m) => new Map(m).set(id, p));
  /** Lets go of a placement unless a later key press or drop has replaced it. */
  const release = (id: number, p: Placement) =>
    setPlacements((m) => {
      if (m.get(id) !== p) return m;
      const next = new Map(m);
      next.delete(id);
      return next;
    });
  const mark = (id: number, on: boolean) =>
    setPending((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const refresh = () => qc.invalidateQueries({ queryKey: scheduleKeys.all });
  const warn = (saved: Screening) => saved.warnings.length && message.warning(saved.warnings.join('\n'), 6);

  async function save(id: number, p: Placement, body: Omit<ScheduleUpdateInput, 'id' | 'version'>) {
    const before = inflight.current.get(id);
    const run = (async () => {
      await before?.catch(() => undefined);
      const item = modelRef.current?.byId.get(id);
      if (!item) return;
      mark(id, true);
      try {
        warn(await updateScreening({ id, version: item.s.version, ...body }));
        await refresh();
      } catch (err) {
        notify.error(reasonOf(err));
      } finally {
        // Drawn from the answer now, or back where it was when the API refused.
        release(id, p);
        mark(id, false);
      }
    })();
    inflight.current.set(id, run);
    place(id, p);
    await run;
  }

  const drop = async (a: DropAction) => {
    const startAt = fromScaleMinutes(a.date, a.startMin);
    const endAt = fromScaleMinutes(a.date, a.endMin);
    const p: Placement = { houseId: a.houseId, businessDate: a.date, startMin: a.startMin, endMin: a.endMin };
    if (a.kind !== 'create')
      return save(a.id, p, a.kind === 'resize' ? { endAt } : { houseId: a.houseId, startAt, endAt });
    const formats = formatsOf(a.houseId);
    const formatVersionId =
      defaults.formatVersionId && formats.includes(defaults.formatVersionId) ? defaults.formatVersionId : formats[0];
    if (!formatVersionId)
      return notify.error(
        'このスクリーンには上映方式が登録されていません。スクリーン設定で上映方式を選択してください。',
      );
    if (!defaults.languageVersionId)
      return notify.error('字幕・吹替が登録されていません。「上映方式・字幕吹替」で登録してください。');
    try {
      const saved = await createScreening({
        filmId: a.film.id,
        houseId: a.houseId,
        languageVersionId: defaults.languageVersionId,
        formatVersionId,
        startAt,
      });
      warn(saved);
      message.success(`${a.film.name}（${saved.startTime}–${saved.endTime}）を登録しました`);
      await refresh();
    } catch (err) {
      notify.error(reasonOf(err));
    }
  };

  /** Arrow keys: 5 minutes earlier or later, saved once the keys rest. */
  const nudge = (id: number, minutes: number) => {
    const item = modelRef.current?.byId.get(id);
    if (!item) return;
    const cur = placements.get(id) ?? {
      houseId: item.s.houseId,
      businessDate: item.s.businessDate,
      startMin: item.startMin,
      endMin: item.endMin,
    };
    const next = { ...cur, startMin: cur.startMin + minutes, endMin: cur.endMin + minutes };
    place(id, next);
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        void save(id, next, {
          startAt: fromScaleMinutes(next.businessDate, next.startMin),
          endAt: fromScaleMinutes(next.businessDate, next.endMin),
        });
      }, KEY_SETTLE_MS),
    );
  };

  const remove = (id: number, onDone: () => void) => {
    const item = modelRef.current?.byId.get(id);
    if (!item) return;
    confirmDelete(`${item.s.filmName} ${item.s.businessDate} ${timeRange(item)}`, () =>
      deleteScreening(id).then(() => {
        onDone();
        return refresh();
      }),
    );
  };

  return { placements, pending, drop, nudge, remove };
}
