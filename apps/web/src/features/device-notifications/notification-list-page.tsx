import dayjs, { type Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Checkbox, DatePicker, Form, Select, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { notificationKind, notificationLevel, type DeviceNotification, type NotificationLevel } from '@cinema/contracts';
import { dateTime } from '../../lib/format.js';
import { CinemaSelect } from '../../ui/cinema-select.js';
import { ListPage } from '../../ui/list-page.js';
import { deviceNotificationEndpoints, deviceNotificationKeys, markNotificationsRead } from './device-notifications-api.js';
import { DeviceSelect } from './device-select.js';

const levelColors: Record<NotificationLevel, string> = { info: 'blue', warning: 'orange', error: 'red' };

// The filter keeps days as YYYY-MM-DD text (what the API reads); the pickers work with dayjs.
const asDay = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
const fromDay = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined);

export default function NotificationListPage() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: deviceNotificationKeys.all });
  const read = (body: Parameters<typeof markNotificationsRead>[0]) =>
    markNotificationsRead(body)
      .then(refresh)
      .catch(() => undefined);

  return (
    <ListPage<DeviceNotification>
      title="端末通知"
      module={null}
      endpoint={deviceNotificationEndpoints.list}
      queryKey={[...deviceNotificationKeys.all, 'list']}
      emptyText="端末からの通知はまだありません。POS端末や自動券売機が用紙切れ・オフライン・エラーを報告すると、ここに表示されます。"
      extra={
        <Button icon={<CheckOutlined />} onClick={() => read({ all: true })}>
          すべて既読にする
        </Button>
      }
      filters={
        <>
          <Form.Item name="cinemaId">
            <CinemaSelect<number> placeholder="劇場" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item noStyle dependencies={['cinemaId']}>
            {({ getFieldValue }) => (
              <Form.Item name="deviceId">
                <DeviceSelect cinemaId={getFieldValue('cinemaId')} placeholder="端末" allowClear style={{ width: 240 }} />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item name="level">
            <Select placeholder="レベル" allowClear style={{ width: 110 }} options={notificationLevel.options} />
          </Form.Item>
          <Form.Item name="kind">
            <Select placeholder="種類" allowClear style={{ width: 120 }} options={notificationKind.options} />
          </Form.Item>
          <Form.Item name="from" getValueProps={asDay} normalize={fromDay}>
            <DatePicker placeholder="開始日" style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="to" getValueProps={asDay} normalize={fromDay}>
            <DatePicker placeholder="終了日" style={{ width: 140 }} />
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
      csv={{
        filename: '端末通知',
        columns: [
          { title: '発生日時', value: (n) => dateTime(n.occurredAt) },
          { title: 'レベル', value: (n) => notificationLevel.labels[n.level] },
          { title: '種類', value: (n) => notificationKind.labels[n.kind] },
          { title: '劇場', value: (n) => n.cinemaName },
          { title: '端末コード', value: (n) => n.deviceCode },
          { title: '端末名', value: (n) => n.deviceName },
          { title: 'メッセージ', value: (n) => n.message },
          { title: '既読日時', value: (n) => (n.readAt ? dateTime(n.readAt) : '未読') },
        ],
      }}
      columns={[
        { title: '発生日時', dataIndex: 'occurredAt', sorter: true, render: dateTime },
        {
          title: 'レベル',
          dataIndex: 'level',
          sorter: true,
          render: (l: NotificationLevel) => <Tag color={levelColors[l]}>{notificationLevel.labels[l]}</Tag>,
        },
        { title: '種類', dataIndex: 'kind', sorter: true, render: (k: DeviceNotification['kind']) => notificationKind.labels[k] },
        { title: '劇場', dataIndex: 'cinemaName', sorter: true },
        {
          title: '端末',
          dataIndex: 'deviceName',
          sorter: true,
          render: (name: string, n) => (
            <>
              {name}
              <Typography.Text type="secondary">（{n.deviceCode}）</Typography.Text>
            </>
          ),
        },
        {
          title: 'メッセージ',
          dataIndex: 'message',
          render: (m: string, n) => <span style={{ fontWeight: n.readAt ? undefined : 600 }}>{m}</span>,
        },
        {
          title: '既読',
          dataIndex: 'readAt',
          sorter: true,
          render: (v: string | null, n) =>
            v ? (
              <Typography.Text type="secondary">{dateTime(v)}</Typography.Text>
            ) : (
              <Button size="small" onClick={() => read({ ids: [n.id] })}>
                <Badge status="processing" text="既読にする" />
              </Button>
            ),
        },
      ]}
    />
  );
}
