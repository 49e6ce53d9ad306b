import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { scheduleKeys } from '../../entities/schedules/schedule-keys.js';
import type { ScheduleCreateInput, Screening } from '@cinema/contracts';
import { createScreening, readScreening, removeScreening, updateScreening } from './schedule-queries.js';
import {
  emptyHistory,
  recordStep,
  redoOps,
  settleRedo,
  settleUndo,
  undoOps,
  type RunResult,
  type TimelineHistory,
  type TimelineOp,
  type TimelineStep,
} from './timeline-history.js';

/** What creates a screening again exactly as it was (its id and 公開 aside). */
export function createInputOf(s: Screening): ScheduleCreateInput {
  return {
    cinemaId: s.cinemaId,
    filmId: s.filmId,
    houseId: s.houseId,
    languageVersionId: s.languageVersionId,
    formatVersionId: s.formatVersionId,
    startAt: s.startAt,
    endAt: s.endAt,
    category: s.category,
    priceTemplateId: s.priceTemplateId,
    salesStartAt: s.salesStartAt,
    salesEndAt: s.salesEndAt,
    channels: s.channels,
    status: s.status,
    cleaningMinutes: s.cleaningMinutes,
    note: s.note,
  };
}

/** Runs operations in order against the API; stops at the first refusal (thrown). */
export async function runOps(ops: TimelineOp[]): Promise<RunResult> {
  const ids = new Map<number, number>();
  const inputs = new Map<number, ScheduleCreateInput>();
  const idOf = (id: number) => ids.get(id) ?? id;
  for (const op of ops) {
    const id = idOf(op.id);
    if (op.kind === 'update') {
      // The stored version now: another change may have come in between.
      const now = await readScreening(id);
      await updateScreening({ id, version: now.version, ...op.after });
    } else if (op.kind === 'delete') {
      inputs.set(op.id, createInputOf(await readScreening(id)));
      await removeScreening(id);
    } else {
      const input = inputs.get(op.id) ?? op.input;
      if (!input) throw new Error('この上映回は元に戻せません');
      const saved = await createScreening(input);
      ids.set(op.id, saved.id);
    }
  }
  return { ids, inputs };
}

/**
 * The timeline's undo stack. `record` after every saved change; `undo`/`redo` run the inverse or
 * the same operations and refresh the week either way; a refusal leaves the stacks as they were
 * and is handed to `onError`.
 */
export function useTimelineHistory(onError: (err: unknown) => void) {
  const qc = useQueryClient();
  const [history, setHistory] = useState<TimelineHistory>(emptyHistory);
  // The stacks as of now, for an undo that waited for a save to land first.
  const latest = useRef<TimelineHistory>(emptyHistory);
  const update = (f: (h: TimelineHistory) => TimelineHistory) => {
    latest.current = f(latest.current);
    setHistory(latest.current);
  };
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const go = async (dir: 'undo' | 'redo') => {
    if (running.current) return;
    const h = latest.current;
    const ops = dir === 'undo' ? undoOps(h) : redoOps(h);
    if (!ops) return;
    running.current = true;
    setBusy(true);
    try {
      const result = await runOps(ops);
      update((now) => (dir === 'undo' ? settleUndo(now, result) : settleRedo(now, result)));
    } catch (err) {
      onError(err);
    } finally {
      running.current = false;
      setBusy(false);
      await qc.invalidateQueries({ queryKey: scheduleKeys.all });
    }
  };

  return {
    canUndo: history.past.length > 0 && !busy,
    canRedo: history.future.length > 0 && !busy,
    undoLabel: history.past.at(-1)?.label ?? null,
    redoLabel: history.future[0]?.label ?? null,
    busy,
    record: (step: TimelineStep) => update((now) => recordStep(now, step)),
    undo: () => go('undo'),
    redo: () => go('redo'),
  };
}
