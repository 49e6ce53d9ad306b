import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { seat, seatPlan, type SeatPlan } from '@cinema/contracts';
import { setRowLabel, setSeatNumber } from './plan-ops.js';

/** A seat's number or a row's label being edited, and where on the grid to show the box. */
export type Editing =
  | { kind: 'seat'; index: number; left: number; top: number }
  | { kind: 'label'; row: number; left: number; top: number };

const labelRule = seatPlan.shape.rowLabels.element;
const numberRule = seat.shape.number;

/** The small box a double-click opens: Enter (or OK) saves, Escape closes. */
export function CellEditor({
  editing,
  title,
  initial,
  onSave,
  onClose,
}: {
  editing: Editing;
  title: string;
  initial: string;
  onSave: (value: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const checked = (editing.kind === 'seat' ? numberRule : labelRule).safeParse(value);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? '入力内容に誤りがあります。');
    onSave(checked.data);
  };
  return (
    <div
      className="spe-popover"
      role="dialog"
      aria-label={title}
      style={{ left: editing.left, top: editing.top }}
      // Clicks inside the box are not grid clicks.
      onMouseDown={(e) => e.stopPropagation()}
      onDoubleClick={(e) => e.stopPropagation()}
    >
      <Typography.Text strong style={{ display: 'block', marginBottom: 4, fontSize: 12 }}>
        {title}
      </Typography.Text>
      <Flex gap={4}>
        <Input
          size="small"
          autoFocus
          aria-label={editing.kind === 'seat' ? '座席番号' : '列名'}
          value={value}
          maxLength={editing.kind === 'seat' ? 4 : 3}
          status={error ? 'error' : undefined}
          placeholder={editing.kind === 'label' ? '空欄で通路' : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Enter') save();
            if (e.key === 'Escape') onClose();
          }}
        />
        <Button size="small" type="primary" onClick={save}>
          OK
        </Button>
      </Flex>
      {error && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

/** The editor box for a plan: a seat's number (A列 3番) or a row's label, saved as a new plan. */
export function PlanCellEditor({
  plan,
  editing,
  onSave,
  onClose,
}: {
  plan: SeatPlan;
  editing: Editing;
  onSave: (next: SeatPlan) => void;
  onClose: () => void;
}) {
  if (editing.kind === 'label') {
    return (
      <CellEditor
        key={`l${editing.row}`}
        editing={editing}
        title={`${editing.row + 1}番目の列の列名`}
        initial={plan.rowLabels[editing.row] ?? ''}
        onClose={onClose}
        onSave={(v) => onSave(setRowLabel(plan, editing.row, v))}
      />
    );
  }
  const number = plan.cells[editing.index]?.number ?? '';
  return (
    <CellEditor
      key={`s${editing.index}`}
      editing={editing}
      title={`${plan.rowLabels[Math.floor(editing.index / plan.cols)] || '-'}列 ${number}番の座席番号`}
      initial={number}
      onClose={onClose}
      onSave={(v) => onSave(setSeatNumber(plan, editing.index, v))}
    />
  );
}
