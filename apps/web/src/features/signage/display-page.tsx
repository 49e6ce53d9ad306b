import { Form, Input, Radio, Select } from 'antd';
import {
  signageDisplayCreateBody,
  signageDisplayEndpoints,
  signageLabels as L,
  signageLayout,
  type SignageDisplay,
  type SignageDisplayInput,
} from '@cinema/contracts';
import { useHouseOptions } from '../../entities/houses/house-queries.js';
import { zodRule } from '../../lib/zod-form.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import { useModalEditor, type EditorModalProps } from '../../ui/use-modal-editor.js';
import { signageKeys, useSignageDevices } from './signage-queries.js';

// /custom-display カスタム表示 (docs/signage.md): a signage device bound to a layout, above a screen's door (its
// current and next screening, 残席, 年齢制限, a message) or at the counter (the cinema's next screenings).

const rule = zodRule(signageDisplayCreateBody);
const toValues = (d: SignageDisplay): SignageDisplayInput => ({
  deviceId: d.deviceId,
  layout: d.layout,
  houseId: d.houseId,
  message: d.message,
});

function DisplayFormModal(props: EditorModalProps<SignageDisplay>) {
  const devices = useSignageDevices().data ?? [];
  const houses = useHouseOptions().data ?? [];
  return (
    <RecordModalForm
      {...props}
      title={props.record ? 'カスタム表示編集' : 'カスタム表示登録'}
      toValues={toValues}
      defaults={{ layout: 'door' }}
      create={signageDisplayEndpoints.create}
      update={signageDisplayEndpoints.update}
    >
      {(form) => (
        <>
          <Form.Item label={L.deviceId} name="deviceId" required rules={[rule]}>
            <Select
              options={devices.map((d) => ({ value: d.id, label: `${d.name}（${d.code}）` }))}
              placeholder="サイネージ端末を選択"
            />
          </Form.Item>
          <Form.Item label={L.layout} name="layout" required rules={[rule]}>
            <Radio.Group options={signageLayout.options} optionType="button" />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.layout !== b.layout}>
            {() =>
              form.getFieldValue('layout') === 'door' && (
                <Form.Item label={L.houseId} name="houseId" required rules={[rule]}>
                  <Select
                    options={houses.map((h) => ({ value: h.id, label: h.name }))}
                    placeholder="スクリーンを選択"
                  />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item label={L.message} name="message" rules={[rule]} extra="画面の下に表示します（100文字まで）">
            <Input maxLength={100} placeholder="上映中の撮影・録音は禁止されています" />
          </Form.Item>
        </>
      )}
    </RecordModalForm>
  );
}

export default function DisplayPage() {
  const editor = useModalEditor<SignageDisplay>(signageKeys.all);
  const devices = useSignageDevices().data ?? [];
  const houses = useHouseOptions().data ?? [];
  const deviceName = (d: SignageDisplay) => devices.find((x) => x.id === d.deviceId)?.name ?? `#${d.deviceId}`;
  const screenName = (d: SignageDisplay) => (d.houseId ? (houses.find((h) => h.id === d.houseId)?.name ?? '') : '-');
  const columns: ListColumn<SignageDisplay>[] = [
    { title: L.deviceId, key: 'device', render: (_: unknown, d) => deviceName(d), csv: deviceName },
    {
      title: L.layout,
      dataIndex: 'layout',
      render: (v: SignageDisplay['layout']) => signageLayout.labels[v],
      csv: (d) => signageLayout.labels[d.layout],
    },
    { title: L.houseId, key: 'house', render: (_: unknown, d) => screenName(d), csv: screenName },
    { title: L.message, dataIndex: 'message', render: (v: string | null) => v ?? '-', csv: (d) => d.message ?? '' },
  ];
  return (
    <>
      <ListPage
        title="カスタム表示"
        module="signage"
        endpoint={signageDisplayEndpoints.list}
        queryKey={signageKeys.all}
        emptyText="カスタム表示がまだありません。「新規作成」から端末とレイアウトを登録してください。"
        onCreate={editor.create}
        columns={columns}
        actions={{ edit: (d) => () => editor.edit(d) }}
        remove={{ endpoint: signageDisplayEndpoints.delete, name: deviceName }}
      />
      <DisplayFormModal {...editor.modal} />
    </>
  );
}
