import type { ScheduleCreateInput } from '@cinema/contracts';

// Undo and redo of the timeline's changes. Unlike the seat plan (one value in memory), every
// change here is already saved, so a step is a list of server operations and undoing it runs
// their inverses: a move is moved back, a created screening deleted, a deleted one created again.
// A screening created again gets a new id, so every step still in the stacks is renamed to it.

/** Where a screening sits: what a move or a time change alters. */
export interface Slot {
  houseId: number;
  startAt: string;
  endAt: string;
}

/** The slot of a screening as the API answers it. */
export const slotOf = (s: { houseId: number; startAt: string; endAt: string }): Slot => ({
  houseId: s.houseId,
  startAt: s.startAt,
  endAt: s.endAt,
});

export type TimelineOp =
  | { kind: 'update'; id: number; before: Slot; after: Slot }
  /** input: what creates it again; filled in when the screening is read before it is deleted. */
  | { kind: 'create'; id: number; input: ScheduleCreateInput | null }
  | { kind: 'delete'; id: number; input: ScheduleCreateInput | null };

export interface TimelineStep {
  /** What the toolbar's tooltip names: 「移動」「3件の削除」. */
  label: string;
  ops: TimelineOp[];
}

export interface TimelineHistory {
  past: TimelineStep[];
  future: TimelineStep[];
}

/** Steps kept; older ones are dropped. */
export const TIMELINE_HISTORY_LIMIT = 50;

export const emptyHistory: TimelineHistory = { past: [], future: [] };

/** A change just saved: a new undo step; the redo steps are gone. */
export function recordStep(h: TimelineHistory, step: TimelineStep, limit = TIMELINE_HISTORY_LIMIT): TimelineHistory {
  if (!step.ops.length) return h;
  const past = [...h.past, step];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}

/** The operation that takes one back. */
export function inverseOp(op: TimelineOp): TimelineOp {
  switch (op.kind) {
    case 'update':
      return { kind: 'update', id: op.id, before: op.after, after: op.before };
    case 'create':
      return { kind: 'delete', id: op.id, input: op.input };
    case 'delete':
      return { kind: 'create', id: op.id, input: op.input };
  }
}

/** The operations Ctrl+Z runs, last change first; null when there is nothing to undo. */
export function undoOps(h: TimelineHistory): TimelineOp[] | null {
  const step = h.past.at(-1);
  return step ? [...step.ops].reverse().map(inverseOp) : null;
}

/** The operations Ctrl+Y runs again; null when there is nothing to redo. */
export function redoOps(h: TimelineHistory): TimelineOp[] | null {
  return h.future[0]?.ops ?? null;
}

/** What running the operations found out: new ids of screenings created again, inputs read before a delete. */
export interface RunResult {
  ids: ReadonlyMap<number, number>;
  inputs: ReadonlyMap<number, ScheduleCreateInput>;
}

function adoptOp(op: TimelineOp, r: RunResult): TimelineOp {
  const id = r.ids.get(op.id) ?? op.id;
  if (op.kind === 'update') return id === op.id ? op : { ...op, id };
  const input = r.inputs.get(op.id) ?? op.input;
  return id === op.id && input === op.input ? op : { ...op, id, input };
}
const adoptStep = (s: TimelineStep, r: RunResult): TimelineStep => ({ ...s, ops: s.ops.map((o) => adoptOp(o, r)) });
const adoptAll = (steps: TimelineStep[], r: RunResult) => steps.map((s) => adoptStep(s, r));

/** After an undo ran: its step moves to the redo stack, with the ids and inputs it learned everywhere. */
export function settleUndo(h: TimelineHistory, r: RunResult): TimelineHistory {
  const step = h.past.at(-1);
  if (!step) return h;
  return { past: adoptAll(h.past.slice(0, -1), r), future: adoptAll([step, ...h.future], r) };
}

/** After a redo ran: its step moves back to the undo stack. */
export function settleRedo(h: TimelineHistory, r: RunResult): TimelineHistory {
  const [step, ...future] = h.future;
  if (!step) return h;
  return { past: adoptAll([...h.past, step], r), future: adoptAll(future, r) };
}

/** Screenings a dialog created (copy, bulk creation): undone by deleting them, each read first. */
export const createdStep = (what: string, ids: number[]): TimelineStep => ({
  label: stepLabel(what, ids.length),
  ops: ids.map((id) => ({ kind: 'create', id, input: null })),
});

/** 「移動」 for one screening, 「3件の移動」 for several. */
export const stepLabel = (what: string, count: number) => (count > 1 ? `${count}件の${what}` : what);
