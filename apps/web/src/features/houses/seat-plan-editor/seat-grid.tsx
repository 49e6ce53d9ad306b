import { memo, type MouseEvent, type ReactNode, type Ref } from 'react';
import type { Seat, SeatPlan } from '@cinema/contracts';
import { sameSlice, selectionRects, type GridSize } from './selection.js';

/** What the pointer is over: a cell, a row label or a column header. */
export interface GridHit {
  kind: 'cell' | 'row' | 'col';
  r?: number;
  c?: number;
  el: HTMLElement;
}

const num = (el: Element, attr: string) => Number(el.getAttribute(attr));

export function hitOf(target: EventTarget | null): GridHit | null {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-col],[data-rowhead],[data-colhead]') : null;
  if (!el) return null;
  if (el.hasAttribute('data-rowhead')) return { kind: 'row', r: num(el, 'data-rowhead'), el };
  if (el.hasAttribute('data-colhead')) return { kind: 'col', c: num(el, 'data-colhead'), el };
  return { kind: 'cell', r: num(el, 'data-row'), c: num(el, 'data-col'), el };
}

interface RowProps {
  r: number;
  cols: number;
  label: string;
  cells: (Seat | null)[];
  sel: Uint8Array;
  marks: Uint8Array;
}

// Only rows whose cells, selection or problem marks changed re-render; a rectangle over
// 2,000 seats touches a few dozen rows, each a string of plain divs.
const GridRow = memo(
  function GridRow({ r, cols, label, cells, sel, marks }: RowProps) {
    const out: ReactNode[] = [];
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const s = cells[i];
      const cls = `c ${s ? `t-${s.type}` : 'a'}${marks[i] ? ' x' : ''}`;
      out.push(
        <div
          key={c}
          className={cls}
          role="gridcell"
          aria-selected={!!sel[i]}
          data-row={r}
          data-col={c}
          data-type={s ? s.type : 'aisle'}
        >
          {s?.number}
        </div>,
      );
    }
    return (
      <div className="spe-row" role="row">
        <div
          className={label ? 'spe-rowhead' : 'spe-rowhead empty'}
          role="rowheader"
          data-rowhead={r}
          title="クリックでこの列を選択／ダブルクリックで列名を編集"
        >
          {label}
        </div>
        {out}
      </div>
    );
  },
  (a, b) => {
    if (a.r !== b.r || a.cols !== b.cols || a.label !== b.label) return false;
    const start = a.r * a.cols;
    const end = start + a.cols;
    return (
      sameSlice(a.cells, b.cells, start, end) &&
      sameSlice(a.sel, b.sel, start, end) &&
      sameSlice(a.marks, b.marks, start, end)
    );
  },
);

/** The selection, drawn over the cells as rectangles (the cells only carry aria-selected). */
const SelectionOverlay = memo(function SelectionOverlay({ sel, size }: { sel: Uint8Array; size: GridSize }) {
  return selectionRects(sel, size).map((r) => (
    <div
      key={`${r.r0}:${r.c0}`}
      className="spe-sel"
      aria-hidden
      style={{
        left: `calc(36px + ${r.c0} * var(--pitch))`,
        top: `calc(${r.r0} * var(--pitch))`,
        width: `calc(${r.c1 - r.c0 + 1} * var(--pitch))`,
        height: `calc(${r.r1 - r.r0 + 1} * var(--pitch))`,
      }}
    />
  ));
});

const ColumnHeads = memo(function ColumnHeads({ cols }: { cols: number }) {
  return (
    <div className="spe-row" role="row">
      <div className="spe-corner" role="columnheader" aria-label="列名" />
      {Array.from({ length: cols }, (_, c) => (
        <div key={c} className="spe-colhead" role="columnheader" data-colhead={c} title="クリックで縦の並びを選択">
          {c + 1}
        </div>
      ))}
    </div>
  );
});

export interface SeatGridProps {
  id?: string;
  plan: SeatPlan;
  sel: Uint8Array;
  marks: Uint8Array;
  cellSize: number;
  scrollRef: Ref<HTMLDivElement>;
  canvasRef: Ref<HTMLDivElement>;
  onMouseDown: (e: MouseEvent<HTMLDivElement>) => void;
  onMouseMove: (e: MouseEvent<HTMLDivElement>) => void;
  onDoubleClick: (e: MouseEvent<HTMLDivElement>) => void;
  /** The number editor, drawn over the grid. */
  children?: ReactNode;
}

/** The grid with its stage (スクリーン) marker; pointer events are handled once, on the container. */
export function SeatGrid({
  id,
  plan,
  sel,
  marks,
  cellSize,
  scrollRef,
  canvasRef,
  children,
  ...handlers
}: SeatGridProps) {
  const rows: ReactNode[] = [];
  for (let r = 0; r < plan.rows; r++) {
    rows.push(
      <GridRow
        key={r}
        r={r}
        cols={plan.cols}
        label={plan.rowLabels[r] ?? ''}
        cells={plan.cells}
        sel={sel}
        marks={marks}
      />,
    );
  }
  return (
    <div
      id={id}
      ref={scrollRef}
      className="spe-scroll"
      tabIndex={0}
      role="grid"
      aria-label="座席表"
      aria-multiselectable
      aria-rowcount={plan.rows}
      aria-colcount={plan.cols}
      style={{
        ['--cell' as string]: `${cellSize}px`,
        ['--rows' as string]: plan.rows,
        ['--cols' as string]: plan.cols,
      }}
      {...handlers}
    >
      <div ref={canvasRef} className="spe-canvas spe-grid">
        <div className="spe-stage" style={{ width: `calc(${plan.cols} * var(--pitch))` }}>
          スクリーン
        </div>
        <ColumnHeads cols={plan.cols} />
        <div className="spe-body" role="rowgroup">
          {rows}
          <SelectionOverlay sel={sel} size={plan} />
        </div>
        {children}
      </div>
    </div>
  );
}
