import { Form, Input, Select } from 'antd';
import {
  signageGroupCreateBody,
  signageGroupEndpoints,
  signageLabels as L,
  type SignageGroup,
  type SignageGroupCreateBody,
} from '@cinema/contracts';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';
import { useSignageDevices } from './signage-queries.js';

const rule = zodRule(signageGroupCreateBody, withBlanks('name'));
const toValues = (g: SignageGroup): SignageGroupCreateBody => ({ name: g.name, deviceIds: g.deviceIds });

/** 端末グループ登録・編集: a name and the cinema's signage devices in it. */
export function GroupFormModal(props: EditorModalProps<SignageGroup>) {
  const devices = useSignageDevices().data ?? [];
  return (
    <RecordModalForm
      {...props}
      title={props.record ? '端末グループ編集' : '端末グループ登録'}
      toValues={toValues}
      defaults={{ deviceIds: [] }}
      create={signageGroupEndpoints.create}
      update={signageGroupEndpoints.update}
    >
      {() => (
        <>
          <Form.Item label={L.name} name="name" required rules={[rule]}>
            <Input maxLength={50} placeholder="2階ロビー" />
          </Form.Item>
          <Form.Item label={L.deviceIds} name="deviceIds" rules={[rule]}>
            <Select
              mode="multiple"
              options={devices.map((d) => ({ value: d.id, label: `${d.name}（${d.code}）` }))}
              placeholder="サイネージ端末を選択"
            />
          </Form.Item>
        </>
      )}
    </RecordModalForm>
  );
}
