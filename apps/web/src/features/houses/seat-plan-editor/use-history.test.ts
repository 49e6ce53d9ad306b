import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, record, redo, startHistory, undo } from './use-history.js';

describe('history', () => {
  it('undoes and redoes, and a new step drops the redo steps', () => {
    let h = startHistory('a');
    h = record(record(h, 'b'), 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'd');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(h.past).toEqual(['a', 'b']);
  });

  it('records nothing for the same value and keeps at most the limit of steps', () => {
    const h = startHistory(0);
    expect(record(h, 0)).toBe(h);
    let long = h;
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) long = record(long, i);
    expect(long.past).toHaveLength(HISTORY_LIMIT);
    expect(long.past[0]).toBe(20);
  });
});
