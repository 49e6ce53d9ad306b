import { describe, expect, it } from 'vitest';
import { checkSeatPlan, emptyPlan, renumber, type SeatPlan } from '@cinema/contracts';
import {
  applyType,
  isAutoNumbered,
  makeAisle,
  makeSeat,
  relabelRows,
  renumberRows,
  resizePlan,
  setNumbering,
  setRowLabel,
  setSeatNumber,
} from './plan-ops.js';
import { dragRect, withRect } from './selection.js';

const rect = (plan: SeatPlan, r0: number, c0: number, r1: number, c1: number) =>
  withRect(null, dragRect('cell', { r: r0, c: c0 }, { r: r1, c: c1 }, plan), plan);
const types = (plan: SeatPlan, r: number) =>
  plan.cells.slice(r * plan.cols, (r + 1) * plan.cols).map((s) => s?.type ?? '-');
const numbers = (plan: SeatPlan, r: number) =>
  plan.cells.slice(r * plan.cols, (r + 1) * plan.cols).map((s) => s?.number ?? '-');

describe('renumberRows', () => {
  it('numbers like the contract, both directions, and keeps the cells whose number stays', () => {
    const plan = makeAisle(emptyPlan(3, 6), rect(emptyPlan(3, 6), 0, 2, 2, 2), false);
    for (const numbering of ['ltr', 'rtl'] as const) {
      const p = { ...plan, numbering };
      expect(renumberRows(p)).toEqual(renumber(p));
    }
    const again = renumberRows(plan);
    expect(again.cells[0]).toBe(plan.cells[0]);
    expect(again.cells[1]).toBe(plan.cells[1]);
    expect(numbers(again, 0)).toEqual(['1', '2', '-', '3', '4', '5']);
    expect(renumberRows(again)).toBe(again);
  });

  it('isAutoNumbered tells a plan numbered by hand apart', () => {
    const plan = emptyPlan(2, 3);
    expect(isAutoNumbered(plan)).toBe(true);
    expect(isAutoNumbered(setSeatNumber(plan, 1, '12'))).toBe(false);
  });
});

describe('applyType', () => {
  it('changes only the selected seats, leaves aisles, and keeps other rows untouched', () => {
    const base = makeAisle(emptyPlan(3, 5), rect(emptyPlan(3, 5), 0, 2, 2, 2), true);
    const next = applyType(base, rect(base, 0, 1, 1, 3), 'vip', true);
    expect(types(next, 0)).toEqual(['general', 'vip', '-', 'vip', 'general']);
    expect(types(next, 1)).toEqual(['general', 'vip', '-', 'vip', 'general']);
    expect(next.cells.slice(10)).toEqual(base.cells.slice(10));
    expect(next.cells[10]).toBe(base.cells[10]);
    expect(numbers(next, 0)).toEqual(numbers(base, 0));
  });

  it('a selection of aisles only becomes seats of that type, numbered in their row', () => {
    const base = makeAisle(emptyPlan(1, 6), rect(emptyPlan(1, 6), 0, 2, 0, 3), true);
    const next = applyType(base, rect(base, 0, 2, 0, 3), 'wheelchair', true);
    expect(types(next, 0)).toEqual(['general', 'general', 'wheelchair', 'wheelchair', 'general', 'general']);
    expect(numbers(next, 0)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('answers the same plan when nothing changes, so no undo step is recorded', () => {
    const plan = emptyPlan(2, 2);
    expect(applyType(plan, rect(plan, 0, 0, 1, 1), 'general', true)).toBe(plan);
    expect(makeSeat(plan, rect(plan, 0, 0, 1, 1), true)).toBe(plan);
    expect(resizePlan(plan, 2, 2, true)).toBe(plan);
  });
});

describe('aisles and seats', () => {
  it('通路にする renumbers the touched rows when numbering is automatic, and not otherwise', () => {
    const plan = emptyPlan(2, 5);
    const sel = rect(plan, 0, 1, 0, 1);
    expect(numbers(makeAisle(plan, sel, true), 0)).toEqual(['1', '-', '2', '3', '4']);
    expect(numbers(makeAisle(plan, sel, false), 0)).toEqual(['1', '-', '3', '4', '5']);
    expect(makeAisle(plan, sel, true).cells[5]).toBe(plan.cells[5]);
  });

  it('座席にする adds general seats; by hand they take the numbers after the highest in the row', () => {
    const holes = makeAisle(emptyPlan(1, 5), rect(emptyPlan(1, 5), 0, 0, 0, 1), false);
    expect(numbers(holes, 0)).toEqual(['-', '-', '3', '4', '5']);
    const manual = makeSeat(holes, rect(holes, 0, 0, 0, 0), false);
    expect(numbers(manual, 0)).toEqual(['6', '-', '3', '4', '5']);
    expect(checkSeatPlan(manual)).toEqual([]);
    const auto = makeSeat(holes, rect(holes, 0, 0, 0, 1), true);
    expect(numbers(auto, 0)).toEqual(['1', '2', '3', '4', '5']);
    expect(types(auto, 0)).toEqual(['general', 'general', 'general', 'general', 'general']);
  });
});

describe('resizePlan', () => {
  it('keeps the top-left part and fills new rows and columns with numbered general seats', () => {
    const plan = applyType(emptyPlan(2, 3), rect(emptyPlan(2, 3), 0, 0, 0, 0), 'vip', true);
    const bigger = resizePlan(plan, 3, 4, true);
    expect(bigger.rows).toBe(3);
    expect(bigger.cols).toBe(4);
    expect(bigger.rowLabels).toEqual(['A', 'B', 'C']);
    expect(types(bigger, 0)).toEqual(['vip', 'general', 'general', 'general']);
    expect(numbers(bigger, 2)).toEqual(['1', '2', '3', '4']);
    expect(checkSeatPlan(bigger)).toEqual([]);
    const smaller = resizePlan(bigger, 1, 2, true);
    expect(smaller.cells).toHaveLength(2);
    expect(smaller.rowLabels).toEqual(['A']);
  });

  it('stays within 1 … 60 rows and 1 … 80 columns', () => {
    const plan = resizePlan(emptyPlan(2, 2), 99, 0, true);
    expect([plan.rows, plan.cols]).toEqual([60, 1]);
    const big = resizePlan(emptyPlan(1, 1), 50, 80, true);
    expect(big.cells).toHaveLength(4000);
  });
});

describe('labels and numbering', () => {
  it('右から renumbers every row from the right', () => {
    expect(numbers(setNumbering(emptyPlan(1, 4), 'rtl'), 0)).toEqual(['4', '3', '2', '1']);
  });

  it('列名を振り直す labels rows with seats A, B … and leaves aisle rows blank', () => {
    const plan = makeAisle(emptyPlan(4, 3), rect(emptyPlan(4, 3), 1, 0, 1, 2), true);
    const relabelled = relabelRows(setRowLabel(plan, 3, 'Z'));
    expect(relabelled.rowLabels).toEqual(['A', '', 'B', 'C']);
    expect(relabelRows(relabelled)).toBe(relabelled);
  });

  it('a number given twice in a row is the duplicate the contract reports', () => {
    const plan = setSeatNumber(emptyPlan(1, 3), 2, '1');
    expect(checkSeatPlan(plan).map((i) => i.message)).toEqual(['座席番号「A1」はすでに存在します']);
  });
});
