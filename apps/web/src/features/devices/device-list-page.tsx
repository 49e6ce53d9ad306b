import { useState } from 'react';
import { Button, Form, Modal, Select, Tag, Tooltip } from 'antd';
import {
  deviceEndpoints,
  deviceLabels as L,
  deviceStatus,
  deviceType,
  type Device,
  type DeviceType,
  type DeviceWithSecret,
} from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { date, dateTime } from '../../lib/format.js';
import { deviceKeys } from '../../entities/devices/device-queries.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { DeviceFormModal } from './device-form-modal.js';
import { LastSeen } from './device-last-seen.js';
import { cinemaDeviceKeys, useRotateDeviceSecret } from './device-queries.js';
import { DeviceSecretModal } from './device-secret-modal.js';

const typeColors: Record<DeviceType, string> = {
  pos: 'blue',
  kiosk: 'purple',
  kitchenPrinter: 'orange',
  signage: 'cyan',
  online: 'green',
};

const columns: ListColumn<Device>[] = [
  { title: L.cinemaName, exportOnly: true, csv: (d) => d.cinemaName },
  { title: L.code, dataIndex: 'code', sorter: true, csv: (d) => d.code },
  { title: L.name, dataIndex: 'name', sorter: true, csv: (d) => d.name },
  {
    title: L.type,
    dataIndex: 'type',
    sorter: true,
    render: (t: DeviceType) => <Tag color={typeColors[t]}>{deviceType.labels[t]}</Tag>,
    csv: (d) => deviceType.labels[d.type],
  },
  {
    title: L.status,
    dataIndex: 'status',
    sorter: true,
    render: (s: Device['status']) => <Tag color={s === 'active' ? 'green' : undefined}>{deviceStatus.labels[s]}</Tag>,
    csv: (d) => deviceStatus.labels[d.status],
  },
  {
    title: L.lastSeenAt,
    dataIndex: 'lastSeenAt',
    sorter: true,
    render: (v: string | null) => <LastSeen at={v} />,
    csv: (d) => (d.lastSeenAt ? dateTime(d.lastSeenAt) : ''),
  },
  {
    title: '登録キー発行日',
    dataIndex: 'secretIssuedAt',
    render: (v: string) => <Tooltip title={dateTime(v)}>{date(v)}</Tooltip>,
  },
  { title: L.secretIssuedAt, exportOnly: true, csv: (d) => dateTime(d.secretIssuedAt) },
];

/** 端末: the session's cinema's devices; a registration secret is shown once, when it is issued. */
export default function DeviceListPage() {
  const session = useSession();
  const perm = usePermission('settings');
  const editor = useModalEditor<Device>(deviceKeys.all);
  const [issued, setIssued] = useState<DeviceWithSecret | null>(null);
  const rotateSecret = useRotateDeviceSecret(setIssued);

  const rotate = (d: Device) =>
    Modal.confirm({
      title: `「${d.name}」の登録キーを再発行しますか？`,
      content:
        '再発行すると、今の登録キーはすぐに使えなくなります。新しい登録キーを端末に設定するまで、この端末はサーバーに接続できません。',
      okText: '再発行する',
      okButtonProps: { danger: true },
      cancelText: 'キャンセル',
      onOk: () => rotateSecret.mutateAsync(d.id).catch(() => undefined),
    });

  return (
    <>
      <ListPage
        title={session?.cinemaObj ? `端末（${session.cinemaObj.name}）` : '端末'}
        module="settings"
        endpoint={deviceEndpoints.list}
        queryKey={cinemaDeviceKeys(session?.cinemaId)}
        emptyText="端末がまだ登録されていません。「端末登録」から登録してください。"
        onCreate={editor.create}
        createLabel="端末登録"
        keyword="端末名・コード"
        filters={
          <>
            <Form.Item name="type">
              <Select placeholder={L.type} allowClear style={{ width: 170 }} options={deviceType.options} />
            </Form.Item>
            <Form.Item name="status">
              <Select placeholder={L.status} allowClear style={{ width: 110 }} options={deviceStatus.options} />
            </Form.Item>
          </>
        }
        exportName="端末一覧"
        columns={columns}
        actions={{
          edit: (d) => () => editor.edit(d),
          extra: (d) =>
            perm.can('update') && (
              <Button type="link" onClick={() => rotate(d)}>
                登録キー再発行
              </Button>
            ),
        }}
        remove={{ endpoint: deviceEndpoints.delete, name: (d) => d.name }}
      />
      <DeviceFormModal {...editor.modal} onCreated={setIssued} />
      <DeviceSecretModal issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
