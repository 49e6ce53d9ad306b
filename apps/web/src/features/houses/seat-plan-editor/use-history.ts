import { useState } from 'react';

/** Undo steps kept; older ones are dropped so a long session does not grow without bound. */
export const HISTORY_LIMIT = 100;

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** A new present; the same value is no step. Redo steps are gone once something new is done. */
export function record<T>(h: History<T>, next: T, limit = HISTORY_LIMIT): History<T> {
  if (next === h.present) return h;
  const past = [...h.past, h.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: next, future: [] };
}

export function undo<T>(h: History<T>): History<T> {
  const prev = h.past.at(-1);
  if (prev === undefined) return h;
  return { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  const [next, ...future] = h.future;
  if (next === undefined) return h;
  return { past: [...h.past, h.present], present: next, future };
}

/**
 * Undo and redo over immutable values. Every change reports the new present through onChange,
 * so the editor can stay a controlled form field; a different value from outside (a loaded
 * record) starts a new history.
 */
export function useHistory<T>(value: T, onChange: (next: T) => void) {
  const [state, setState] = useState(() => ({ h: startHistory(value), seen: value, generation: 0 }));
  let { h, generation } = state;
  if (value !== state.seen) {
    // React's "adjust state when a prop changes", during render, so no stale frame shows.
    if (value !== h.present) {
      h = startHistory(value);
      generation++;
    }
    setState({ h, seen: value, generation });
  }

  const go = (next: History<T>) => {
    if (next === h) return;
    setState({ h: next, seen: state.seen, generation });
    if (next.present !== h.present) onChange(next.present);
  };

  return {
    present: h.present,
    /** Counts the values adopted from outside, for state that belongs to one loaded value. */
    generation,
    canUndo: h.past.length > 0,
    canRedo: h.future.length > 0,
    commit: (next: T) => go(record(h, next)),
    undo: () => go(undo(h)),
    redo: () => go(redo(h)),
  };
}
