import { Form, Input } from 'antd';
import {
  clientGroupCreateBody,
  clientGroupEndpoints,
  clientGroupLabels as L,
  type ClientGroup,
  type ClientGroupCreateBody,
} from '@cinema/contracts';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { NumberInput } from '../../ui/number-input.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';

const rule = zodRule(clientGroupCreateBody, withBlanks('code', 'name'));
const toValues = (g: ClientGroup): ClientGroupCreateBody => ({ code: g.code, name: g.name, sortOrder: g.sortOrder });

/** 取引先グループ登録・編集. */
export function ClientGroupFormModal(props: EditorModalProps<ClientGroup>) {
  return (
    <RecordModalForm
      {...props}
      title={props.record ? '取引先グループ編集' : '取引先グループ登録'}
      toValues={toValues}
      defaults={{ sortOrder: 0 }}
      create={clientGroupEndpoints.create}
      update={clientGroupEndpoints.update}
    >
      {() => (
        <>
          <Form.Item label={L.code} name="code" required rules={[rule]}>
            <Input maxLength={20} placeholder="CORP-A" />
          </Form.Item>
          <Form.Item label={L.name} name="name" required rules={[rule]}>
            <Input maxLength={50} placeholder="法人顧客A" />
          </Form.Item>
          <Form.Item label={L.sortOrder} name="sortOrder" rules={[rule]} extra="小さい順に表示します。">
            <NumberInput style={{ width: 160 }} />
          </Form.Item>
        </>
      )}
    </RecordModalForm>
  );
}
