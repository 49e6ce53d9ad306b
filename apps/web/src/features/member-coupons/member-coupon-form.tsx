import { useEffect } from 'react';
import { Card, Col, Form, Input, Radio, Row, Select, Space, Typography, type FormRule } from 'antd';
import {
  memberCouponCategory,
  memberCouponLabels as L,
  memberCouponTarget,
  memberCouponType,
  type MemberCouponInput,
  type MemberCouponRankCount,
} from '@cinema/contracts';
import { NumberInput } from '../../ui/number-input.js';
import { CouponSelect } from '../../entities/member-coupons/coupon-select.js';
import { useFilterOptions, useMemberSystems } from './member-coupon-queries.js';

/** What the type and target do not use is not sent (the API refuses another brand's id even there). */
export const cleanedDraft = (v: MemberCouponInput): MemberCouponInput => ({
  ...v,
  memberSystemId: v.target === 'system' || v.type === 'rank' ? v.memberSystemId : null,
  memberFilterId: v.target === 'filter' ? v.memberFilterId : null,
  couponNum: v.type === 'plain' ? v.couponNum : null,
  rankCounts: v.type === 'rank' ? v.rankCounts : [],
});

/** ランククーポン: one number per rank of the chosen system (0: none for that rank). */
function RankCounts({ rule }: { rule: FormRule }) {
  const form = Form.useFormInstance<MemberCouponInput>();
  const systemId = Form.useWatch('memberSystemId', form);
  const ranks = useMemberSystems().find((s) => s.id === systemId)?.ranks ?? [];
  const key = ranks.map((r) => r.rank).join(',');
  useEffect(() => {
    // The rows follow the system's ranks, keeping what was typed for a rank still there.
    const current = (form.getFieldValue('rankCounts') ?? []) as MemberCouponRankCount[];
    form.setFieldValue(
      'rankCounts',
      ranks.map((r) => ({ rank: r.rank, couponNum: current.find((c) => c.rank === r.rank)?.couponNum ?? 0 })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ranks' numbers are the dependency
  }, [key]);
  if (!systemId)
    return <Typography.Text type="secondary">会員制度を選ぶと、ランクごとの枚数を入力できます</Typography.Text>;
  return (
    <Form.Item label={L.rankCounts} name="rankCounts" rules={[rule]} required>
      <Space direction="vertical" style={{ width: '100%' }}>
        {ranks.map((r, i) => (
          <Space key={r.rank}>
            <span style={{ display: 'inline-block', width: 120 }}>{r.name}</span>
            <Form.Item name={['rankCounts', i, 'couponNum']} noStyle>
              <NumberInput aria-label={`${r.name}の枚数`} suffix="枚" style={{ width: 140 }} />
            </Form.Item>
          </Space>
        ))}
      </Space>
    </Form.Item>
  );
}

/** The draft's fields: what is handed out (the library coupon), to whom (a system or a filter) and how many. */
export function MemberCouponForm({ rule }: { rule: FormRule }) {
  const type = Form.useWatch<MemberCouponInput['type']>('type');
  const target = Form.useWatch<MemberCouponInput['target']>('target');
  const filters = useFilterOptions();
  const systems = useMemberSystems().map((s) => ({ value: s.id, label: s.name }));
  return (
    <>
      <Card title="内容" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item label={L.name} name="name" rules={[rule]} required>
              <Input maxLength={60} placeholder="ゴールド会員さま感謝クーポン" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={L.category} name="category" rules={[rule]} required>
              <Select options={memberCouponCategory.options} placeholder="選択してください" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              label={L.couponId}
              name="couponId"
              rules={[rule]}
              required
              extra="クーポン一覧の利用可のクーポンから選びます。割引の内容・有効期限・使える劇場はクーポンの設定に従います"
            >
              <CouponSelect />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={L.memo} name="memo" rules={[rule]}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="配布対象・枚数" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={L.type} name="type" rules={[rule]}>
              <Radio.Group options={memberCouponType.options} optionType="button" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.target} name="target" rules={[rule]}>
              <Radio.Group options={memberCouponTarget.options} optionType="button" />
            </Form.Item>
          </Col>
          {(target === 'system' || type === 'rank') && (
            <Col xs={24} md={12}>
              <Form.Item label={L.memberSystemId} name="memberSystemId" rules={[rule]} required>
                <Select options={systems} placeholder="会員制度を選択" />
              </Form.Item>
            </Col>
          )}
          {target === 'filter' && (
            <Col xs={24} md={12}>
              <Form.Item label={L.memberFilterId} name="memberFilterId" rules={[rule]} required>
                <Select
                  loading={filters.loading}
                  options={filters.options}
                  placeholder="会員フィルターを選択"
                  notFoundContent="会員フィルターがありません。先に「会員フィルター」で対象の条件を登録してください。"
                  showSearch
                  optionFilterProp="label"
                />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            {type === 'rank' ? (
              <RankCounts rule={rule} />
            ) : (
              <Form.Item label={L.couponNum} name="couponNum" rules={[rule]} required>
                <NumberInput suffix="枚" style={{ width: 160 }} />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.limit}
              name="limit"
              rules={[rule]}
              extra="配布予定数がこれを超えると配布できません（対象を黙って減らすことはしません）"
            >
              <NumberInput suffix="枚" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          対象は状態が「有効」の会員だけです。
        </Typography.Paragraph>
      </Card>
    </>
  );
}
