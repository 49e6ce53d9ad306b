import { Form, Input, Radio, Select } from 'antd';
import {
  deviceCreateBody,
  deviceEndpoints,
  deviceLabels as L,
  deviceStatus,
  deviceType,
  deviceUpdateBody,
  type Device,
  type DeviceCreateBody,
  type DeviceWithSecret,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { ModalForm } from '../../ui/modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';

const createRule = zodRule(deviceCreateBody, withBlanks('code', 'name'));
const updateRule = zodRule(deviceUpdateBody.omit({ id: true, version: true }), withBlanks('code', 'name'));

type Values = Omit<DeviceCreateBody, 'cinemaId'>;
const defaults: Partial<Values> = { type: 'pos', status: 'active' };

/**
 * Registers a device of the session's cinema, or edits one. The type is fixed once registered;
 * a new device's secret goes to `onCreated`, which shows it the one time it exists. (A plain
 * ModalForm rather than RecordModalForm: the create answer, with the secret, must reach the page,
 * and an edit sends no type.)
 */
export function DeviceFormModal({
  onCreated,
  record,
  ...props
}: EditorModalProps<Device> & { onCreated: (issued: DeviceWithSecret) => void }) {
  const rule = record ? updateRule : createRule;
  const submit = async (values: Values) => {
    if (!record) return onCreated(await call(deviceEndpoints.create, { body: values }));
    const { code, name, status } = values;
    await call(deviceEndpoints.update, { body: { id: record.id, version: record.version, code, name, status } });
  };
  return (
    <ModalForm<Values>
      {...props}
      title={record ? '端末編集' : '端末登録'}
      okText={record ? '保存' : '登録'}
      initialValues={
        record ? { code: record.code, name: record.name, type: record.type, status: record.status } : defaults
      }
      submit={submit}
    >
      {() => (
        <>
          <Form.Item
            label={L.type}
            name="type"
            required
            rules={record ? [] : [rule]}
            extra={record ? '端末種別は登録後に変更できません。' : undefined}
          >
            <Select options={deviceType.options} disabled={!!record} />
          </Form.Item>
          <Form.Item
            label={L.code}
            name="code"
            required
            rules={[rule]}
            extra="劇場内で重複しない半角英数字（例：POS01）"
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item label={L.name} name="name" required rules={[rule]}>
            <Input maxLength={100} placeholder="チケットカウンター POS 1" />
          </Form.Item>
          <Form.Item
            label={L.status}
            name="status"
            required
            rules={[rule]}
            extra="「無効」の端末はサーバーに接続できません。"
          >
            <Radio.Group options={deviceStatus.options} optionType="button" />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
