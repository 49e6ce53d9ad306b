import { useRef, useState } from 'react';
import {
  clampPos,
  dragRect,
  emptySelection,
  withRect,
  type CellPos,
  type DragKind,
  type GridSize,
} from './selection.js';

/** replace: a new selection; add (Ctrl/⌘): add to it, or toggle one cell off; extend (Shift): from the last anchor. */
export type SelectMode = 'replace' | 'add' | 'extend';

interface SelectionState {
  sel: Uint8Array;
  /** The cell the keyboard works from (arrow keys, Enter to edit). */
  cursor: CellPos | null;
  anchor: CellPos | null;
}

interface Drag {
  kind: DragKind;
  mode: SelectMode;
  anchor: CellPos;
  base: Uint8Array | null;
  last: CellPos;
}

export const modeOf = (e: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): SelectMode =>
  e.ctrlKey || e.metaKey ? 'add' : e.shiftKey ? 'extend' : 'replace';

/**
 * The editor's selection: rectangles dragged over cells, whole rows and columns from their
 * headers, added to with Ctrl/Shift. A drag recomputes the selection from its base and its
 * rectangle, so no mouse event depends on a render having happened in between.
 */
export function useSelection(size: GridSize) {
  const [state, setState] = useState<SelectionState>(() => ({ sel: emptySelection(size), cursor: null, anchor: null }));
  const drag = useRef<Drag | null>(null);
  // A new grid size starts with nothing selected.
  const current =
    state.sel.length === size.rows * size.cols ? state : { sel: emptySelection(size), cursor: null, anchor: null };

  const begin = (kind: DragKind, at: CellPos, mode: SelectMode) => {
    const anchor = mode === 'extend' && current.anchor ? current.anchor : at;
    const base = mode === 'replace' ? null : current.sel;
    drag.current = { kind, mode, anchor, base, last: at };
    setState({ sel: withRect(base, dragRect(kind, anchor, at, size), size), cursor: at, anchor });
  };

  /** A drag over a row label keeps the last column, over a column header the last row. */
  const move = (over: Partial<CellPos>) => {
    const d = drag.current;
    if (!d) return;
    const at = { r: over.r ?? d.last.r, c: over.c ?? d.last.c };
    if (d.last.r === at.r && d.last.c === at.c) return;
    d.last = at;
    setState({ sel: withRect(d.base, dragRect(d.kind, d.anchor, at, size), size), cursor: at, anchor: d.anchor });
  };

  const end = () => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.mode !== 'add' || d.kind !== 'cell' || d.last.r !== d.anchor.r || d.last.c !== d.anchor.c) return;
    // Ctrl-click on a cell that was already selected takes it out again.
    const i = d.anchor.r * size.cols + d.anchor.c;
    if (d.base?.[i]) {
      const sel = d.base.slice();
      sel[i] = 0;
      setState({ sel, cursor: d.anchor, anchor: d.anchor });
    }
  };

  /** Arrow keys: move to the next cell, or grow the rectangle from the anchor with Shift. */
  const moveCursor = (dr: number, dc: number, extend: boolean) => {
    const from = current.cursor ?? { r: 0, c: 0 };
    const to = clampPos({ r: from.r + dr, c: from.c + dc }, size);
    const anchor = extend && current.anchor ? current.anchor : to;
    setState({ sel: withRect(null, dragRect('cell', anchor, to, size), size), cursor: to, anchor });
  };

  return {
    sel: current.sel,
    cursor: current.cursor,
    dragging: () => drag.current !== null,
    begin,
    move,
    end,
    moveCursor,
    set: (sel: Uint8Array, cursor: CellPos | null = null) => setState({ sel, cursor, anchor: cursor }),
    clear: () => setState({ sel: emptySelection(size), cursor: current.cursor, anchor: null }),
  };
}
