import { useParams } from 'react-router';
import { couponEndpoints, type Coupon, type CouponCreateInput, pathTo } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { FormPage } from '../../ui/form-page.js';
import { CouponForm } from './coupon-form.js';
import { couponKeys } from './coupon-queries.js';

const defaults: Partial<CouponCreateInput> = {
  discountKind: 'amountOff',
  usageLimit: 1,
  expiryType: 'none',
  channels: ['pos', 'kiosk', 'online'],
  combinable: false,
  state: 'active',
};

export const couponToValues = ({
  id: _id,
  brandId: _b,
  version: _v,
  createdAt: _c,
  updatedAt: _u,
  serialCount: _s,
  usedCount: _n,
  ...fields
}: Coupon): CouponCreateInput => fields;

export default function CouponFormPage() {
  const { id } = useParams();
  return (
    <FormPage
      title={id ? 'クーポン編集' : 'クーポン登録'}
      backPath={pathTo('/coupon')}
      queryKey={couponKeys.all}
      detail={id ? { endpoint: couponEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={couponToValues}
      submit={(values, record) =>
        record
          ? call(couponEndpoints.update, { body: { ...values, id: record.id, version: record.version } })
          : call(couponEndpoints.create, { body: values })
      }
    >
      {() => <CouponForm />}
    </FormPage>
  );
}
