import { Col, Row } from 'antd';
import {
  memberCouponCreateBody,
  memberCouponEndpoints,
  pathTo,
  type MemberCoupon,
  type MemberCouponInput,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { FormPage } from '../../ui/form-page.js';
import { CountCard, DistributeCard } from './member-coupon-count.js';
import { cleanedDraft, MemberCouponForm } from './member-coupon-form.js';
import { memberCouponKeys } from './member-coupon-queries.js';

const rule = zodRule(memberCouponCreateBody, withBlanks('name'));

const defaults: Partial<MemberCouponInput> = {
  type: 'plain',
  target: 'filter',
  couponNum: 1,
  rankCounts: [],
  memberSystemId: null,
  memberFilterId: null,
  limit: null,
  memo: null,
};

const toValues = (c: MemberCoupon): MemberCouponInput => ({
  name: c.name,
  category: c.category,
  memo: c.memo,
  couponId: c.couponId,
  type: c.type,
  target: c.target,
  memberSystemId: c.memberSystemId,
  memberFilterId: c.memberFilterId,
  couponNum: c.couponNum,
  rankCounts: c.rankCounts,
  limit: c.limit,
});

/** 会員クーポン登録 and a draft's 編集: the coupon, the target and numbers with the live count, and 配布 once saved. */
export function MemberCouponFormPage({ id }: { id?: string }) {
  return (
    <FormPage
      title={id ? '会員クーポン編集' : '会員クーポン登録'}
      backPath={pathTo('/coupon-list')}
      queryKey={memberCouponKeys.all}
      detail={id ? { endpoint: memberCouponEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      maxWidth={1280}
      // A new draft stays open, so it can be distributed.
      afterSave={(saved) => pathTo('/coupon-list/update/:id', { id: (saved as MemberCoupon).id })}
      submit={(values: MemberCouponInput, record) =>
        record
          ? call(memberCouponEndpoints.update, {
              body: { ...cleanedDraft(values), id: record.id, version: record.version },
            })
          : call(memberCouponEndpoints.create, { body: cleanedDraft(values) })
      }
    >
      {(_form, record) => (
        <Row gutter={16}>
          <Col xs={24} xl={15}>
            <MemberCouponForm rule={rule} />
          </Col>
          <Col xs={24} xl={9}>
            <CountCard />
            {record && <DistributeCard record={record} />}
          </Col>
        </Row>
      )}
    </FormPage>
  );
}

export default function MemberCouponCreatePage() {
  return <MemberCouponFormPage />;
}
