import { Alert, Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  dashboardSalesFigures,
  formatBusinessDate,
  formatScaleMinutes,
  formatTokyoDateTime,
  SCALE_MINUTES,
  soldRateBasis,
  tokyoMidnight,
  type DashboardSales,
  type DashboardSalesCinema,
} from '@cinema/contracts';
import { useDashboardSales } from './dashboard-queries.js';
import { HourBars } from './hour-bars.js';
import { SalesBasisNote, SalesFigureTitle } from './sales-basis.js';
import { SalesCompare, SoldRateCompare } from './sales-compare.js';
import { totalOf } from './sales-total.js';

// 本日の売上 per cinema from the rollups, each figure with its 集計基準, against the same
// weekday last week (§0.6) up to the same clock time while the day runs.

/** An instant on a business day's 36-hour scale (25:30), or its date and time when off that day. */
function clockOn(instant: string, date: string) {
  const minutes = Math.floor((Date.parse(instant) - tokyoMidnight(date)) / 60_000);
  return minutes >= 0 && minutes < SCALE_MINUTES
    ? `${formatBusinessDate(date)}${formatScaleMinutes(minutes)}`
    : formatTokyoDateTime(instant);
}

/** What today is set against: last week's day up to the same time, or whole once the day is over. */
export const comparisonText = (data: DashboardSales) =>
  data.until
    ? `前週同曜日の同時刻まで（${clockOn(data.until.lastWeek, data.lastWeekDate)}まで）と比較`
    : `前週同曜日 ${formatBusinessDate(data.lastWeekDate)} の終日と比較`;

const figureKeys = Object.keys(dashboardSalesFigures) as (keyof typeof dashboardSalesFigures)[];

const columns: ColumnsType<DashboardSalesCinema> = [
  { title: '劇場', dataIndex: 'cinemaName' },
  ...figureKeys.map((k) => {
    const f = dashboardSalesFigures[k];
    return {
      title: <SalesFigureTitle title={`${f.label}（${f.unit}）`} basis={f.basis} />,
      key: k,
      render: (_: unknown, c: DashboardSalesCinema) => <SalesCompare value={c[k]} unit={f.unit} />,
    };
  }),
  {
    title: <SalesFigureTitle title="販売率" basis={soldRateBasis} />,
    key: 'soldRate',
    render: (_, c) => <SoldRateCompare c={c} />,
  },
];

function TotalRow({ cinemas }: { cinemas: DashboardSalesCinema[] }) {
  const total = totalOf(cinemas);
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} />
      <Table.Summary.Cell index={1}>
        <Typography.Text strong>{total.cinemaName}</Typography.Text>
      </Table.Summary.Cell>
      {figureKeys.map((k, i) => (
        <Table.Summary.Cell key={k} index={i + 2}>
          <SalesCompare value={total[k]} unit={dashboardSalesFigures[k].unit} />
        </Table.Summary.Cell>
      ))}
      <Table.Summary.Cell index={figureKeys.length + 2}>
        <SoldRateCompare c={total} />
      </Table.Summary.Cell>
    </Table.Summary.Row>
  );
}

export function TodaySalesTable({ data }: { data: DashboardSales }) {
  return (
    <Card
      title={`本日の売上 ${formatBusinessDate(data.businessDate)}`}
      extra={<Typography.Text type="secondary">{comparisonText(data)}</Typography.Text>}
      size="small"
      style={{ marginTop: 16 }}
    >
      <Table
        size="small"
        rowKey="cinemaId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data.cinemas}
        expandable={{ expandedRowRender: (c) => <HourBars c={c} /> }}
        locale={{ emptyText: '表示できる劇場がありません' }}
        summary={(rows) => (rows.length > 1 ? <TotalRow cinemas={[...rows]} /> : null)}
        columns={columns}
      />
      <SalesBasisNote />
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
