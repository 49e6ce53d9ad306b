import { Tag } from 'antd';
import {
  emailStatus,
  historyType,
  salesChannel,
  transactionKind,
  statusWord,
  type HistoryRow,
  type HistoryType,
  type TransactionStatus,
} from '@cinema/contracts';
import { date, dateTime, num, text } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';

const statusColor: Partial<Record<TransactionStatus, string>> = {
  success: 'green',
  partial_refunded: 'orange',
  refunded: 'red',
  cancel: 'red',
  pendingPayment: 'blue',
  confirming: 'blue',
  processing: 'blue',
  fail: 'default',
  expired: 'default',
  delete: 'default',
};

/** A status in the words of the action that caused it; a released hold says 仮押さえ解除 (statusWord). */
export const StatusTag = ({ status, paid = true }: { status: TransactionStatus; paid?: boolean }) => (
  <Tag color={statusColor[status]}>{statusWord(status, paid)}</Tag>
);

/** The ステータス column of every history, log and booking list. */
export const statusColumn = <T extends { status: TransactionStatus; paid: boolean }>(): ListColumn<T> => ({
  title: 'ステータス',
  dataIndex: 'status',
  render: (v: TransactionStatus, r: T) => <StatusTag status={v} paid={r.paid} />,
  csv: (r) => statusWord(r.status, r.paid),
});

const yenColumn = <T,>(title: string, pick: (r: T) => number): ListColumn<T> => ({
  title,
  align: 'right',
  render: (_: unknown, r: T) => num(pick(r)),
  csv: (r) => pick(r),
});

/** The money a history adds up: its own kind of lines, whatever else the basket held. */
export const amountLabel = (type: HistoryType) => `${historyType.labels[type]}金額`;

/**
 * The history columns (docs/reports.md, "the report screens") (売店 adds 点数 and the tax split): a void or refund is a
 * row of its own, naming the sale it reverses; the kind's amount first, the whole basket beside it.
 * Shown at first (docs/web-conventions.md, "pages"): what is read first, when, which sale, what, how much and its
 * status, so they fit a 1366 px screen beside the menu; the rest wait in 表示列 and are always exported.
 */
export function historyColumns(type: HistoryType): ListColumn<HistoryRow>[] {
  return [
    {
      title: '取引日時',
      dataIndex: 'occurredAt',
      render: (v: string) => dateTime(v),
      csv: (r) => dateTime(r.occurredAt),
    },
    {
      title: '営業日',
      dataIndex: 'salesBusinessDate',
      render: (v: string) => date(v),
      csv: (r) => r.salesBusinessDate,
      defaultHidden: true,
    },
    { title: '取引番号', dataIndex: 'transactionNo', csv: (r) => r.transactionNo, alwaysShown: true },
    {
      title: '区分',
      dataIndex: 'kind',
      render: (v: HistoryRow['kind']) => transactionKind.labels[v],
      csv: (r) => transactionKind.labels[r.kind],
    },
    {
      title: '元取引番号',
      dataIndex: 'originalTransactionNo',
      render: (v: string | null) => text(v),
      csv: (r) => r.originalTransactionNo,
      defaultHidden: true,
    },
    {
      title: 'チャネル',
      dataIndex: 'channel',
      render: (v: HistoryRow['channel']) => salesChannel.labels[v],
      csv: (r) => salesChannel.labels[r.channel],
      defaultHidden: true,
    },
    {
      title: '端末',
      dataIndex: 'deviceName',
      render: (v: string | null) => text(v),
      csv: (r) => r.deviceName,
      defaultHidden: true,
    },
    {
      title: '担当者',
      dataIndex: 'staffName',
      render: (v: string | null) => text(v),
      csv: (r) => r.staffName,
      defaultHidden: true,
    },
    {
      title: '会員番号',
      dataIndex: 'memberNo',
      render: (v: string | null) => text(v),
      csv: (r) => r.memberNo,
      defaultHidden: true,
    },
    {
      title: '購入者',
      dataIndex: 'purchaserName',
      render: (v: string | null) => text(v),
      csv: (r) => r.purchaserName,
      defaultHidden: true,
    },
    { title: type === 'ticket' ? '作品／上映回' : '商品', dataIndex: 'summary', csv: (r) => r.summary },
    {
      ...yenColumn<HistoryRow>(type === 'ticket' ? '枚数' : '点数', (r) => r.quantity),
      title: type === 'ticket' ? '枚数' : '点数',
      defaultHidden: true,
    },
    yenColumn<HistoryRow>(`${amountLabel(type)}（円）`, (r) => r.amount),
    { ...yenColumn<HistoryRow>('取引合計（円）', (r) => r.total), dataIndex: 'total' },
    { ...yenColumn<HistoryRow>('割引額（円）', (r) => r.discount), defaultHidden: true },
    ...(type === 'shop'
      ? [
          { ...yenColumn<HistoryRow>('10%対象（円）', (r) => r.taxable10), defaultHidden: true },
          { ...yenColumn<HistoryRow>('8%対象（円）', (r) => r.taxable8), defaultHidden: true },
        ]
      : []),
    {
      title: '決済方法',
      dataIndex: 'paymentNames',
      render: (v: string) => text(v),
      csv: (r) => r.paymentNames,
      defaultHidden: true,
    },
    statusColumn<HistoryRow>(),
    { ...yenColumn<HistoryRow>('払戻額（円）', (r) => r.refundedAmount), defaultHidden: true },
    {
      title: 'メール送信',
      dataIndex: 'emailStatus',
      render: (v: HistoryRow['emailStatus']) => emailStatus.labels[v],
      csv: (r) => emailStatus.labels[r.emailStatus],
      defaultHidden: true,
    },
  ];
}
