import { Col, Form, Input, Row, Select, Switch } from 'antd';
import {
  ingredientCreateBody,
  ingredientEndpoints,
  ingredientLabels as L,
  ingredientUnit,
  type Ingredient,
  type IngredientCreateInput,
} from '@cinema/contracts';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { NumberInput } from '../../ui/number-input.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';

const rule = zodRule(ingredientCreateBody, withBlanks('code', 'name'));
const defaults: Partial<IngredientCreateInput> = {
  unit: 'g',
  purchasePrice: 0,
  purchaseQuantity: 1,
  stockControlled: true,
  active: true,
};

const toValues = (i: Ingredient): IngredientCreateInput => ({
  code: i.code,
  name: i.name,
  nameKana: i.nameKana,
  unit: i.unit,
  purchasePrice: i.purchasePrice,
  purchaseQuantity: i.purchaseQuantity,
  stockControlled: i.stockControlled,
  minStock: i.minStock,
  active: i.active,
});

/** One 原材料 of the brand: bought as 仕入数量 units for 仕入価格 (10,000 g for ¥3,000). */
export function IngredientFormModal(props: EditorModalProps<Ingredient>) {
  return (
    <RecordModalForm
      {...props}
      title={props.record ? '原材料編集' : '原材料登録'}
      width={680}
      toValues={toValues}
      defaults={defaults}
      create={ingredientEndpoints.create}
      update={ingredientEndpoints.update}
    >
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={L.code} name="code" required rules={[rule]}>
              <Input maxLength={20} placeholder="M001" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label={L.name} name="name" required rules={[rule]}>
              <Input maxLength={50} placeholder="ポップコーン豆" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label={L.nameKana} name="nameKana" rules={[rule]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={L.unit} name="unit" required rules={[rule]}>
              <Select options={ingredientUnit.options} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.purchaseQuantity} name="purchaseQuantity" required rules={[rule]}>
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.purchasePrice} name="purchasePrice" required rules={[rule]}>
              <NumberInput style={{ width: '100%' }} suffix="円" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.minStock} name="minStock" rules={[rule]}>
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.stockControlled} name="stockControlled" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={L.active} name="active" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      )}
    </RecordModalForm>
  );
}
