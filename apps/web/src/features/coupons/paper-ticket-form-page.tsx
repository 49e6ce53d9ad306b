import { useParams } from 'react-router';
import { couponEndpoints, type CouponCreateInput, pathTo } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { FormPage } from '../../ui/form-page.js';
import { CouponForm } from './coupon-form.js';
import { couponToValues } from './coupon-form-page.js';
import { couponKeys } from './coupon-queries.js';

// The form shows no discount fields; what it does not show keeps the record's (or these) values.
// A paper ticket admits one person: no discount of its own (優待価格 0), the box office books 計上単価.
const defaults: Partial<CouponCreateInput> = {
  kind: 'viewing',
  discountKind: 'fixedPrice',
  discountAmount: 0,
  usageLimit: 1,
  expiryType: 'deadline',
  channels: ['pos', 'kiosk'],
  combinable: false,
  state: 'active',
};

export default function PaperTicketFormPage() {
  const { id } = useParams();
  return (
    <FormPage
      title={id ? '鑑賞券・招待券編集' : '鑑賞券・招待券登録'}
      backPath={pathTo('/ticket')}
      queryKey={couponKeys.all}
      detail={id ? { endpoint: couponEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={couponToValues}
      submit={(values, record) =>
        record
          ? call(couponEndpoints.update, {
              body: { ...couponToValues(record), ...values, id: record.id, version: record.version },
            })
          : call(couponEndpoints.create, { body: { ...defaults, ...values } })
      }
    >
      {() => <CouponForm paperTicket />}
    </FormPage>
  );
}
