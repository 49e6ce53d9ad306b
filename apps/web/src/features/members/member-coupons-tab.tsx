import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Tag, Typography } from 'antd';
import {
  couponDiscountText,
  heldCouponState,
  memberCouponEndpoints,
  type HeldCoupon,
  type HeldCouponState,
} from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { date, dateTime } from '../../lib/format.js';
import { memberKeys } from './member-queries.js';

// 会員詳細's 保有クーポン (docs/membership.md, "会員クーポン"): the serials the member was given, each with its state as
// the coupon library reads it (使用済み when redeemed at a sale, 無効 after a 取消), newest first.

const PAGE = 20;
const stateColor: Record<HeldCouponState, string> = {
  usable: 'success',
  used: 'default',
  expired: 'warning',
  invalid: 'error',
};

export function MemberCoupons({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(0);
  const q = useQuery({
    ...endpointQuery([...memberKeys.all, 'coupons', memberId, page], memberCouponEndpoints.holds, {
      params: { id: memberId },
      query: { page, pageSize: PAGE },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<HeldCoupon>
      rowKey="id"
      size="small"
      loading={q.isFetching}
      dataSource={q.data?.list}
      locale={{
        emptyText: (
          <Typography.Text type="secondary">
            保有しているクーポンはありません。「会員クーポン」で配布すると、ここに表示されます。
          </Typography.Text>
        ),
      }}
      pagination={{
        current: page + 1,
        pageSize: PAGE,
        total: q.data?.total ?? 0,
        showSizeChanger: false,
        onChange: (p: number) => setPage(p - 1),
      }}
      columns={[
        { title: 'クーポン名', dataIndex: 'couponName' },
        { title: '割引', key: 'discount', render: (_: unknown, h) => couponDiscountText(h) },
        {
          title: 'シリアル番号',
          dataIndex: 'code',
          render: (c: string) => <Typography.Text code>{c}</Typography.Text>,
        },
        {
          title: '状態',
          dataIndex: 'state',
          render: (s: HeldCouponState) => <Tag color={stateColor[s]}>{heldCouponState.labels[s]}</Tag>,
        },
        { title: '有効期限', dataIndex: 'expiresOn', render: (d: string | null) => (d ? date(d) : '期限なし') },
        { title: '配布元', dataIndex: 'source' },
        { title: '配布日時', dataIndex: 'heldAt', render: dateTime },
      ]}
    />
  );
}
