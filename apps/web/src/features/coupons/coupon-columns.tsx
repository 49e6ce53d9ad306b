import { Tag } from 'antd';
import { couponLabels as L, couponState, type Coupon } from '@cinema/contracts';
import { dateTime } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { expiryText } from './coupon-text.js';

// Columns the coupon list and the 鑑賞券・招待券 list share (both list coupon rows).

export const expiryColumn: ListColumn<Coupon> = {
  title: '有効期限',
  dataIndex: 'validUntil',
  sorter: true,
  render: (_: unknown, r) => expiryText(r),
  csv: expiryText,
};

/** 発行数, 使用済 and 状態. */
export const serialStateColumns: ListColumn<Coupon>[] = [
  {
    title: '発行数',
    dataIndex: 'serialCount',
    align: 'right',
    render: (v: number) => v.toLocaleString('ja-JP'),
    csv: (r) => r.serialCount,
  },
  {
    title: '使用済',
    dataIndex: 'usedCount',
    align: 'right',
    render: (v: number) => v.toLocaleString('ja-JP'),
    csv: (r) => r.usedCount,
  },
  {
    title: L.state,
    dataIndex: 'state',
    sorter: true,
    render: (v: Coupon['state']) => <Tag color={v === 'active' ? 'green' : undefined}>{couponState.labels[v]}</Tag>,
    csv: (r) => couponState.labels[r.state],
  },
];

export const updatedAtColumn: ListColumn<Coupon> = {
  title: '更新日時',
  dataIndex: 'updatedAt',
  sorter: true,
  render: (v: string) => dateTime(v),
};
