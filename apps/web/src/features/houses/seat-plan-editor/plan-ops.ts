import { defaultRowLabel, MAX_COLS, MAX_ROWS, type Seat, type SeatPlan, type SeatType } from '@cinema/contracts';

// Edits of a seat plan for the editor. Each returns the same plan object when nothing changes
// (so no empty undo step is recorded) and keeps every untouched cell object, so the grid only
// re-renders the rows whose cells changed.

type Cells = (Seat | null)[];

const allRows = (plan: SeatPlan) => Array.from({ length: plan.rows }, (_, r) => r);

/** Rows that hold at least one marked cell. */
export function rowsOf(marks: Uint8Array, cols: number): number[] {
  const rows: number[] = [];
  for (let r = 0; r * cols < marks.length; r++) {
    if (marks.subarray(r * cols, (r + 1) * cols).includes(1)) rows.push(r);
  }
  return rows;
}

/** Numbers the seats of the given rows (all by default) 1, 2, 3 … in the plan's direction. */
export function renumberRows(plan: SeatPlan, rows: Iterable<number> = allRows(plan)): SeatPlan {
  let cells: Cells | null = null;
  for (const r of rows) {
    let n = 0;
    for (let k = 0; k < plan.cols; k++) {
      const i = r * plan.cols + (plan.numbering === 'ltr' ? k : plan.cols - 1 - k);
      const s = plan.cells[i];
      if (!s) continue;
      const number = String(++n);
      if (s.number === number) continue;
      cells ??= plan.cells.slice();
      cells[i] = { ...s, number };
    }
  }
  return cells ? { ...plan, cells } : plan;
}

/** True when every row is numbered 1, 2, 3 … in order, i.e. nobody has set numbers by hand. */
export const isAutoNumbered = (plan: SeatPlan) => renumberRows(plan) === plan;

/** Numbers for new seats when numbering is manual: after the highest number already in the row. */
function numberNewSeats(cells: Cells, plan: SeatPlan, fresh: Set<number>) {
  const next = new Map<number, number>();
  for (const i of fresh) {
    const r = Math.floor(i / plan.cols);
    if (!next.has(r)) {
      let max = 0;
      for (let c = 0; c < plan.cols; c++) {
        const s = cells[r * plan.cols + c];
        if (s && !fresh.has(r * plan.cols + c)) max = Math.max(max, Number.parseInt(s.number, 10) || 0);
      }
      next.set(r, max);
    }
    const n = next.get(r)! + 1;
    next.set(r, n);
    cells[i] = { ...cells[i]!, number: String(n) };
  }
}

/** Cells that turned into seats or aisles change the numbering of their rows. */
function finish(
  plan: SeatPlan,
  cells: Cells,
  fresh: Set<number>,
  touchedRows: Set<number>,
  autoNumber: boolean,
): SeatPlan {
  const next = { ...plan, cells };
  if (autoNumber) return renumberRows(next, touchedRows);
  numberNewSeats(cells, next, fresh);
  return next;
}

/**
 * Gives the selected seats a type. A selection of aisles only (nothing else to change) becomes
 * seats of that type, which is how a new block of wheelchair spaces or pair seats is drawn.
 */
export function applyType(plan: SeatPlan, sel: Uint8Array, type: SeatType, autoNumber: boolean): SeatPlan {
  let hasSeat = false;
  for (let i = 0; i < sel.length; i++) if (sel[i] && plan.cells[i]) hasSeat = true;
  let cells: Cells | null = null;
  const fresh = new Set<number>();
  const rows = new Set<number>();
  for (let i = 0; i < sel.length; i++) {
    if (!sel[i]) continue;
    const s = plan.cells[i];
    if (s ? s.type === type : hasSeat) continue;
    cells ??= plan.cells.slice();
    cells[i] = s ? { ...s, type } : { type, number: '' };
    if (!s) {
      fresh.add(i);
      rows.add(Math.floor(i / plan.cols));
    }
  }
  if (!cells) return plan;
  return fresh.size ? finish(plan, cells, fresh, rows, autoNumber) : { ...plan, cells };
}

/** 通路にする: the selected cells become aisles or gaps. */
export function makeAisle(plan: SeatPlan, sel: Uint8Array, autoNumber: boolean): SeatPlan {
  let cells: Cells | null = null;
  const rows = new Set<number>();
  for (let i = 0; i < sel.length; i++) {
    if (!sel[i] || !plan.cells[i]) continue;
    cells ??= plan.cells.slice();
    cells[i] = null;
    rows.add(Math.floor(i / plan.cols));
  }
  return cells ? finish(plan, cells, new Set(), rows, autoNumber) : plan;
}

/** 座席にする: the selected aisles become general seats; seats keep their type. */
export function makeSeat(plan: SeatPlan, sel: Uint8Array, autoNumber: boolean): SeatPlan {
  let cells: Cells | null = null;
  const fresh = new Set<number>();
  const rows = new Set<number>();
  for (let i = 0; i < sel.length; i++) {
    if (!sel[i] || plan.cells[i]) continue;
    cells ??= plan.cells.slice();
    cells[i] = { type: 'general', number: '' };
    fresh.add(i);
    rows.add(Math.floor(i / plan.cols));
  }
  return cells ? finish(plan, cells, fresh, rows, autoNumber) : plan;
}

/** New size: the top-left part is kept; new rows and columns are filled with general seats. */
export function resizePlan(plan: SeatPlan, rowsIn: number, colsIn: number, autoNumber: boolean): SeatPlan {
  const rows = Math.min(MAX_ROWS, Math.max(1, Math.trunc(rowsIn)));
  const cols = Math.min(MAX_COLS, Math.max(1, Math.trunc(colsIn)));
  if (rows === plan.rows && cols === plan.cols) return plan;
  const cells: Cells = new Array<Seat | null>(rows * cols);
  const fresh = new Set<number>();
  const touched = new Set<number>();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      if (r < plan.rows && c < plan.cols) cells[i] = plan.cells[r * plan.cols + c] ?? null;
      else {
        cells[i] = { type: 'general', number: '' };
        fresh.add(i);
        touched.add(r);
      }
    }
  }
  const rowLabels = Array.from({ length: rows }, (_, r) => plan.rowLabels[r] ?? defaultRowLabel(r));
  const next = { ...plan, rows, cols, rowLabels, cells };
  if (autoNumber) return renumberRows(next, touched);
  numberNewSeats(cells, next, fresh);
  return next;
}

export function setSeatNumber(plan: SeatPlan, index: number, number: string): SeatPlan {
  const s = plan.cells[index];
  if (!s || s.number === number) return plan;
  const cells = plan.cells.slice();
  cells[index] = { ...s, number };
  return { ...plan, cells };
}

export function setRowLabel(plan: SeatPlan, row: number, label: string): SeatPlan {
  if (plan.rowLabels[row] === label) return plan;
  const rowLabels = plan.rowLabels.slice();
  rowLabels[row] = label;
  return { ...plan, rowLabels };
}

/** A new numbering direction renumbers every row (that is what the direction means). */
export function setNumbering(plan: SeatPlan, numbering: SeatPlan['numbering']): SeatPlan {
  return plan.numbering === numbering ? plan : renumberRows({ ...plan, numbering });
}

/** 列名を振り直す: A, B, C … for the rows with seats, '' for rows that are aisles. */
export function relabelRows(plan: SeatPlan): SeatPlan {
  let n = 0;
  const rowLabels = allRows(plan).map((r) =>
    plan.cells.slice(r * plan.cols, (r + 1) * plan.cols).some(Boolean) ? defaultRowLabel(n++) : '',
  );
  return rowLabels.every((l, r) => l === plan.rowLabels[r]) ? plan : { ...plan, rowLabels };
}
