import { Tag } from 'antd';
import { formatSerial, serialLabels as L, serialState, type CouponSerial } from '@cinema/contracts';
import { date, dateTime, text } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';

const stateColor: Record<CouponSerial['state'], string | undefined> = {
  issued: 'blue',
  activated: 'green',
  invalid: 'red',
  used: undefined,
};

// The table and the export read the same columns; the export keeps the printed form of the code.
export const serialColumns: ListColumn<CouponSerial>[] = [
  { title: L.seq, dataIndex: 'seq', sorter: true, align: 'right', csv: (r) => r.seq },
  {
    title: L.code,
    dataIndex: 'code',
    render: (v: string) => <code style={{ fontSize: 14 }}>{formatSerial(v)}</code>,
    csv: (r) => formatSerial(r.code),
  },
  {
    title: L.state,
    dataIndex: 'state',
    sorter: true,
    render: (v: CouponSerial['state']) => <Tag color={stateColor[v]}>{serialState.labels[v]}</Tag>,
    csv: (r) => serialState.labels[r.state],
  },
  {
    title: L.usedCount,
    dataIndex: 'usedCount',
    sorter: true,
    align: 'right',
    render: (_: number, r) => `${r.usedCount} / ${r.usageLimit}`,
    csv: (r) => r.usedCount,
  },
  { title: L.expiresOn, dataIndex: 'expiresOn', render: (v: string | null) => date(v), csv: (r) => r.expiresOn },
  { title: L.issuedAt, dataIndex: 'issuedAt', render: (v: string) => dateTime(v), csv: (r) => dateTime(r.issuedAt) },
  {
    title: L.activatedAt,
    dataIndex: 'activatedAt',
    render: (v: string | null) => dateTime(v),
    csv: (r) => (r.activatedAt ? dateTime(r.activatedAt) : null),
  },
  { title: '最終利用', dataIndex: 'lastUsedAt', render: (v: string | null) => dateTime(v), csv: (r) => r.lastUsedAt },
  {
    title: L.invalidReason,
    dataIndex: 'invalidReason',
    render: (v: string | null) => text(v),
    csv: (r) => r.invalidReason,
  },
];
