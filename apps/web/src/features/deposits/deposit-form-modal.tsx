import { Col, Form, Input, Row, Select, Switch } from 'antd';
import {
  depositCreateBody,
  depositEndpoints,
  depositLabels as L,
  depositPurpose,
  type Deposit,
  type DepositCreateBody,
} from '@cinema/contracts';
import { BankAccountFields } from '../../entities/banks/bank-account-fields.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';

const rule = zodRule(depositCreateBody, withBlanks('name', 'accountNumber', 'accountHolder'));
const toValues = (d: Deposit): DepositCreateBody => ({
  name: d.name,
  purpose: d.purpose,
  bankCode: d.bankCode,
  branchCode: d.branchCode,
  accountType: d.accountType,
  accountNumber: d.accountNumber,
  accountHolder: d.accountHolder,
  isDefault: d.isDefault,
  memo: d.memo,
});

/** 入金口座登録・編集: the account from the 全銀 master; 既定 moves from the purpose's other account. */
export function DepositFormModal(props: EditorModalProps<Deposit>) {
  return (
    <RecordModalForm
      {...props}
      title={props.record ? '入金口座編集' : '入金口座登録'}
      width={760}
      toValues={toValues}
      defaults={{ purpose: 'receipt', accountType: 'ordinary', isDefault: false }}
      create={depositEndpoints.create}
      update={depositEndpoints.update}
    >
      {() => (
        <>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={L.name} name="name" required rules={[rule]}>
                <Input maxLength={50} placeholder="みずほ 本店（入金用）" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label={L.purpose} name="purpose" required rules={[rule]}>
                <Select options={depositPurpose.options} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                label={L.isDefault}
                name="isDefault"
                valuePropName="checked"
                extra="用途ごとに1つ。ほかの口座の既定は外れます。"
              >
                <Switch checkedChildren="既定" unCheckedChildren="-" />
              </Form.Item>
            </Col>
          </Row>
          <BankAccountFields rule={rule} saved={props.record} />
          <Form.Item label={L.memo} name="memo" rules={[rule]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </>
      )}
    </RecordModalForm>
  );
}
