import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ConfigProvider } from 'antd';
import { checkSeatPlan, countSeats, emptyPlan, type SeatPlan, type SeatPlanIssue } from '@cinema/contracts';
import { PlanCellEditor, type Editing } from './cell-editor.js';
import { keyCommand } from './keymap.js';
import {
  applyType,
  isAutoNumbered,
  makeAisle,
  makeSeat,
  relabelRows,
  renumberRows,
  resizePlan,
  setNumbering,
} from './plan-ops.js';
import { hitOf, SeatGrid } from './seat-grid.js';
import { issueMarks, SeatIssues } from './seat-issues.js';
import { SeatHelp, SeatLegend } from './seat-legend.js';
import { PlanBar, SelectionBar, type SeatActions } from './seat-toolbar.js';
import { countSelected, fromIndexes, selectAll } from './selection.js';
import { useHistory } from './use-history.js';
import { modeOf, useSelection } from './use-selection.js';
import { useStableActions } from './use-stable-actions.js';
import './seat-plan-editor.css';

const blankPlan = emptyPlan(10, 20);
// No click ripple on the toolbar buttons: it adds an element and a layout to every change.
// A constant, so the provider's context stays the same and memoised toolbars stay put.
const noWave = { disabled: true };

export interface SeatPlanEditorProps {
  /** Set by Form.Item so a failed save can focus the grid. */
  id?: string;
  value?: SeatPlan;
  onChange?: (plan: SeatPlan) => void;
}

const typing = (el: EventTarget) =>
  el instanceof HTMLElement && !!el.closest('input, textarea, [contenteditable="true"]');

/**
 * The seat plan editor (座席表), a controlled form field. Drag, row labels, column headers and
 * Ctrl/Shift select; the toolbar or the keys 1-6, Delete and Insert change the selection in one
 * step that undo (Ctrl+Z) and redo (Ctrl+Y) walk through; checkSeatPlan runs on every change.
 */
export function SeatPlanEditor({ id, value = blankPlan, onChange }: SeatPlanEditorProps) {
  const history = useHistory(value, (p) => onChange?.(p));
  const plan = history.present;
  const selection = useSelection(plan);
  const sel = selection.sel;
  const [autoNumber, setAutoNumber] = useState(() => isAutoNumbered(value));
  const [generation, setGeneration] = useState(history.generation);
  if (generation !== history.generation) {
    // A record was loaded: number seats automatically only if it was numbered that way.
    setGeneration(history.generation);
    setAutoNumber(isAutoNumbered(plan));
  }
  const [cellSize, setCellSize] = useState(22);
  const [editing, setEditing] = useState<Editing | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);

  const issues = useMemo(() => checkSeatPlan(plan), [plan]);
  const marks = useMemo(() => issueMarks(plan, issues), [plan, issues]);
  const counts = useMemo(() => countSeats(plan), [plan]);
  const selected = useMemo(() => countSelected(sel), [sel]);
  const cellAt = (r: number, c: number) => canvasRef.current?.querySelector(`[data-row="${r}"][data-col="${c}"]`);

  const commit = history.commit;
  const actions = useStableActions<SeatActions>({
    type: (t) => selected && commit(applyType(plan, sel, t, autoNumber)),
    aisle: () => selected && commit(makeAisle(plan, sel, autoNumber)),
    seat: () => selected && commit(makeSeat(plan, sel, autoNumber)),
    undo: history.undo,
    redo: history.redo,
    resize: (rows, cols) => commit(resizePlan(plan, rows, cols, autoNumber)),
    numbering: (n) => commit(setNumbering(plan, n)),
    renumber: () => commit(renumberRows(plan)),
    relabel: () => commit(relabelRows(plan)),
    autoNumber: setAutoNumber,
    cellSize: setCellSize,
    selectAll: () => selection.set(selectAll(plan)),
    clear: selection.clear,
  });

  const endDrag = useEffectEvent(() => selection.end());
  useEffect(() => {
    const up = () => endDrag();
    window.addEventListener('mouseup', up);
    return () => window.removeEventListener('mouseup', up);
  }, []);

  const openEditor = (
    el: Element | null | undefined,
    target: { kind: 'seat'; index: number } | { kind: 'label'; row: number },
  ) => {
    // Just below the cell, in the grid's own coordinates (the box scrolls with the grid).
    const cell = el?.getBoundingClientRect();
    const grid = canvasRef.current?.getBoundingClientRect();
    const box = cell && grid ? { left: cell.left - grid.left, top: cell.bottom - grid.top + 2 } : { left: 0, top: 0 };
    setEditing({ ...target, ...box });
  };

  const onMouseDown = (e: MouseEvent<HTMLDivElement>) => {
    const hit = e.button === 0 ? hitOf(e.target) : null;
    if (!hit) return;
    e.preventDefault(); // no text selection while dragging
    scrollRef.current?.focus({ preventScroll: true });
    setEditing(null);
    selection.begin(hit.kind, { r: hit.r ?? 0, c: hit.c ?? 0 }, modeOf(e));
  };
  const onMouseMove = (e: MouseEvent<HTMLDivElement>) => {
    if (!selection.dragging()) return;
    const hit = hitOf(e.target);
    if (hit) selection.move({ r: hit.r, c: hit.c });
  };
  const onDoubleClick = (e: MouseEvent<HTMLDivElement>) => {
    const hit = hitOf(e.target);
    if (hit?.kind === 'row') openEditor(hit.el, { kind: 'label', row: hit.r! });
    if (hit?.kind === 'cell' && plan.cells[hit.r! * plan.cols + hit.c!])
      openEditor(hit.el, { kind: 'seat', index: hit.r! * plan.cols + hit.c! });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const cmd = typing(e.target) ? null : keyCommand(e);
    if (!cmd) return;
    const cur = selection.cursor;
    if (cmd.kind === 'edit' && !(cur && plan.cells[cur.r * plan.cols + cur.c])) return;
    e.preventDefault();
    if (cmd.kind === 'type') actions.type(cmd.type);
    else if (cmd.kind === 'move') selection.moveCursor(cmd.dr, cmd.dc, cmd.extend);
    else if (cmd.kind === 'escape' && editing) setEditing(null);
    else if (cmd.kind === 'escape') selection.clear();
    else if (cmd.kind === 'edit')
      openEditor(cellAt(cur!.r, cur!.c), { kind: 'seat', index: cur!.r * plan.cols + cur!.c });
    else actions[cmd.kind]();
  };

  const showIssue = (issue: SeatPlanIssue) => {
    const first = issue.cells[0]!;
    const at = { r: Math.floor(first / plan.cols), c: first % plan.cols };
    selection.set(fromIndexes(issue.cells, plan), at);
    cellAt(at.r, at.c)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const { showIssue: onShowIssue } = useStableActions({ showIssue });

  return (
    <ConfigProvider wave={noWave}>
      <div onKeyDown={onKeyDown} data-testid="seat-plan-editor">
        <PlanBar
          rows={plan.rows}
          cols={plan.cols}
          numbering={plan.numbering}
          canUndo={history.canUndo}
          canRedo={history.canRedo}
          autoNumber={autoNumber}
          cellSize={cellSize}
          actions={actions}
        />
        <SelectionBar selected={selected} actions={actions} />
        <SeatGrid
          id={id}
          plan={plan}
          sel={sel}
          marks={marks}
          cellSize={cellSize}
          scrollRef={scrollRef}
          canvasRef={canvasRef}
          onMouseDown={onMouseDown}
          onMouseMove={onMouseMove}
          onDoubleClick={onDoubleClick}
        >
          {editing && (
            <PlanCellEditor
              plan={plan}
              editing={editing}
              onClose={() => setEditing(null)}
              onSave={(next) => {
                commit(next);
                setEditing(null);
                scrollRef.current?.focus({ preventScroll: true });
              }}
            />
          )}
        </SeatGrid>
        <SeatLegend counts={counts} />
        <SeatIssues issues={issues} onShow={onShowIssue} />
        <SeatHelp />
      </div>
    </ConfigProvider>
  );
}
