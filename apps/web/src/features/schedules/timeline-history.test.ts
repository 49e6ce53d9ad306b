import { describe, expect, it } from 'vitest';
import type { ScheduleCreateInput } from '@cinema/contracts';
import {
  createdStep,
  emptyHistory,
  inverseOp,
  recordStep,
  redoOps,
  settleRedo,
  settleUndo,
  stepLabel,
  undoOps,
  type TimelineStep,
} from './timeline-history.js';

const a = { houseId: 1, startAt: '2026-05-04T01:00:00.000Z', endAt: '2026-05-04T03:00:00.000Z' };
const b = { houseId: 2, startAt: '2026-05-04T05:00:00.000Z', endAt: '2026-05-04T07:00:00.000Z' };
const input = {
  filmId: 1,
  houseId: 1,
  languageVersionId: 1,
  formatVersionId: 1,
  startAt: a.startAt,
} as ScheduleCreateInput;
const move: TimelineStep = { label: '移動', ops: [{ kind: 'update', id: 7, before: a, after: b }] };
const del: TimelineStep = { label: '削除', ops: [{ kind: 'delete', id: 9, input }] };
const none = { ids: new Map<number, number>(), inputs: new Map() };

describe('timeline history', () => {
  it('undoes a move by moving back, and redoes it', () => {
    let h = recordStep(emptyHistory, move);
    expect(undoOps(h)).toEqual([{ kind: 'update', id: 7, before: b, after: a }]);
    h = settleUndo(h, none);
    expect(h.past).toHaveLength(0);
    expect(redoOps(h)).toEqual(move.ops);
    h = settleRedo(h, none);
    expect(h.past).toEqual([move]);
    expect(h.future).toHaveLength(0);
  });

  it('undoes several operations last first', () => {
    const step: TimelineStep = {
      label: '2件の移動',
      ops: [
        { kind: 'update', id: 1, before: a, after: b },
        { kind: 'create', id: 2, input },
      ],
    };
    expect(undoOps(recordStep(emptyHistory, step))?.map((o) => `${o.kind}${o.id}`)).toEqual(['delete2', 'update1']);
  });

  it('a deleted screening created again has a new id everywhere in the stacks', () => {
    const later: TimelineStep = { label: '移動', ops: [{ kind: 'update', id: 9, before: a, after: b }] };
    let h = recordStep(recordStep(emptyHistory, del), later);
    h = settleUndo(h, none); // the move of 9 undone
    expect(undoOps(h)).toEqual([{ kind: 'create', id: 9, input }]);
    h = settleUndo(h, { ids: new Map([[9, 42]]), inputs: new Map() });
    expect(h.future.map((s) => s.ops[0]!.id)).toEqual([42, 42]);
    expect(redoOps(h)).toEqual([{ kind: 'delete', id: 42, input }]);
  });

  it('remembers what a delete read, so a created screening can be made again', () => {
    const create: TimelineStep = { label: '登録', ops: [{ kind: 'create', id: 5, input: null }] };
    const h = settleUndo(recordStep(emptyHistory, create), { ids: new Map(), inputs: new Map([[5, input]]) });
    expect(redoOps(h)).toEqual([{ kind: 'create', id: 5, input }]);
  });

  it('a new change drops the redo steps; empty steps and the limit', () => {
    let h = settleUndo(recordStep(emptyHistory, move), none);
    h = recordStep(h, del);
    expect(h.future).toHaveLength(0);
    expect(recordStep(h, { label: 'x', ops: [] })).toBe(h);
    for (let i = 0; i < 5; i++) h = recordStep(h, move, 3);
    expect(h.past).toHaveLength(3);
    expect(undoOps(emptyHistory)).toBeNull();
    expect(redoOps(emptyHistory)).toBeNull();
  });

  it('inverts each kind and labels groups', () => {
    expect(inverseOp({ kind: 'create', id: 1, input })).toEqual({ kind: 'delete', id: 1, input });
    expect(inverseOp(inverseOp(move.ops[0]!))).toEqual(move.ops[0]);
    expect(stepLabel('削除', 1)).toBe('削除');
    expect(stepLabel('削除', 3)).toBe('3件の削除');
  });
});

describe('createdStep', () => {
  it('a copy of several screenings is one step, undone by deleting each', () => {
    const step = createdStep('コピー', [4, 5]);
    expect(step.label).toBe('2件のコピー');
    expect(undoOps(recordStep(emptyHistory, step))).toEqual([
      { kind: 'delete', id: 5, input: null },
      { kind: 'delete', id: 4, input: null },
    ]);
  });
});
