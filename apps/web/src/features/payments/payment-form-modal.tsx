import { Col, Form, Input, Row, Select, Switch } from 'antd';
import {
  paymentCreateBody,
  paymentEndpoints,
  paymentKind,
  paymentLabels as L,
  type PaymentCreateBody,
  type PaymentMethod,
} from '@cinema/contracts';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';
import { NumberInput } from '../../ui/number-input.js';

const rule = zodRule(paymentCreateBody, withBlanks('code', 'name'));
const defaults: Partial<PaymentCreateBody> = {
  kind: 'credit',
  sortOrder: 100,
  givesChange: false,
  feeRate: 0,
  active: true,
};

const toValues = ({ code, name, kind, sortOrder, givesChange, feeRate, active }: PaymentMethod): PaymentCreateBody => ({
  code,
  name,
  kind,
  sortOrder,
  givesChange,
  feeRate,
  active,
});

/** A brand's payment method: head office registers and edits them; cinemas only switch them on. */
export function PaymentFormModal(props: EditorModalProps<PaymentMethod>) {
  return (
    <RecordModalForm
      {...props}
      title={props.record ? '決済方法編集' : '決済方法登録'}
      width={640}
      toValues={toValues}
      defaults={defaults}
      create={paymentEndpoints.create}
      update={paymentEndpoints.update}
    >
      {(form) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={L.name} name="name" required rules={[rule]}>
              <Input maxLength={50} placeholder="クレジットカード" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.code} name="code" required rules={[rule]} extra="半角英数字（例：CREDIT）">
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.kind} name="kind" required rules={[rule]}>
              {/* Cash is the one method that gives change; offer it as the default. */}
              <Select
                options={paymentKind.options}
                onChange={(kind) => form.setFieldValue('givesChange', kind === 'cash')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.sortOrder}
              name="sortOrder"
              required
              rules={[rule]}
              extra="小さい順にPOS・自動券売機に表示します。"
            >
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="手数料率（%）"
              name="feeRate"
              required
              rules={[rule]}
              extra="決済代行会社の手数料（小数点以下2桁まで）"
            >
              <NumberInput step={0.01} style={{ width: '100%' }} addonAfter="%" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={L.givesChange} name="givesChange" valuePropName="checked" rules={[rule]}>
              <Switch checkedChildren="あり" unCheckedChildren="なし" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={L.active} name="active" valuePropName="checked" rules={[rule]}>
              <Switch checkedChildren="有効" unCheckedChildren="停止" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </RecordModalForm>
  );
}
