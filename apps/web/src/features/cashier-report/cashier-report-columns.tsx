import { Tag, Typography } from 'antd';
import { shiftClosedFrom, shiftStatus, type CashierReportRow, type ShiftStatus } from '@cinema/contracts';
import { dateTime, figure } from '../../lib/format.js';
import type { ReportColumn } from '../../ui/report-page/report-types.js';

export const ShiftStatusTag = ({ status }: { status: ShiftStatus }) => (
  <Tag color={status === 'closed' ? 'green' : 'blue'}>{shiftStatus.labels[status]}</Tag>
);

/** 過不足: +100 over, −100 short, red either way (docs/reports.md, "the report screens"); '-' before the drawer is counted. */
export const OverShort = ({ value }: { value: number | null }) =>
  value == null ? (
    <>-</>
  ) : (
    <Typography.Text type={value !== 0 ? 'danger' : undefined} strong={value !== 0}>
      {value > 0 ? `+${figure(value)}` : figure(value)}
    </Typography.Text>
  );

type Row = CashierReportRow;

/** A yen column: right-aligned, −1,234 in red; the flows add up in the 合計 row. */
const yenColumn = (key: keyof Row, title: string, total?: 'sum', defaultHidden?: boolean): ReportColumn<Row> => ({
  key,
  title,
  type: 'figure',
  value: (r) => r[key],
  total,
  defaultHidden,
});

/**
 * One row per shift: who, when, the cash it should hold and what was counted. Shown at first (docs/web-conventions.md,
 * "pages"): which drawer, who, its state, the cash it should hold, what was counted, 過不足 and why, so they fit a
 * 1366 px screen beside the menu; the times and the single flows wait in 表示列 (the 詳細 has them too).
 */
export const cashierReportColumns: ReportColumn<Row>[] = [
  {
    key: 'salesBusinessDate',
    title: '営業日',
    type: 'date',
    value: (r) => r.salesBusinessDate,
    fixed: true,
    sortable: true,
  },
  { key: 'deviceName', title: '端末', value: (r) => r.deviceName, fixed: true, sortable: true, alwaysShown: true },
  { key: 'staffName', title: '担当者', value: (r) => r.staffName },
  { key: 'openedAt', title: '開始', value: (r) => dateTime(r.openedAt), sortable: true, defaultHidden: true },
  { key: 'closedAt', title: '終了', value: (r) => (r.closedAt ? dateTime(r.closedAt) : null), defaultHidden: true },
  {
    key: 'status',
    title: '状態',
    value: (r) => shiftStatus.labels[r.status],
    render: (r) => <ShiftStatusTag status={r.status} />,
  },
  yenColumn('openingFloat', '釣銭準備金（円）', undefined, true),
  yenColumn('cashSales', '現金売上（円）', 'sum', true),
  yenColumn('cashRefunds', '現金返金・取消（円）', 'sum', true),
  yenColumn('floatAdded', 'レジ入金（円）', 'sum', true),
  yenColumn('drops', '中間回収（円）', 'sum', true),
  yenColumn('payouts', 'レジ出金（円）', 'sum', true),
  yenColumn('expectedCash', '理論現金在高（円）'),
  yenColumn('countedCash', '実現金在高（円）'),
  { ...yenColumn('overShort', '過不足（円）', 'sum'), render: (r) => <OverShort value={r.overShort} /> },
  { key: 'overShortReason', title: '過不足理由', value: (r) => r.overShortReason },
  // 責任者承認 and where the shift was closed (docs/sales.md, "console settlement").
  {
    key: 'approvedBy',
    title: '承認',
    value: (r) => (r.approvedBy ? '承認済み' : null),
    render: (r) => (r.approvedBy ? <Tag color="gold">承認済み</Tag> : '-'),
  },
  {
    key: 'closedFrom',
    title: '精算元',
    value: (r) => (r.closedFrom ? shiftClosedFrom.labels[r.closedFrom] : null),
    defaultHidden: true,
  },
];
