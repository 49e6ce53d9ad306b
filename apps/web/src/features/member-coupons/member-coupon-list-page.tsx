import { Form, Select } from 'antd';
import {
  memberCouponCategory,
  memberCouponEndpoints,
  memberCouponLabels as L,
  memberCouponStatus,
  memberCouponType,
  pathTo,
  usedRateText,
  type MemberCoupon,
} from '@cinema/contracts';
import { dateTime, figure } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { memberCouponKeys } from './member-coupon-queries.js';
import { MemberCouponStatusTag } from './member-coupon-tags.js';

/** 配布対象 in words: the filter's name, or the system's active members. */
export const targetText = (c: MemberCoupon) =>
  c.target === 'filter'
    ? `会員フィルター「${c.memberFilterName ?? '（削除済み）'}」`
    : `${c.memberSystemName ?? ''}の有効会員すべて`;
const count = (v: number, c: MemberCoupon) => (c.status === 'draft' ? '-' : figure(v));

const columns: ListColumn<MemberCoupon>[] = [
  { title: L.name, dataIndex: 'name', alwaysShown: true, sorter: true, csv: (c) => c.name },
  {
    title: L.type,
    dataIndex: 'type',
    render: (_: string, c) => memberCouponType.labels[c.type],
    csv: (c) => memberCouponType.labels[c.type],
  },
  {
    title: L.category,
    dataIndex: 'category',
    render: (_: string, c) => memberCouponCategory.labels[c.category],
    csv: (c) => memberCouponCategory.labels[c.category],
  },
  { title: L.couponId, dataIndex: 'couponName', csv: (c) => c.couponName },
  { title: L.target, dataIndex: 'target', render: (_: string, c) => targetText(c), csv: targetText },
  {
    title: L.distributedCount,
    dataIndex: 'distributedCount',
    align: 'right',
    render: count,
    csv: (c) => c.distributedCount,
  },
  { title: L.usedCount, dataIndex: 'usedCount', align: 'right', render: count, csv: (c) => c.usedCount },
  {
    title: L.usedRate,
    dataIndex: 'usedRate',
    align: 'right',
    render: (_: unknown, c) => usedRateText(c),
    csv: usedRateText,
  },
  {
    title: L.status,
    dataIndex: 'status',
    sorter: true,
    render: (_: string, c) => <MemberCouponStatusTag status={c.status} />,
    csv: (c) => memberCouponStatus.labels[c.status],
  },
  {
    title: L.distributedAt,
    dataIndex: 'distributedAt',
    sorter: true,
    render: dateTime,
    csv: (c) => dateTime(c.distributedAt),
  },
  {
    title: '更新日時',
    dataIndex: 'updatedAt',
    sorter: true,
    defaultHidden: true,
    render: dateTime,
    csv: (c) => dateTime(c.updatedAt),
  },
];

/** /coupon-list: 会員クーポン一覧 with each draft's 配布数, 利用数 and 利用率 (docs/membership.md, "会員クーポン"). */
export default function MemberCouponListPage() {
  return (
    <ListPage
      title="会員クーポン"
      module="membership"
      endpoint={memberCouponEndpoints.list}
      queryKey={memberCouponKeys.all}
      emptyText="会員クーポンがまだありません。「新規作成」から配布するクーポンと配布対象（会員制度または会員フィルター）を選んでください。"
      createPath={pathTo('/coupon-list/create')}
      keyword={L.keyword}
      exportName="会員クーポン"
      filters={
        <>
          <Form.Item name="status">
            <Select placeholder={L.status} allowClear options={memberCouponStatus.options} style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name="type">
            <Select placeholder={L.type} allowClear options={memberCouponType.options} style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="category">
            <Select placeholder={L.category} allowClear options={memberCouponCategory.options} style={{ width: 170 }} />
          </Form.Item>
        </>
      }
      columns={columns}
      actions={{
        // A draft is edited; a distributed one shows its numbers (and 取消) on the same page.
        detail: (c) => (c.status === 'draft' ? '' : pathTo('/coupon-list/update/:id', { id: c.id })),
        edit: (c) => (c.status === 'draft' ? pathTo('/coupon-list/update/:id', { id: c.id }) : false),
      }}
      remove={{
        endpoint: memberCouponEndpoints.delete,
        name: (c) => c.name,
        hidden: (c) => c.status !== 'draft',
      }}
    />
  );
}
