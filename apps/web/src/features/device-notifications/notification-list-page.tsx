import dayjs, { type Dayjs } from 'dayjs';
import { Badge, Button, Checkbox, Form, Select, Tag, Typography } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import { CheckOutlined } from '@ant-design/icons';
import {
  deviceNotificationEndpoints,
  deviceNotificationLabels as L,
  notificationKind,
  notificationLevel,
  type DeviceNotification,
  type NotificationKind,
  type NotificationLevel,
} from '@cinema/contracts';
import { dateTime } from '../../lib/format.js';
import { CinemaFilter } from '../../entities/cinemas/cinema-select.js';
import { deviceNotificationKeys } from '../../entities/device-notifications/device-notification-queries.js';
import { ListPage } from '../../ui/list-page.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { useMarkRead } from './device-notification-queries.js';
import { DeviceSelect } from './device-select.js';

const levelColors: Record<NotificationLevel, string> = { info: 'blue', warning: 'orange', error: 'red' };

// The filter keeps days as YYYY-MM-DD text (what the API reads); the pickers work with dayjs.
const asDay = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
const fromDay = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined);

const columns = (read: (id: number) => void): ListColumn<DeviceNotification>[] => [
  {
    title: L.occurredAt,
    dataIndex: 'occurredAt',
    sorter: true,
    render: dateTime,
    csv: (n) => dateTime(n.occurredAt),
  },
  {
    title: L.level,
    dataIndex: 'level',
    sorter: true,
    render: (l: NotificationLevel) => <Tag color={levelColors[l]}>{notificationLevel.labels[l]}</Tag>,
    csv: (n) => notificationLevel.labels[n.level],
  },
  {
    title: L.kind,
    dataIndex: 'kind',
    sorter: true,
    render: (k: NotificationKind) => notificationKind.labels[k],
    csv: (n) => notificationKind.labels[n.kind],
  },
  { title: L.cinemaName, dataIndex: 'cinemaName', sorter: true, csv: (n) => n.cinemaName },
  {
    title: L.deviceId,
    dataIndex: 'deviceName',
    sorter: true,
    // 在庫不足 and a failed sales invariant are the platform's own notices: no device.
    render: (name: string | null, n) =>
      name == null ? (
        '-'
      ) : (
        <>
          {name}
          <Typography.Text type="secondary">（{n.deviceCode}）</Typography.Text>
        </>
      ),
  },
  // The table shows the device as one cell; the export keeps code and name apart.
  { title: L.deviceCode, exportOnly: true, csv: (n) => n.deviceCode ?? '' },
  { title: L.deviceName, exportOnly: true, csv: (n) => n.deviceName ?? '' },
  {
    title: L.message,
    dataIndex: 'message',
    wrap: true,
    render: (m: string, n) => <span style={{ fontWeight: n.readAt ? undefined : 600 }}>{m}</span>,
    csv: (n) => n.message,
  },
  {
    title: '既読',
    dataIndex: 'readAt',
    sorter: true,
    render: (v: string | null, n) =>
      v ? (
        <Typography.Text type="secondary">{dateTime(v)}</Typography.Text>
      ) : (
        <Button size="small" onClick={() => read(n.id)}>
          <Badge status="processing" text="既読にする" />
        </Button>
      ),
  },
  { title: L.readAt, exportOnly: true, csv: (n) => (n.readAt ? dateTime(n.readAt) : '未読') },
];

export default function NotificationListPage() {
  const read = useMarkRead();
  return (
    <ListPage
      title="端末通知"
      module={null}
      endpoint={deviceNotificationEndpoints.list}
      queryKey={deviceNotificationKeys.all}
      emptyText="端末からの通知はまだありません。POS端末や自動券売機が用紙切れ・オフライン・エラーを報告すると、ここに表示されます。"
      extra={
        <Button icon={<CheckOutlined />} onClick={() => read({ all: true })}>
          すべて既読にする
        </Button>
      }
      filters={
        <>
          <CinemaFilter placeholder={L.cinemaId} style={{ width: 200 }} />
          <Form.Item noStyle dependencies={['cinemaId']}>
            {({ getFieldValue }) => (
              <Form.Item name="deviceId">
                <DeviceSelect
                  cinemaId={getFieldValue('cinemaId')}
                  placeholder={L.deviceId}
                  allowClear
                  style={{ width: 240 }}
                />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item name="level">
            <Select placeholder={L.level} allowClear style={{ width: 110 }} options={notificationLevel.options} />
          </Form.Item>
          <Form.Item name="kind">
            <Select placeholder={L.kind} allowClear style={{ width: 120 }} options={notificationKind.options} />
          </Form.Item>
          <Form.Item name="from" getValueProps={asDay} normalize={fromDay}>
            <DatePicker placeholder={L.from} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="to" getValueProps={asDay} normalize={fromDay}>
            <DatePicker placeholder={L.to} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item
            name="unread"
            valuePropName="checked"
            normalize={(v: boolean) => (v ? 'true' : undefined)}
            getValueProps={(v) => ({ checked: v === 'true' })}
          >
            <Checkbox>未読のみ</Checkbox>
          </Form.Item>
        </>
      }
      exportName="端末通知"
      columns={columns((id) => void read({ ids: [id] }))}
    />
  );
}
