import { useState } from 'react';
import { Badge, Button, Form, Input, Modal, Select, Tag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { deviceStatus, deviceType, type Device, type DeviceType, type DeviceWithSecret } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { date, dateTime } from '../../lib/format.js';
import { ListPage } from '../../ui/list-page.js';
import { actionsColumn, RowActions } from '../../ui/row-actions.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { DeviceFormModal } from './device-form-modal.js';
import { DeviceSecretModal } from './device-secret-modal.js';
import { deleteDevice, deviceEndpoints, deviceKeys, minutesSince, rotateDeviceSecret } from './devices-api.js';

const typeColors: Record<DeviceType, string> = { pos: 'blue', kiosk: 'purple', kitchenPrinter: 'orange', signage: 'cyan' };

// A device that has not called in for 10 minutes is worth a look; the device API polls every minute.
function LastSeen({ at }: { at: string | null }) {
  const minutes = minutesSince(at);
  if (minutes == null) return <Badge status="default" text="未接続" />;
  return (
    <Tooltip title={minutes < 1 ? '1分以内' : `${minutes.toLocaleString('ja-JP')}分前`}>
      <Badge status={minutes < 10 ? 'success' : 'warning'} text={dateTime(at)} />
    </Tooltip>
  );
}

export default function DeviceListPage() {
  const session = useSession();
  const perm = usePermission('settings');
  const editor = useModalEditor<Device>(deviceKeys.all);
  const [issued, setIssued] = useState<DeviceWithSecret | null>(null);

  const rotate = (d: Device) =>
    Modal.confirm({
      title: `「${d.name}」の登録シークレットを再発行しますか？`,
      content:
        '再発行すると、今のシークレットはすぐに使えなくなります。新しいシークレットを端末に設定するまで、この端末はサーバーに接続できません。',
      okText: '再発行する',
      okButtonProps: { danger: true },
      cancelText: 'キャンセル',
      onOk: () =>
        rotateDeviceSecret(d.id)
          .then((answer) => {
            setIssued(answer);
            return editor.refresh();
          })
          .catch(() => undefined),
    });

  return (
    <>
      <ListPage<Device>
        title={session?.cinemaObj ? `端末（${session.cinemaObj.name}）` : '端末'}
        module="settings"
        endpoint={deviceEndpoints.list}
        queryKey={[...deviceKeys.all, 'list', session?.cinemaId ?? null]}
        emptyText="端末がまだ登録されていません。「端末登録」から登録してください。"
        extra={
          perm.can('create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.create}>
              端末登録
            </Button>
          )
        }
        filters={
          <>
            <Form.Item name="keyword">
              <Input placeholder="端末名・コード" allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="type">
              <Select placeholder="端末種別" allowClear style={{ width: 170 }} options={deviceType.options} />
            </Form.Item>
            <Form.Item name="status">
              <Select placeholder="状態" allowClear style={{ width: 110 }} options={deviceStatus.options} />
            </Form.Item>
          </>
        }
        csv={{
          filename: '端末一覧',
          columns: [
            { title: '劇場', value: (d) => d.cinemaName },
            { title: '端末コード', value: (d) => d.code },
            { title: '端末名', value: (d) => d.name },
            { title: '端末種別', value: (d) => deviceType.labels[d.type] },
            { title: '状態', value: (d) => deviceStatus.labels[d.status] },
            { title: '最終通信', value: (d) => (d.lastSeenAt ? dateTime(d.lastSeenAt) : '') },
            { title: 'シークレット発行日時', value: (d) => dateTime(d.secretIssuedAt) },
          ],
        }}
        columns={[
          { title: '端末コード', dataIndex: 'code', sorter: true },
          { title: '端末名', dataIndex: 'name', sorter: true },
          {
            title: '端末種別',
            dataIndex: 'type',
            sorter: true,
            render: (t: DeviceType) => <Tag color={typeColors[t]}>{deviceType.labels[t]}</Tag>,
          },
          {
            title: '状態',
            dataIndex: 'status',
            sorter: true,
            render: (s: Device['status']) => <Tag color={s === 'active' ? 'green' : undefined}>{deviceStatus.labels[s]}</Tag>,
          },
          { title: '最終通信', dataIndex: 'lastSeenAt', sorter: true, render: (v: string | null) => <LastSeen at={v} /> },
          {
            title: 'シークレット発行日',
            dataIndex: 'secretIssuedAt',
            render: (v: string) => <Tooltip title={dateTime(v)}>{date(v)}</Tooltip>,
          },
          actionsColumn((d) => (
            <RowActions
              edit={perm.can('update') && (() => editor.edit(d))}
              remove={perm.can('delete') && (() => editor.remove(d.name, () => deleteDevice(d.id)))}
            >
              {perm.can('update') && (
                <Button type="link" onClick={() => rotate(d)}>
                  シークレット再発行
                </Button>
              )}
            </RowActions>
          )),
        ]}
      />
      <DeviceFormModal {...editor.modal} onCreated={setIssued} />
      <DeviceSecretModal issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
