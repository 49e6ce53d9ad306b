import { useQuery } from '@tanstack/react-query';
import { Form, Radio, Select, Input } from 'antd';
import {
  adjustmentKindOptions,
  ingredientEndpoints,
  ingredientUnit,
  inventoryAdjustmentBody,
  inventoryAdjustmentEndpoints,
  inventoryAdjustmentLabels as L,
  shopItemEndpoints,
  type InventoryAdjustmentInput,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { kanaSearch } from '../../lib/option-search.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { ModalForm } from '../../ui/modal-form.js';
import { AdjustmentQuantityField } from './adjustment-quantity-field.js';

const rule = zodRule(inventoryAdjustmentBody, withBlanks('quantity'));
type Values = InventoryAdjustmentInput & { target: 'item' | 'ingredient' };
/** A picker option, found by its kana reading too (ぽっぷこーん finds ポップコーン), with the unit it counts in. */
interface TargetOption {
  value: number;
  label: string;
  search: string;
  unit: string;
}

/** What can be adjusted: the brand's stock-controlled items and its active ingredients. */
function useTargets() {
  return useQuery({
    queryKey: ['inventoryAdjustments', 'targets'],
    queryFn: async () => {
      const quiet = { loading: false, alert: false };
      const [concession, commercial, ingredients] = await Promise.all([
        call(shopItemEndpoints.list, { query: { kind: 'concession' } }, quiet),
        call(shopItemEndpoints.list, { query: { kind: 'commercial' } }, quiet),
        call(ingredientEndpoints.list, { query: { active: 'true' } }, quiet),
      ]);
      const items: TargetOption[] = [...concession.list, ...commercial.list]
        .filter((i) => i.inventoryControl)
        .map((i) => ({ value: i.id, label: `${i.code} ${i.name}`, search: i.nameKana ?? '', unit: '個' }));
      const materials: TargetOption[] = ingredients.list.map((m) => ({
        value: m.id,
        label: `${m.code} ${m.name}`,
        search: m.nameKana ?? '',
        unit: ingredientUnit.labels[m.unit],
      }));
      return { items, ingredients: materials };
    },
  });
}

export function InventoryAdjustmentModal(props: {
  open: boolean;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const locations = useQuery({
    queryKey: ['inventoryAdjustments', 'locations'],
    queryFn: () => call(inventoryAdjustmentEndpoints.locations, { query: {} }, { loading: false, alert: false }),
  });
  const targets = useTargets();
  return (
    <ModalForm<Values>
      title="在庫調整登録"
      okText="登録"
      open={props.open}
      onClose={props.onClose}
      onSaved={props.onSaved}
      initialValues={{ target: 'item', kind: 'receipt', quantity: '', locationId: locations.data?.[0]?.id }}
      submit={({ target, ...values }) =>
        call(inventoryAdjustmentEndpoints.create, {
          body: {
            ...values,
            shopItemId: target === 'item' ? values.shopItemId : null,
            ingredientId: target === 'ingredient' ? values.ingredientId : null,
          },
        })
      }
    >
      {(form) => (
        <>
          <Form.Item label={L.locationId} name="locationId" required rules={[rule]}>
            <Select options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))} />
          </Form.Item>
          <Form.Item label={L.target} name="target">
            <Radio.Group
              options={[
                { value: 'item', label: '商品' },
                { value: 'ingredient', label: '原材料' },
              ]}
            />
          </Form.Item>
          <Form.Item
            noStyle
            shouldUpdate={(a: Values, b: Values) => a.target !== b.target || a.ingredientId !== b.ingredientId}
          >
            {() => {
              const ingredient = form.getFieldValue('target') === 'ingredient';
              const chosen = targets.data?.ingredients.find((o) => o.value === form.getFieldValue('ingredientId'));
              return (
                <>
                  {ingredient ? (
                    <Form.Item
                      label={L.ingredientId}
                      name="ingredientId"
                      required
                      rules={[{ required: true, message: `「${L.ingredientId}」を選択してください` }]}
                    >
                      <Select showSearch={kanaSearch} options={targets.data?.ingredients ?? []} />
                    </Form.Item>
                  ) : (
                    <Form.Item label={L.shopItemId} name="shopItemId" required rules={[rule]}>
                      <Select showSearch={kanaSearch} options={targets.data?.items ?? []} />
                    </Form.Item>
                  )}
                  <Form.Item label={L.kind} name="kind" required rules={[rule]}>
                    <Select options={adjustmentKindOptions} />
                  </Form.Item>
                  <AdjustmentQuantityField form={form} rule={rule} unit={ingredient ? (chosen?.unit ?? '') : '個'} />
                </>
              );
            }}
          </Form.Item>
          <Form.Item label={L.reason} name="reason" rules={[rule]}>
            <Input maxLength={200} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
