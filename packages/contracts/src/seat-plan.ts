import { z } from 'zod';
import { cleanString } from './text.js';

// The seat plan (座席表) of a screen: a grid of cells, each empty (aisle/gap) or a seat.
// Pure functions here are shared by the API (validation) and the editor (live checks).

export const seatTypes = ['general', 'wheelchair', 'vip', 'special', 'pair', 'closed'] as const;
export type SeatType = (typeof seatTypes)[number];
export const seatTypeLabels: Record<SeatType, string> = {
  general: '一般席',
  wheelchair: '車椅子席',
  vip: 'プレミアムシート',
  special: '特別席',
  pair: 'ペアシート',
  closed: '販売停止席',
};

export const MAX_ROWS = 60;
export const MAX_COLS = 80;

export const seat = z.object({
  type: z.enum(seatTypes, { error: '座席種別を選択してください' }),
  /** Seat number within its row ("10" of G列10番); numbered automatically, editable. */
  number: cleanString('座席番号')
    .trim()
    .min(1, '座席番号を入力してください')
    .max(4, '座席番号は4文字以内で入力してください'),
});
export type Seat = z.infer<typeof seat>;

export const seatPlan = z.object({
  rows: z.number().int().min(1).max(MAX_ROWS, `列の数は${MAX_ROWS}以内で入力してください`),
  cols: z.number().int().min(1).max(MAX_COLS, `1列のマス数は${MAX_COLS}以内で入力してください`),
  /** Label per grid row (A, B, …); '' for a row that is an aisle. */
  rowLabels: z.array(cleanString('列名').trim().max(3, '列名は3文字以内で入力してください')),
  numbering: z.enum(['ltr', 'rtl']),
  /** rows × cols cells, row by row; null is an aisle or gap. */
  cells: z.array(seat.nullable()),
});
export type SeatPlan = z.infer<typeof seatPlan>;

export const cellIndex = (plan: Pick<SeatPlan, 'cols'>, row: number, col: number) => row * plan.cols + col;

export const seatLabel = (plan: SeatPlan, row: number, s: Seat) => `${plan.rowLabels[row] ?? ''}${s.number}`;

/** Row labels A, B, … Z, AA, AB … */
export function defaultRowLabel(i: number): string {
  let n = i;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

/** A deep copy of a plan: changing the copy (its cells, labels) leaves the source unchanged. */
export function copySeatPlan(plan: SeatPlan): SeatPlan {
  return {
    rows: plan.rows,
    cols: plan.cols,
    rowLabels: plan.rowLabels.slice(),
    numbering: plan.numbering,
    cells: plan.cells.map((s) => (s ? { type: s.type, number: s.number } : null)),
  };
}

export function emptyPlan(rows: number, cols: number, filled = true): SeatPlan {
  return {
    rows,
    cols,
    rowLabels: Array.from({ length: rows }, (_, i) => defaultRowLabel(i)),
    numbering: 'ltr',
    cells: Array.from({ length: rows * cols }, (_, i) =>
      filled ? { type: 'general' as const, number: String((i % cols) + 1) } : null,
    ),
  };
}

/** Numbers every row's seats 1, 2, 3 … in the plan's direction, skipping aisles and gaps. */
export function renumber(plan: SeatPlan): SeatPlan {
  const cells = plan.cells.slice();
  for (let r = 0; r < plan.rows; r++) {
    let n = 0;
    for (let k = 0; k < plan.cols; k++) {
      const c = plan.numbering === 'ltr' ? k : plan.cols - 1 - k;
      const i = cellIndex(plan, r, c);
      const s = cells[i];
      if (s) cells[i] = { ...s, number: String(++n) };
    }
  }
  return { ...plan, cells };
}

export interface SeatPlanIssue {
  kind: 'duplicate' | 'pair' | 'shape' | 'label';
  cells: number[];
  message: string;
}

/**
 * What is wrong with a plan: a seat number already present in the screen (docs/api-conventions.md, "validation"),
 * a pair seat without its partner, a grid whose size does not match, a seat row without a label.
 */
export function checkSeatPlan(plan: SeatPlan): SeatPlanIssue[] {
  const issues: SeatPlanIssue[] = [];
  if (plan.cells.length !== plan.rows * plan.cols || plan.rowLabels.length !== plan.rows) {
    return [{ kind: 'shape', cells: [], message: '座席表の列の数・1列のマス数とデータが一致しません' }];
  }
  const seen = new Map<string, number>();
  for (let r = 0; r < plan.rows; r++) {
    let pairRun = 0;
    let rowHasSeat = false;
    for (let c = 0; c < plan.cols; c++) {
      const i = cellIndex(plan, r, c);
      const s = plan.cells[i];
      if (s) rowHasSeat = true;
      if (s) {
        // Keyed by row label and number apart, so row A seat 11 and row A1 seat 1 do not collide.
        const key = `${plan.rowLabels[r] ?? ''}\u0000${s.number}`;
        const first = seen.get(key);
        if (first !== undefined)
          issues.push({
            kind: 'duplicate',
            cells: [first, i],
            message: `座席番号「${seatLabel(plan, r, s)}」はすでに存在します`,
          });
        else seen.set(key, i);
      }
      // Pair seats sell two at a time: adjacent pair cells must come in twos.
      if (s?.type === 'pair') pairRun++;
      if (s?.type !== 'pair' || c === plan.cols - 1) {
        if (pairRun % 2 === 1) {
          const end = s?.type === 'pair' ? c : c - 1;
          issues.push({
            kind: 'pair',
            cells: [cellIndex(plan, r, end)],
            message: `${plan.rowLabels[r] || r + 1}列のペアシートは2席ずつ隣り合わせにしてください`,
          });
        }
        pairRun = 0;
      }
    }
    if (rowHasSeat && !plan.rowLabels[r])
      issues.push({ kind: 'label', cells: [], message: `${r + 1}番目の列に列名を入力してください` });
  }
  return issues;
}

/** Seats by type, for the live count and the screen's capacity. */
export function countSeats(
  plan: Pick<SeatPlan, 'cells'>,
): Record<SeatType, number> & { total: number; sellable: number } {
  const out = { general: 0, wheelchair: 0, vip: 0, special: 0, pair: 0, closed: 0, total: 0, sellable: 0 };
  for (const s of plan.cells) {
    if (!s) continue;
    out[s.type]++;
    out.total++;
    if (s.type !== 'closed') out.sellable++;
  }
  return out;
}

/**
 * The key a sale, a hold and an admission name a seat by: row label and seat number ('D-10').
 * Renumbering seats changes keys, which is why it is refused once seats are sold.
 */
export const seatKey = (rowLabel: string, number: string) => `${rowLabel}-${number}`;
