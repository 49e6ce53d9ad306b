import { useState } from 'react';
import { Button, Form, Input, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  addDays,
  bookingBasis,
  emailStatus,
  issueState,
  onlineBookingEndpoints,
  onlineBookingLabels as L,
  tokyoDateOf,
  transactionHistoryEndpoints,
  transactionStatus,
  type OnlineBookingRow,
} from '@cinema/contracts';
import { dateTime, num, text } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { statusColumn } from './history-columns.js';
import { HistoryDrawer } from './history-drawer.js';
import { PeriodFilter } from './history-filters.js';
import { historyKeys, periodQuery } from './history-queries.js';
import { PagedExport } from './paged-export.js';

type Row = OnlineBookingRow;
// What the counter reads first fits 1366 px (docs/web-conventions.md, "pages"): the booking, the screening, the seats,
// who and how to reach them, the amount and its state; the rest is one click away in 表示列 and always exported.
const columns: ListColumn<Row>[] = [
  { title: '予約番号', dataIndex: 'transactionNo', alwaysShown: true, csv: (r) => r.transactionNo },
  {
    title: '予約日時',
    defaultHidden: true,
    dataIndex: 'occurredAt',
    render: (v: string) => dateTime(v),
    csv: (r) => dateTime(r.occurredAt),
  },
  {
    title: '上映日時',
    dataIndex: 'screeningStart',
    render: (v: string | null) => dateTime(v),
    csv: (r) => dateTime(r.screeningStart),
  },
  { title: '作品', dataIndex: 'filmName', render: (v: string | null) => text(v), csv: (r) => r.filmName },
  {
    title: 'スクリーン',
    defaultHidden: true,
    dataIndex: 'houseName',
    render: (v: string | null) => text(v),
    csv: (r) => r.houseName,
  },
  { title: '座席', dataIndex: 'seats', csv: (r) => r.seats },
  { title: '購入者', dataIndex: 'purchaserName', render: (v: string | null) => text(v), csv: (r) => r.purchaserName },
  {
    title: '電話番号',
    dataIndex: 'purchaserPhone',
    render: (v: string | null) => text(v),
    csv: (r) => r.purchaserPhone,
  },
  {
    title: 'メール',
    defaultHidden: true,
    dataIndex: 'purchaserEmail',
    render: (v: string | null) => text(v),
    csv: (r) => r.purchaserEmail,
  },
  { title: '枚数', defaultHidden: true, dataIndex: 'quantity', align: 'right', csv: (r) => r.quantity },
  { title: '金額（円）', dataIndex: 'total', align: 'right', render: (v: number) => num(v), csv: (r) => r.total },
  {
    title: '決済方法',
    defaultHidden: true,
    dataIndex: 'paymentNames',
    render: (v: string) => text(v),
    csv: (r) => r.paymentNames,
  },
  statusColumn<OnlineBookingRow>(),
  {
    title: '発券',
    dataIndex: 'unissued',
    render: (v: number) => (v > 0 ? <Tag color="orange">未発券 {v}枚</Tag> : <Tag>発券済</Tag>),
    csv: (r) => (r.unissued > 0 ? `未発券 ${r.unissued}枚` : '発券済'),
  },
  {
    title: 'メール送信',
    defaultHidden: true,
    dataIndex: 'emailStatus',
    render: (v: Row['emailStatus']) => emailStatus.labels[v],
    csv: (r) => emailStatus.labels[r.emailStatus],
  },
];

const toQuery = (v: Record<string, unknown>) => periodQuery(v);

/**
 * 上映日 from a week back to a week ahead in Japan: bookings are for coming screenings, and an enquiry
 * is often about last week's (docs/reports.md, "periods"). 15 days, within MAX_PERIOD_DAYS.
 */
const bookingPeriod = (): [Dayjs, Dayjs] => {
  const today = tokyoDateOf(Date.now());
  return [dayjs(addDays(today, -7)), dayjs(addDays(today, 7))];
};

/** /online-booking オンライン予約一覧: web/app bookings of the chosen cinema; メール再送 and 払戻 in the 詳細. */
export default function OnlineBookingPage() {
  const [open, setOpen] = useState<string | null>(null);
  const [initial] = useState(() => ({ period: bookingPeriod(), basis: 'screening' }));
  const [query, setQuery] = useState(() => toQuery(initial));
  return (
    <>
      <ListPage
        title="オンライン予約一覧"
        module="reports"
        endpoint={onlineBookingEndpoints.list}
        queryKey={[...historyKeys.all, 'online']}
        emptyText="条件に合うオンライン予約はありません。"
        initialFilters={initial}
        onFiltersChange={(v) => setQuery(toQuery(v))}
        toQuery={toQuery}
        filters={
          <>
            <Form.Item name="basis">
              <Select style={{ width: 100 }} options={bookingBasis.options} aria-label="期間の基準" />
            </Form.Item>
            <PeriodFilter label="期間" />
            <Form.Item name="transactionNo" extra={L.transactionNoHint}>
              <Input placeholder={L.transactionNo} aria-label={L.transactionNo} allowClear style={{ width: 130 }} />
            </Form.Item>
            <Form.Item name="contact">
              <Input placeholder={L.contact} aria-label={L.contact} allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="issue">
              <Select placeholder="発券状態" allowClear style={{ width: 120 }} options={issueState.options} />
            </Form.Item>
            <Form.Item name="status">
              <Select placeholder="ステータス" allowClear style={{ width: 140 }} options={transactionStatus.options} />
            </Form.Item>
          </>
        }
        extra={
          <PagedExport
            endpoint={onlineBookingEndpoints.list}
            title="オンライン予約一覧"
            query={query}
            columns={columns}
          />
        }
        columns={columns}
        actions={{
          extra: (row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)}>
              詳細
            </Button>
          ),
        }}
      />
      <HistoryDrawer endpoint={transactionHistoryEndpoints.detail} id={open} onClose={() => setOpen(null)} actions />
    </>
  );
}
