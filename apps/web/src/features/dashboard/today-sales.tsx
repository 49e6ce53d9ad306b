import { Alert, Card, Table, Tooltip, Typography } from 'antd';
import type { DashboardFigure, DashboardSales, DashboardSalesCinema } from '@cinema/contracts';
import { dash, num } from '../../lib/format.js';
import { useDashboardSales } from './dashboard-queries.js';

// 本日の売上 per cinema from the rollups (REPORTS.md §5), each against the same weekday last week
// (前週同曜日比 §0.6): 差 and %, rates with one decimal, '-' when last week had nothing.

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];
const slashDate = (d: string) => `${d.replaceAll('-', '/')}（${WEEKDAYS[new Date(`${d}T00:00:00Z`).getUTCDay()]}）`;
const signed = (v: number) => (v > 0 ? `+${num(v)}` : num(v));
const percent = (v: number | null) => (v == null ? dash : `${num(v, 1)}%`);

/** 販売率 (%, one decimal) of sold over sellable seats; null without seats. */
export const soldRate = (sold: number, sellable: number) => (sellable > 0 ? (sold / sellable) * 100 : null);

function Compare({ value, unit = '' }: { value: DashboardFigure; unit?: string }) {
  const diff = value.today - value.lastWeek;
  const ratio = value.lastWeek === 0 ? null : (value.today / value.lastWeek) * 100;
  return (
    <div style={{ textAlign: 'right' }}>
      <div>
        {num(value.today)}
        {unit}
      </div>
      <Typography.Text type={diff < 0 ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        差 {signed(diff)}
        {unit}／{percent(ratio)}
      </Typography.Text>
    </div>
  );
}

function RateCompare({ c }: { c: DashboardSalesCinema }) {
  const today = soldRate(c.soldSeats.today, c.sellableSeats.today);
  const lastWeek = soldRate(c.soldSeats.lastWeek, c.sellableSeats.lastWeek);
  const diff = today == null || lastWeek == null ? null : today - lastWeek;
  return (
    <div style={{ textAlign: 'right' }}>
      <div>{percent(today)}</div>
      <Typography.Text type={diff != null && diff < 0 ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        差 {diff == null ? dash : `${diff > 0 ? '+' : ''}${num(diff, 1)}pt`}
      </Typography.Text>
    </div>
  );
}

/** Sales by hour as a bar list (today dark, last week light), 25:00 and later shown as the next day. */
export function HourBars({ c }: { c: DashboardSalesCinema }) {
  if (!c.hours.length) return <Typography.Text type="secondary">売上はまだありません</Typography.Text>;
  const max = Math.max(1, ...c.hours.flatMap((h) => [h.today, h.lastWeek]));
  return (
    <div role="list" aria-label={`${c.cinemaName}の時間帯別売上`}>
      {c.hours.map((h) => (
        <div role="listitem" key={h.hour} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
          <Tooltip title={h.hour >= 24 ? `翌${h.hour - 24}時台` : undefined}>
            <span style={{ width: 44, textAlign: 'right' }}>{`${h.hour}:00`}</span>
          </Tooltip>
          <div style={{ flex: 1 }}>
            <div style={{ height: 8, width: `${(h.today / max) * 100}%`, background: '#1677ff' }} />
            <div style={{ height: 4, width: `${(h.lastWeek / max) * 100}%`, background: '#bfbfbf' }} />
          </div>
          <span style={{ width: 140, textAlign: 'right' }}>
            {num(h.today)}円（前週 {num(h.lastWeek)}円）
          </span>
        </div>
      ))}
    </div>
  );
}

const add = (a: DashboardFigure, b: DashboardFigure) => ({
  today: a.today + b.today,
  lastWeek: a.lastWeek + b.lastWeek,
});

/** 全劇場計: the cinemas' figures added up (hours left out). */
export function totalOf(cinemas: DashboardSalesCinema[]): DashboardSalesCinema {
  const zero = { today: 0, lastWeek: 0 };
  return cinemas.reduce<DashboardSalesCinema>(
    (t, c) => ({
      ...t,
      admissions: add(t.admissions, c.admissions),
      boxOffice: add(t.boxOffice, c.boxOffice),
      shopSales: add(t.shopSales, c.shopSales),
      soldSeats: add(t.soldSeats, c.soldSeats),
      sellableSeats: add(t.sellableSeats, c.sellableSeats),
    }),
    {
      cinemaId: 0,
      cinemaName: '全劇場計',
      admissions: zero,
      boxOffice: zero,
      shopSales: zero,
      soldSeats: zero,
      sellableSeats: zero,
      hours: [],
    },
  );
}

function TotalRow({ cinemas }: { cinemas: DashboardSalesCinema[] }) {
  const total = totalOf(cinemas);
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} />
      <Table.Summary.Cell index={1}>
        <Typography.Text strong>{total.cinemaName}</Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={2}>
        <Compare value={total.admissions} />
      </Table.Summary.Cell>
      <Table.Summary.Cell index={3}>
        <Compare value={total.boxOffice} />
      </Table.Summary.Cell>
      <Table.Summary.Cell index={4}>
        <Compare value={total.shopSales} />
      </Table.Summary.Cell>
      <Table.Summary.Cell index={5}>
        <RateCompare c={total} />
      </Table.Summary.Cell>
    </Table.Summary.Row>
  );
}

export function TodaySalesTable({ data }: { data: DashboardSales }) {
  return (
    <Card
      title={`本日の売上 ${slashDate(data.businessDate)}`}
      extra={<Typography.Text type="secondary">前週同曜日 {slashDate(data.lastWeekDate)} との比較</Typography.Text>}
      size="small"
      style={{ marginTop: 16 }}
    >
      <Table
        size="small"
        rowKey="cinemaId"
        pagination={false}
        dataSource={data.cinemas}
        expandable={{ expandedRowRender: (c) => <HourBars c={c} /> }}
        locale={{ emptyText: '表示できる劇場がありません' }}
        summary={(rows) => (rows.length > 1 ? <TotalRow cinemas={[...rows]} /> : null)}
        columns={[
          { title: '劇場', dataIndex: 'cinemaName' },
          { title: '動員（人）', key: 'admissions', render: (_, c) => <Compare value={c.admissions} /> },
          { title: '興行収入（円）', key: 'boxOffice', render: (_, c) => <Compare value={c.boxOffice} /> },
          { title: '売店売上（円）', key: 'shopSales', render: (_, c) => <Compare value={c.shopSales} /> },
          { title: '販売率', key: 'rate', render: (_, c) => <RateCompare c={c} /> },
        ]}
      />
    </Card>
  );
}

/** The demo's sales history is still being written in the background: the figures are partial until it ends. */
export function SalesHistoryNotice({ history }: { history: DashboardSales['salesHistory'] }) {
  if (!history) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 16 }}
      message={`デモ用の売上履歴（過去${history.totalDays - 1}日）を作成しています（${history.doneDays}/${history.totalDays}日）。完了まで集計は一部のみです。`}
    />
  );
}

/** The dashboard's sales block; nothing while it loads or when the figures cannot be read. */
export function TodaySales() {
  const { data } = useDashboardSales();
  if (!data) return null;
  return (
    <>
      <SalesHistoryNotice history={data.salesHistory} />
      <TodaySalesTable data={data} />
    </>
  );
}
