import { Link } from 'react-router';
import { Form, Select } from 'antd';
import {
  couponDiscountText,
  couponEndpoints,
  couponLabels as L,
  couponState,
  salesDevice,
  type Coupon,
  pathTo,
} from '@cinema/contracts';
import { text } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { expiryColumn, serialStateColumns, updatedAtColumn } from './coupon-columns.js';
import { couponKeys } from './coupon-queries.js';
import { channelsText } from './coupon-text.js';

// Shown at first (docs/web-conventions.md, "pages"): the coupon, its discount, validity, channels, limit and 状態, so
// they fit a 1366 px screen beside the menu; the serial counts and 更新日時 wait in 表示列 (the serial page has them).
const columns: ListColumn<Coupon>[] = [
  {
    title: L.name,
    dataIndex: 'name',
    alwaysShown: true,
    sorter: true,
    render: (_: string, r) => <Link to={pathTo('/couponlist/:id', { id: r.id })}>{r.name}</Link>,
    csv: (r) => r.name,
  },
  {
    title: '割引',
    dataIndex: 'discountAmount',
    sorter: true,
    render: (_: unknown, r) => couponDiscountText(r),
    csv: (r) => couponDiscountText(r),
  },
  expiryColumn,
  { title: L.channels, dataIndex: 'channels', render: (_: unknown, r) => channelsText(r), csv: channelsText },
  {
    title: L.usageLimit,
    dataIndex: 'usageLimit',
    align: 'right',
    render: (v: number) => `${v}回`,
    csv: (r) => r.usageLimit,
  },
  ...serialStateColumns.map((c) => (c.dataIndex === 'state' ? c : { ...c, defaultHidden: true })),
  { title: L.description, exportOnly: true, csv: (r) => text(r.description) },
  { ...updatedAtColumn, defaultHidden: true },
];

/** クーポン一覧: the brand's coupons; the name opens its serials. */
export default function CouponListPage() {
  return (
    <ListPage
      title="クーポン"
      module="couponLib"
      endpoint={couponEndpoints.list}
      queryKey={couponKeys.all}
      createPath={pathTo('/coupon/create')}
      emptyText="クーポンがまだ登録されていません。「新規作成」から会員割引や売店クーポンを登録してください。"
      keyword="クーポン名・説明"
      filters={
        <>
          <Form.Item name="state">
            <Select allowClear placeholder={L.state} options={couponState.options} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="channel">
            <Select allowClear placeholder={L.channels} options={salesDevice.options} style={{ width: 140 }} />
          </Form.Item>
        </>
      }
      toQuery={(v) => ({ ...v, category: 'coupon' })}
      exportName="クーポン一覧"
      columns={columns}
      actions={{ edit: (r) => pathTo('/coupon/edit/:id', { id: r.id }) }}
      remove={{
        endpoint: couponEndpoints.delete,
        name: (r) => r.name,
        refused: (r) => (r.serialCount > 0 ? 'シリアルを発行したクーポンは削除できません' : undefined),
      }}
    />
  );
}
