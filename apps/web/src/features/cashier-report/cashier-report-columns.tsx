import { Tag, Typography } from 'antd';
import { shiftStatus, type CashierReportRow, type ShiftStatus } from '@cinema/contracts';
import { date, dateTime, num, text } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';

export const ShiftStatusTag = ({ status }: { status: ShiftStatus }) => (
  <Tag color={status === 'closed' ? 'green' : 'blue'}>{shiftStatus.labels[status]}</Tag>
);

/** 過不足: red when the drawer is over or short (REPORTS.md §2.9). */
export const OverShort = ({ value }: { value: number | null }) =>
  value == null ? (
    <>-</>
  ) : (
    <Typography.Text type={value !== 0 ? 'danger' : undefined} strong={value !== 0}>
      {value > 0 ? `+${num(value)}` : num(value)}
    </Typography.Text>
  );

const yenColumn = (title: string, pick: (r: CashierReportRow) => number | null): ListColumn<CashierReportRow> => ({
  title,
  align: 'right',
  render: (_: unknown, r: CashierReportRow) => (pick(r) == null ? '-' : num(pick(r))),
  csv: (r) => pick(r),
});

/** One row per shift: who, when, the cash it should hold and what was counted. */
export const cashierReportColumns: ListColumn<CashierReportRow>[] = [
  {
    title: '営業日',
    dataIndex: 'salesBusinessDate',
    render: (v: string) => date(v),
    csv: (r) => r.salesBusinessDate,
  },
  { title: '端末', dataIndex: 'deviceName', csv: (r) => r.deviceName },
  { title: '担当者', dataIndex: 'staffName', render: (v: string | null) => text(v), csv: (r) => r.staffName },
  { title: '開始', dataIndex: 'openedAt', render: (v: string) => dateTime(v), csv: (r) => dateTime(r.openedAt) },
  { title: '終了', dataIndex: 'closedAt', render: (v: string | null) => dateTime(v), csv: (r) => dateTime(r.closedAt) },
  {
    title: '状態',
    dataIndex: 'status',
    render: (v: ShiftStatus) => <ShiftStatusTag status={v} />,
    csv: (r) => shiftStatus.labels[r.status],
  },
  yenColumn('釣銭準備金（円）', (r) => r.openingFloat),
  yenColumn('現金売上（円）', (r) => r.cashSales),
  yenColumn('現金返金・取消（円）', (r) => r.cashRefunds),
  yenColumn('レジ入金（円）', (r) => r.floatAdded),
  yenColumn('中間回収（円）', (r) => r.drops),
  yenColumn('レジ出金（円）', (r) => r.payouts),
  yenColumn('理論現金在高（円）', (r) => r.expectedCash),
  yenColumn('実現金在高（円）', (r) => r.countedCash),
  {
    title: '過不足（円）',
    align: 'right',
    render: (_: unknown, r: CashierReportRow) => <OverShort value={r.overShort} />,
    csv: (r) => r.overShort,
  },
  {
    title: '過不足理由',
    dataIndex: 'overShortReason',
    render: (v: string | null) => text(v),
    csv: (r) => r.overShortReason,
  },
];
