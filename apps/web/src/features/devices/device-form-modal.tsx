import { Form, Input, Radio, Select } from 'antd';
import {
  deviceCreateBody,
  deviceStatus,
  deviceType,
  deviceUpdateBody,
  type Device,
  type DeviceCreateBody,
  type DeviceWithSecret,
} from '@cinema/contracts';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';
import { createDevice, updateDevice } from './devices-api.js';

const createRule = zodRule(deviceCreateBody, withBlanks('code', 'name'));
const updateRule = zodRule(deviceUpdateBody.omit({ id: true, version: true }), withBlanks('code', 'name'));

type Values = Omit<DeviceCreateBody, 'cinemaId'>;
const defaults: Partial<Values> = { type: 'pos', status: 'active' };

/**
 * Registers a device of the session's cinema, or edits one. The type is fixed once registered;
 * a new device's secret goes to `onCreated`, which shows it the one time it exists.
 */
export function DeviceFormModal({ onCreated, ...props }: EditorModalProps<Device> & { onCreated: (issued: DeviceWithSecret) => void }) {
  const { record } = props;
  const rule = record ? updateRule : createRule;
  return (
    <RecordModalForm<Device, Values>
      {...props}
      title={record ? '端末編集' : '端末登録'}
      toValues={({ code, name, type, status }) => ({ code, name, type, status })}
      defaults={defaults}
      create={async (values) => onCreated(await createDevice(values))}
      update={({ id, version, code, name, status }) => updateDevice({ id, version, code, name, status })}
    >
      {() => (
        <>
          <Form.Item
            label="端末種別"
            name="type"
            required
            rules={record ? [] : [rule]}
            extra={record ? '端末種別は登録後に変更できません。' : undefined}
          >
            <Select options={deviceType.options} disabled={!!record} />
          </Form.Item>
          <Form.Item label="端末コード" name="code" required rules={[rule]} extra="劇場内で重複しない半角英数字（例：POS01）">
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item label="端末名" name="name" required rules={[rule]}>
            <Input maxLength={100} placeholder="チケットカウンター POS 1" />
          </Form.Item>
          <Form.Item label="状態" name="status" required rules={[rule]} extra="「無効」の端末はサーバーに接続できません。">
            <Radio.Group options={deviceStatus.options} optionType="button" />
          </Form.Item>
        </>
      )}
    </RecordModalForm>
  );
}
