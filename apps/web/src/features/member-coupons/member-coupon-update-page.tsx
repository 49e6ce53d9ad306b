import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Skeleton, Space, Typography } from 'antd';
import {
  memberCouponCategory,
  memberCouponEndpoints,
  memberCouponLabels as L,
  memberCouponType,
  pathTo,
  usedRateText,
  type MemberCoupon,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { dateTime, figure, text } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import { MemberCouponFormPage } from './member-coupon-form-page.js';
import { targetText } from './member-coupon-list-page.js';
import { memberCouponKeys } from './member-coupon-queries.js';
import { MemberCouponStatusTag } from './member-coupon-tags.js';

/** A distributed (or cancelled) draft: what went out, how much is used, and 取消 after asking. */
function MemberCouponResult({ coupon: c }: { coupon: MemberCoupon }) {
  const qc = useQueryClient();
  const cancel = () =>
    confirmAction({
      title: '配布を取り消しますか？',
      content: (
        <>
          <p>
            「{c.name}」で配布した {figure(c.distributedCount)}枚 のうち、未使用の
            {figure(c.distributedCount - c.usedCount)}枚 を無効にします。
          </p>
          <p>使用済みのクーポンはそのままです。取り消した配布は元に戻せません。</p>
        </>
      ),
      okText: '取り消す',
      danger: true,
      onOk: async () => {
        await call(memberCouponEndpoints.cancel, { body: { id: c.id, version: c.version } });
        await qc.invalidateQueries({ queryKey: memberCouponKeys.all });
      },
    });
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 960 }}>
      <Typography.Title level={4}>会員クーポンの配布結果</Typography.Title>
      <Card size="small" title={c.name} extra={<MemberCouponStatusTag status={c.status} />}>
        <Descriptions column={2} size="small">
          <Descriptions.Item label={L.type}>{memberCouponType.labels[c.type]}</Descriptions.Item>
          <Descriptions.Item label={L.category}>{memberCouponCategory.labels[c.category]}</Descriptions.Item>
          <Descriptions.Item label={L.couponId}>{c.couponName}</Descriptions.Item>
          <Descriptions.Item label={L.target}>{targetText(c)}</Descriptions.Item>
          <Descriptions.Item label={L.members}>{figure(c.memberCount)}人</Descriptions.Item>
          <Descriptions.Item label={L.distributedCount}>{figure(c.distributedCount)}枚</Descriptions.Item>
          <Descriptions.Item label={L.usedCount}>{figure(c.usedCount)}枚</Descriptions.Item>
          <Descriptions.Item label={L.usedRate}>{usedRateText(c)}</Descriptions.Item>
          <Descriptions.Item label={L.distributedAt}>{dateTime(c.distributedAt)}</Descriptions.Item>
          <Descriptions.Item label="取消日時">{dateTime(c.cancelledAt)}</Descriptions.Item>
          <Descriptions.Item label={L.memo}>{text(c.memo)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Space>
        <Link to={pathTo('/coupon-list')}>会員クーポン一覧へ</Link>
        {c.status === 'distributed' && (
          <Button danger onClick={cancel}>
            配布を取り消す…
          </Button>
        )}
      </Space>
    </Space>
  );
}

/** /coupon-list/update/:id: a draft is edited (and distributed) here; a distributed one shows its result. */
export default function MemberCouponUpdatePage() {
  const { id = '' } = useParams();
  const detail = useQuery(
    endpointQuery([...memberCouponKeys.all, 'detail', id], memberCouponEndpoints.detail, { params: { id } }),
  );
  // Not found or failing: the form page says so with its own 404 and error states.
  if (detail.isError || detail.data?.status === 'draft') return <MemberCouponFormPage id={id} />;
  if (!detail.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <MemberCouponResult coupon={detail.data} />;
}
