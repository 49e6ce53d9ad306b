import dayjs from 'dayjs';
import { Alert, Form, Input, Radio, Select } from 'antd';
import {
  signageLabels as L,
  signageMessageCreateBody,
  signageMessageEndpoints,
  signageMessageKind,
  signageMessageStyle,
  type SignageMessage,
  type SignageMessageInput,
} from '@cinema/contracts';
import { zodRule } from '../../lib/zod-form.js';
import { DatePicker } from '../../ui/date-picker.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';
import { asDateTime, fromDateTime, useSignageDevices } from './signage-queries.js';

const rule = zodRule(signageMessageCreateBody);
const toValues = (m: SignageMessage): SignageMessageInput => ({
  kind: m.kind,
  style: m.style,
  text: m.text,
  deviceId: m.deviceId,
  startAt: m.startAt,
  endAt: m.endAt,
});

/** メッセージ登録・編集: kind, how it shows, the text, where and when. Saving a withdrawn one shows it again. */
export function MessageFormModal(props: EditorModalProps<SignageMessage>) {
  const devices = useSignageDevices().data ?? [];
  return (
    <RecordModalForm
      {...props}
      title={props.record ? 'メッセージ編集' : 'メッセージ登録'}
      toValues={toValues}
      defaults={{ kind: 'notice', style: 'ticker', deviceId: null, startAt: dayjs().second(0).format(), endAt: null }}
      create={signageMessageEndpoints.create}
      update={signageMessageEndpoints.update}
    >
      {(form) => (
        <>
          <Form.Item label={L.kind} name="kind" required rules={[rule]}>
            <Radio.Group options={signageMessageKind.options} optionType="button" />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.kind !== b.kind}>
            {() => {
              // 緊急 is always full screen: its 表示方法 stays in the form (the API wants one) but is not asked.
              const urgent = form.getFieldValue('kind') === 'urgent';
              return (
                <>
                  {urgent && (
                    <Alert
                      type="error"
                      showIcon
                      style={{ marginBottom: 16 }}
                      message="緊急のメッセージは全画面で、表示中の内容に代わってすぐに表示されます。"
                    />
                  )}
                  <Form.Item label={L.style} name="style" required rules={[rule]} hidden={urgent}>
                    <Radio.Group options={signageMessageStyle.options} optionType="button" />
                  </Form.Item>
                </>
              );
            }}
          </Form.Item>
          <Form.Item label={L.text} name="text" required rules={[rule]}>
            <Input.TextArea maxLength={200} rows={3} showCount placeholder="19:00の回は満席となりました" />
          </Form.Item>
          <Form.Item label={L.target} name="deviceId">
            <Select
              options={[
                { value: null, label: '全端末' },
                ...devices.map((d) => ({ value: d.id, label: `${d.name}（${d.code}）` })),
              ]}
            />
          </Form.Item>
          <Form.Item
            label={L.startAt}
            name="startAt"
            required
            rules={[rule]}
            getValueProps={asDateTime}
            normalize={fromDateTime}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item
            label={L.endAt}
            name="endAt"
            rules={[rule]}
            getValueProps={asDateTime}
            normalize={fromDateTime}
            extra="空欄なら取り下げるまで表示します"
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        </>
      )}
    </RecordModalForm>
  );
}
