// Selection of grid cells as one byte per cell (1 = selected): cheap to copy, compare and scan
// for a 60 × 80 grid, and each row of the grid compares only its own slice.

export interface GridSize {
  rows: number;
  cols: number;
}

export interface CellPos {
  r: number;
  c: number;
}

/** What a drag started on: a cell (rectangle), a row label (whole rows) or a column header (whole columns). */
export type DragKind = 'cell' | 'row' | 'col';

export interface Rect {
  r0: number;
  c0: number;
  r1: number;
  c1: number;
}

/** The rectangle a drag covers, inclusive, whatever direction it went. */
export function dragRect(kind: DragKind, from: CellPos, to: CellPos, size: GridSize): Rect {
  const rect = {
    r0: Math.min(from.r, to.r),
    r1: Math.max(from.r, to.r),
    c0: Math.min(from.c, to.c),
    c1: Math.max(from.c, to.c),
  };
  if (kind === 'row') return { ...rect, c0: 0, c1: size.cols - 1 };
  if (kind === 'col') return { ...rect, r0: 0, r1: size.rows - 1 };
  return rect;
}

export const emptySelection = (size: GridSize) => new Uint8Array(size.rows * size.cols);

/** The base selection (or nothing) plus a rectangle, as a new selection. */
export function withRect(base: Uint8Array | null, rect: Rect, size: GridSize): Uint8Array {
  const sel = base ? base.slice() : emptySelection(size);
  const r1 = Math.min(rect.r1, size.rows - 1);
  const c1 = Math.min(rect.c1, size.cols - 1);
  for (let r = Math.max(0, rect.r0); r <= r1; r++)
    sel.fill(1, r * size.cols + Math.max(0, rect.c0), r * size.cols + c1 + 1);
  return sel;
}

export function selectAll(size: GridSize): Uint8Array {
  return new Uint8Array(size.rows * size.cols).fill(1);
}

export function fromIndexes(indexes: Iterable<number>, size: GridSize): Uint8Array {
  const sel = emptySelection(size);
  for (const i of indexes) if (i >= 0 && i < sel.length) sel[i] = 1;
  return sel;
}

export function countSelected(sel: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < sel.length; i++) n += sel[i]!;
  return n;
}

/** The indexes of the selected cells, in grid order. */
export function selectedIndexes(sel: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < sel.length; i++) if (sel[i]) out.push(i);
  return out;
}

/** Same bytes in [start, end) of both arrays: a grid row re-renders only when its slice changed. */
export function sameSlice<T>(a: ArrayLike<T>, b: ArrayLike<T>, start: number, end: number): boolean {
  if (a === b) return true;
  for (let i = start; i < end; i++) if (a[i] !== b[i]) return false;
  return true;
}

export const clampPos = (p: CellPos, size: GridSize): CellPos => ({
  r: Math.min(size.rows - 1, Math.max(0, p.r)),
  c: Math.min(size.cols - 1, Math.max(0, p.c)),
});

/**
 * The selection as few rectangles, for drawing: runs of selected cells per row, and a run
 * repeated on the rows below it grows into one rectangle. A dragged rectangle is one.
 */
export function selectionRects(sel: Uint8Array, size: GridSize): Rect[] {
  const done: Rect[] = [];
  let open = new Map<string, Rect>();
  for (let r = 0; r < size.rows; r++) {
    const next = new Map<string, Rect>();
    const base = r * size.cols;
    for (let c = 0; c < size.cols; c++) {
      if (!sel[base + c]) continue;
      let c1 = c;
      while (c1 + 1 < size.cols && sel[base + c1 + 1]) c1++;
      const key = `${c}:${c1}`;
      const above = open.get(key);
      if (above) {
        above.r1 = r;
        open.delete(key);
        next.set(key, above);
      } else next.set(key, { r0: r, c0: c, r1: r, c1 });
      c = c1;
    }
    done.push(...open.values());
    open = next;
  }
  done.push(...open.values());
  return done;
}
