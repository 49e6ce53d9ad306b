import { Form, Input, type FormInstance, type FormRule } from 'antd';
import {
  adjustmentSign,
  inventoryAdjustmentLabels as L,
  stockMovementKind,
  typedMovement,
  type AdjustmentKind,
} from '@cinema/contracts';
import { num } from '../../lib/format.js';

/** What the typed quantity will do to the stock, as the record will say it: 在庫から 5 個減らします. */
export const movementText = (quantity: number, unit: string) =>
  quantity > 0 ? `在庫に ${num(quantity)} ${unit}加えます` : `在庫から ${num(-quantity)} ${unit}減らします`;

/**
 * 数量 of 在庫調整 (docs/domain.md, "stock"): a count whose sign the kind gives, and what will be recorded below it.
 * 棚卸差異 and その他 correct either way, so only they ask for ＋ or －, and the field says so.
 */
export function AdjustmentQuantityField({
  form,
  rule,
  unit,
}: {
  form: FormInstance;
  rule: FormRule;
  /** 個, or the chosen ingredient's g or ml. */
  unit: string;
}) {
  const kind = (Form.useWatch('kind', form) as AdjustmentKind | undefined) ?? 'receipt';
  const typed = (Form.useWatch('quantity', form) as string | number | undefined) ?? '';
  const either = adjustmentSign[kind] === 0;
  const label = stockMovementKind.labels[kind];
  const moved = typed === '' ? null : typedMovement(kind, typed);
  const hint = either
    ? `「${label}」は増減どちらもあるため、「+」（増）または「-」（減）をつけて入力してください（例：+10、-3）`
    : `数だけを入力してください（「${label}」は${adjustmentSign[kind] > 0 ? '在庫に加えます' : '在庫から減らします'}）`;
  return (
    <Form.Item
      label={L.quantity}
      name="quantity"
      required
      dependencies={['kind']}
      rules={[rule]}
      extra={
        <>
          {moved != null && <div aria-live="polite">{movementText(moved, unit)}</div>}
          {(either || moved == null) && <div>{hint}</div>}
        </>
      }
    >
      <Input inputMode={either ? 'text' : 'numeric'} placeholder={either ? '+10' : '5'} style={{ width: 160 }} />
    </Form.Item>
  );
}
