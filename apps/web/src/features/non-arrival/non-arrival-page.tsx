import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  nonArrivalEndpoints,
  nonArrivalOutcome,
  salesChannel,
  tokyoDateOf,
  type NonArrivalOutcome,
  type NonArrivalRow,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery, featureKeys } from '../../api/query.js';
import { usePermission, useSession } from '../../api/session.js';
import { dateTime, text } from '../../lib/format.js';
import { DatePicker } from '../../ui/date-picker.js';
import { dailyClosingKeys } from '../../entities/daily-closing/daily-closing-queries.js';

/** 未着券記録's query keys. */
const nonArrivalKeys = featureKeys('nonArrival');

const columns = [
  { title: '上映日時', dataIndex: 'screeningStart', render: (v: string) => dateTime(v) },
  { title: 'スクリーン', dataIndex: 'houseName', render: (v: string | null) => text(v) },
  { title: '作品', dataIndex: 'filmName', render: (v: string | null) => text(v) },
  { title: '座席', dataIndex: 'seatKey', render: (v: string | null) => text(v) },
  { title: '券種', dataIndex: 'ticketName' },
  { title: '取引/予約番号', dataIndex: 'transactionNo' },
  { title: 'チャネル', dataIndex: 'channel', render: (v: NonArrivalRow['channel']) => salesChannel.labels[v] },
  { title: '発券状態', dataIndex: 'issuedAt', render: (v: string | null) => (v ? '発券済' : '未発券') },
  {
    title: '処理',
    dataIndex: 'outcome',
    render: (v: NonArrivalOutcome | null, r: NonArrivalRow) =>
      v ? `${nonArrivalOutcome.labels[v]}${r.note ? `（${r.note}）` : ''}` : '未処理',
  },
  { title: '処理者', dataIndex: 'recordedBy', render: (v: string | null) => text(v) },
];

/** /non-arrival-ticket-record 未着券記録: seats of the day's ended screenings never admitted, and their outcome. */
export default function NonArrivalPage() {
  const cinemaId = useSession()?.cinemaId ?? null;
  const perm = usePermission('operations');
  const qc = useQueryClient();
  // The day is in the URL (?businessDate=2026-11-28): 日次締め's checklist links to its day, and a reload keeps it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('businessDate');
  const [today] = useState(() => tokyoDateOf(Date.now()));
  const day = dayjs(asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today);
  const setDay = (d: Dayjs) => setParams({ businessDate: d.format('YYYY-MM-DD') }, { replace: true });
  const [selected, setSelected] = useState<string[]>([]);
  const [form] = Form.useForm<{ outcome?: NonArrivalOutcome; note?: string }>();
  const businessDate = day.format('YYYY-MM-DD');
  const list = useQuery(
    endpointQuery([...nonArrivalKeys.lists(), cinemaId, businessDate], nonArrivalEndpoints.list, {
      query: { businessDate },
    }),
  );
  const save = async () => {
    const v = await form.validateFields();
    await call(nonArrivalEndpoints.record, {
      body: { lineIds: selected, outcome: v.outcome as NonArrivalOutcome, note: v.note || null },
    });
    setSelected([]);
    form.resetFields();
    // 日次締め's checklist counts the seats left without an outcome.
    await Promise.all([
      qc.invalidateQueries({ queryKey: nonArrivalKeys.all }),
      qc.invalidateQueries({ queryKey: dailyClosingKeys.all }),
    ]);
  };
  const rows = list.data?.list ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4}>未着券記録</Typography.Title>
      <Card size="small">
        <Space wrap>
          <span>上映日</span>
          <DatePicker value={day} allowClear={false} onChange={(d) => d && setDay(d)} aria-label="上映日" />
          <Typography.Text type="secondary">
            終了した上映回で、販売済み・未入場の座席です。締めの前に処理を記録してください。
          </Typography.Text>
        </Space>
      </Card>
      {list.isError && <Alert type="error" showIcon message={list.error.message} />}
      {perm.can('update') && (
        <Form form={form} layout="inline">
          <Form.Item name="outcome" rules={[{ required: true, message: '「処理」を選択してください' }]}>
            <Select placeholder="処理" style={{ width: 160 }} options={nonArrivalOutcome.options} aria-label="処理" />
          </Form.Item>
          <Form.Item name="note">
            <Input placeholder="備考" maxLength={200} style={{ width: 240 }} aria-label="備考" />
          </Form.Item>
          <Button type="primary" disabled={!selected.length} onClick={() => void save().catch(() => undefined)}>
            選択した{selected.length}席に記録
          </Button>
        </Form>
      )}
      <Table<NonArrivalRow>
        rowKey="lineId"
        size="small"
        loading={list.isPending}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: 'この上映日の未着券はありません。' }}
        rowSelection={
          perm.can('update')
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }
            : undefined
        }
      />
    </Space>
  );
}
