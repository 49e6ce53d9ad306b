import { memo, useState } from 'react';
import { Button, Checkbox, Divider, Flex, Segmented, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusSquareOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { ja, MAX_COLS, MAX_ROWS, seatTypeLabels, seatTypes, type SeatPlan, type SeatType } from '@cinema/contracts';
import { NumberInput } from '../../../ui/number-input.js';

export const cellSizes = [
  { value: 16, label: '小' },
  { value: 22, label: '中' },
  { value: 30, label: '大' },
];

/** What the toolbars do; one object for the editor's lifetime, so the bars re-render only when their state changes. */
export interface SeatActions {
  type: (type: SeatType) => void;
  aisle: () => void;
  seat: () => void;
  undo: () => void;
  redo: () => void;
  resize: (rows: number, cols: number) => void;
  numbering: (numbering: SeatPlan['numbering']) => void;
  renumber: () => void;
  relabel: () => void;
  autoNumber: (on: boolean) => void;
  cellSize: (size: number) => void;
  selectAll: () => void;
  clear: () => void;
}

// Out of range is refused with its message, never clamped (a typed 300 rows is not quietly 100).
const sizeError = (size: { rows: number | null; cols: number | null }) => {
  const bad = (v: number | null, max: number) => v == null || !Number.isInteger(v) || v < 1 || v > max;
  if (bad(size.rows, MAX_ROWS)) return ja.numberRange('列の数', 1, MAX_ROWS);
  if (bad(size.cols, MAX_COLS)) return ja.numberRange('1列のマス数', 1, MAX_COLS);
  return undefined;
};

export interface PlanBarProps {
  rows: number;
  cols: number;
  numbering: SeatPlan['numbering'];
  canUndo: boolean;
  canRedo: boolean;
  autoNumber: boolean;
  cellSize: number;
  actions: SeatActions;
}

/** Grid size (applied with the button, not on every keystroke), numbering, undo/redo and zoom. */
export const PlanBar = memo(function PlanBar({
  rows,
  cols,
  numbering,
  canUndo,
  canRedo,
  autoNumber,
  cellSize,
  actions,
}: PlanBarProps) {
  const [size, setSize] = useState<{ rows: number | null; cols: number | null }>({ rows, cols });
  const [shown, setShown] = useState({ rows, cols });
  if (shown.rows !== rows || shown.cols !== cols) {
    // The plan changed size (undo, a loaded record): show its size again.
    setShown({ rows, cols });
    setSize({ rows, cols });
  }
  const error = sizeError(size);
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
      <span>列の数</span>
      <NumberInput
        aria-label="列の数"
        size="small"
        value={size.rows}
        status={error?.startsWith('「列の数」') ? 'error' : undefined}
        onChange={(v) => setSize((s) => ({ ...s, rows: v }))}
        style={{ width: 64 }}
      />
      <span>× 1列のマス数</span>
      <NumberInput
        aria-label="1列のマス数"
        size="small"
        value={size.cols}
        status={error?.startsWith('「1列のマス数」') ? 'error' : undefined}
        onChange={(v) => setSize((s) => ({ ...s, cols: v }))}
        style={{ width: 64 }}
      />
      <Button
        size="small"
        disabled={!!error}
        onClick={() => size.rows && size.cols && actions.resize(size.rows, size.cols)}
      >
        サイズを変更
      </Button>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Divider vertical />
      <span>番号の向き</span>
      <Segmented
        size="small"
        value={numbering}
        onChange={(v) => actions.numbering(v as SeatPlan['numbering'])}
        options={[
          { value: 'ltr', label: '左から' },
          { value: 'rtl', label: '右から' },
        ]}
      />
      <Button size="small" onClick={actions.renumber}>
        番号を振り直す
      </Button>
      <Button size="small" onClick={actions.relabel}>
        列名を振り直す
      </Button>
      <Tooltip title="座席を追加・削除したとき、その列の座席番号を自動で振り直します">
        <Checkbox checked={autoNumber} onChange={(e) => actions.autoNumber(e.target.checked)}>
          自動採番
        </Checkbox>
      </Tooltip>
      <Divider vertical />
      <Button
        size="small"
        icon={<UndoOutlined />}
        disabled={!canUndo}
        onClick={actions.undo}
        title="元に戻す（Ctrl+Z）"
      >
        元に戻す
      </Button>
      <Button
        size="small"
        icon={<RedoOutlined />}
        disabled={!canRedo}
        onClick={actions.redo}
        title="やり直す（Ctrl+Y）"
      >
        やり直す
      </Button>
      <Divider vertical />
      <span>表示</span>
      <Segmented size="small" value={cellSize} onChange={(v) => actions.cellSize(Number(v))} options={cellSizes} />
    </Flex>
  );
});

const Kbd = ({ children }: { children: string }) => <span className="spe-kbd">{children}</span>;

/** The seat types (keys 1-6), aisle (Delete) and seat (Insert) for the selection; disabled with nothing selected. */
export const TypeBar = memo(function TypeBar({ none, actions }: { none: boolean; actions: SeatActions }) {
  return (
    <>
      {seatTypes.map((t, k) => (
        <Button
          key={t}
          size="small"
          disabled={none}
          onClick={() => actions.type(t)}
          title={`${seatTypeLabels[t]}にする（${k + 1}キー）`}
        >
          <span className={`spe-swatch t-${t}`} />
          {seatTypeLabels[t]}
          <Kbd>{String(k + 1)}</Kbd>
        </Button>
      ))}
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        disabled={none}
        onClick={actions.aisle}
        title="通路にする（Deleteキー）"
      >
        通路にする<Kbd>Del</Kbd>
      </Button>
      <Button
        size="small"
        icon={<PlusSquareOutlined />}
        disabled={none}
        onClick={actions.seat}
        title="座席にする（Insertキー）"
      >
        座席にする<Kbd>Ins</Kbd>
      </Button>
      <Button size="small" type="text" onClick={actions.selectAll}>
        全選択
      </Button>
      <Button size="small" type="text" disabled={none} onClick={actions.clear}>
        選択解除
      </Button>
    </>
  );
});

/** The selection bar: how many cells are selected, then the type buttons. */
export function SelectionBar({ selected, actions }: { selected: number; actions: SeatActions }) {
  return (
    <Flex wrap gap={6} align="center" role="toolbar" aria-label="座席種別" style={{ marginBottom: 8 }}>
      <Typography.Text strong style={{ minWidth: 88 }} aria-live="polite">
        選択中 {selected}マス
      </Typography.Text>
      <TypeBar none={selected === 0} actions={actions} />
    </Flex>
  );
}
