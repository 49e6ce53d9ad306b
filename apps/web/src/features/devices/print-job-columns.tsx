import { Tag } from 'antd';
import {
  kitchenPrintJobLabels as L,
  printJobKind,
  printJobStatus,
  printJobSummary,
  salesChannel,
  type KitchenPrintJob,
  type PrintJobStatus,
} from '@cinema/contracts';
import { dateTime, text } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';

// 印刷履歴's columns: 日時, 伝票番号, 内容, 状態 and 印刷日時 read first; the rest in 表示列 (the export keeps all).

const statusColor: Record<PrintJobStatus, string | undefined> = {
  pending: 'gold',
  printed: 'green',
  cancelled: undefined,
};

export const printJobColumns: ListColumn<KitchenPrintJob>[] = [
  {
    title: L.orderedAt,
    dataIndex: 'orderedAt',
    render: dateTime,
    csv: (j) => dateTime(j.orderedAt),
    alwaysShown: true,
  },
  { title: L.transactionNo, dataIndex: 'transactionNo', csv: (j) => j.transactionNo },
  {
    title: L.kind,
    dataIndex: 'kind',
    render: (k: KitchenPrintJob['kind']) =>
      k === 'cancel' ? <Tag color="red">{printJobKind.labels[k]}</Tag> : printJobKind.labels[k],
    csv: (j) => printJobKind.labels[j.kind],
  },
  {
    title: L.items,
    dataIndex: 'items',
    render: (items: KitchenPrintJob['items']) => printJobSummary(items),
    csv: (j) => printJobSummary(j.items),
    wrap: true,
  },
  {
    title: L.status,
    dataIndex: 'status',
    render: (st: PrintJobStatus) => <Tag color={statusColor[st]}>{printJobStatus.labels[st]}</Tag>,
    csv: (j) => printJobStatus.labels[j.status],
  },
  { title: L.printedAt, dataIndex: 'printedAt', render: dateTime, csv: (j) => dateTime(j.printedAt) },
  {
    title: L.sourceName,
    dataIndex: 'sourceName',
    render: text,
    csv: (j) => text(j.sourceName),
    defaultHidden: true,
  },
  {
    title: L.channel,
    dataIndex: 'channel',
    render: (c: KitchenPrintJob['channel']) => salesChannel.labels[c],
    csv: (j) => salesChannel.labels[j.channel],
    defaultHidden: true,
  },
];
