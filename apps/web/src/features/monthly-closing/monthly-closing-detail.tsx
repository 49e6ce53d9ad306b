import { Alert, Descriptions, Drawer, Skeleton, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  monthlyClosingEndpoints,
  monthlyClosingReopenBody,
  monthlyClosingStatus,
  monthText,
  type MonthlyClosingDetail,
  type MonthlyClosingRow,
  type MonthlyClosingStatus,
  type MonthlyClosingSnapshot,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { dailyClosingKeys } from '../../entities/daily-closing/daily-closing-queries.js';
import { monthlyClosingKeys } from '../../entities/monthly-closing/monthly-closing-queries.js';
import { dateTime, figure, yenText } from '../../lib/format.js';
import { reasonDialog } from '../../ui/reason-dialog.js';

// A cinema's month of 月次締め (docs/reports.md, "月次締め"): what the close fixed (or, while open, today's figures),
// and the 締め解除 dialog with its required reason.

export const statusColors: Record<MonthlyClosingStatus, string> = {
  open: 'default',
  closed: 'green',
  reopened: 'orange',
};

export const StatusTag = ({ status }: { status: MonthlyClosingStatus }) => (
  <Tag color={statusColors[status]}>{monthlyClosingStatus.labels[status]}</Tag>
);

type Films = MonthlyClosingSnapshot['films'][number];
type Receivable = MonthlyClosingSnapshot['receivables'][number];
type Payable = MonthlyClosingSnapshot['payables'][number];
const right = 'right' as const;

const filmColumns = [
  { title: '作品', dataIndex: 'filmName' },
  { title: '動員（人）', dataIndex: 'admissions', align: right, render: (v: number) => figure(v) },
  { title: '興行収入（税込）', dataIndex: 'boxOffice', align: right, render: yenText },
  { title: '興行収入（税抜）', dataIndex: 'boxOfficeNet', align: right, render: yenText },
];
const receivableColumns = [
  { title: '取引先コード', dataIndex: 'clientCode' },
  { title: '取引先', dataIndex: 'clientName' },
  { title: '件数', dataIndex: 'documents', align: right, render: (v: number) => figure(v) },
  { title: '売掛金額（税込）', dataIndex: 'amount', align: right, render: yenText },
];
const payableColumns = [
  { title: '売店グループ', dataIndex: 'label' },
  { title: '入庫数', dataIndex: 'quantity', align: right, render: (v: number) => figure(v) },
  { title: '仕入金額', dataIndex: 'amount', align: right, render: yenText },
];

function Figures({ d }: { d: MonthlyClosingDetail }) {
  const f = d.figures;
  const t = f.totals;
  return (
    <>
      {d.fixed ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${dateTime(d.closedAt)} ${d.closedByName ?? ''} が締めました。数値は締めたときに確定したものです。`}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="未締めのため、現在の集計値です。締めると、この数値が会計用に確定します。"
        />
      )}
      {d.status === 'reopened' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${dateTime(d.reopenedAt)} ${d.reopenedByName ?? ''} が締め解除しました（理由：${d.reopenReason ?? ''}）`}
        />
      )}
      {d.blockers.length > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={d.blockers.join('。')} />
      )}
      <Descriptions size="small" bordered column={1} data-testid="monthly-totals">
        <Descriptions.Item label="日次締め">
          {d.daysClosed} / {d.daysInMonth} 日
        </Descriptions.Item>
        <Descriptions.Item label="動員">{figure(t.admissions)}人</Descriptions.Item>
        <Descriptions.Item label="興行収入（税込）">{yenText(t.boxOffice)}</Descriptions.Item>
        <Descriptions.Item label="興行収入（税抜）">{yenText(t.boxOfficeNet)}</Descriptions.Item>
        <Descriptions.Item label="売店売上（税込）">{yenText(t.shopSales)}</Descriptions.Item>
        <Descriptions.Item label="その他売上（税込）">{yenText(t.otherSales)}</Descriptions.Item>
        <Descriptions.Item label="売上合計（税込）">{yenText(t.totalSales)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        作品別興行収入（歩率の計算元）
      </Typography.Title>
      <Table<Films>
        size="small"
        rowKey="filmId"
        pagination={false}
        columns={filmColumns}
        dataSource={f.films}
        locale={{ emptyText: 'この月の興行収入はありません' }}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        売掛金（取引先別・掛売） 合計 {yenText(f.receivablesTotal)}
      </Typography.Title>
      <Table<Receivable>
        size="small"
        rowKey="clientId"
        pagination={false}
        columns={receivableColumns}
        dataSource={f.receivables}
        locale={{ emptyText: 'この月の掛売はありません' }}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        仕入（入庫・売店グループ別） 合計 {yenText(f.payablesTotal)}
      </Typography.Title>
      <Table<Payable>
        size="small"
        rowKey="group"
        pagination={false}
        columns={payableColumns}
        dataSource={f.payables}
        locale={{ emptyText: 'この月の入庫はありません' }}
      />
    </>
  );
}

/** The drawer of one cinema's month, read when it opens. */
export function MonthDetail({ row, onClose }: { row: MonthlyClosingRow; onClose: () => void }) {
  const detail = useQuery(
    endpointQuery(monthlyClosingKeys.detail([row.cinemaId, row.month]), monthlyClosingEndpoints.detail, {
      query: { cinemaId: row.cinemaId, month: row.month },
    }),
  );
  return (
    <Drawer
      open
      onClose={onClose}
      size="large"
      title={
        <>
          {row.cinemaName} {monthText(row.month)} <StatusTag status={detail.data?.status ?? row.status} />
        </>
      }
    >
      {detail.isLoading ? (
        <Skeleton active />
      ) : detail.isError || !detail.data ? (
        <Alert type="error" showIcon message="月の数値を読み込めませんでした。再読み込みしてください" />
      ) : (
        <Figures d={detail.data} />
      )}
    </Drawer>
  );
}

const ReopenDialog = reasonDialog('締め解除', monthlyClosingReopenBody, { cinemaId: 1, month: '2000-01' });

export const invalidateClosings = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: monthlyClosingKeys.all }),
    qc.invalidateQueries({ queryKey: dailyClosingKeys.all }),
  ]);

/** 締め解除 of a closed month: head office, with its reason (kept on the row and in 操作ログ). */
export function ReopenForm({ row, onClose }: { row: MonthlyClosingRow; onClose: () => void }) {
  const qc = useQueryClient();
  return (
    <ReopenDialog
      subject={`${row.cinemaName} ${monthText(row.month)}`}
      warning="締め解除すると、この月の確定した数値は解除され、日次締めの締め解除ができるようになります。"
      submit={(reason) =>
        call(monthlyClosingEndpoints.reopen, { body: { cinemaId: row.cinemaId, month: row.month, reason } })
      }
      onSaved={() => invalidateClosings(qc)}
      onClose={onClose}
    />
  );
}
