import { useParams } from 'react-router';
import {
  ALL_WEEKDAYS,
  discountRuleEndpoints,
  type DiscountRule,
  type DiscountRuleCreateInput,
  pathTo,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { FormPage } from '../../ui/form-page.js';
import { DiscountRuleForm } from './discount-rule-form.js';
import { discountRuleKeys } from './discount-rule-queries.js';

type DiscountRuleValues = Omit<DiscountRuleCreateInput, 'cinemaId'>;

const defaults: Partial<DiscountRuleValues> = {
  discountType: 'amount',
  weekdays: [...ALL_WEEKDAYS],
  sameDayOnly: false,
  boxOfficeReflection: true,
  couponCombinable: false,
  holidaysAsSunday: false,
  ticketKinds: [],
  active: true,
};

const toValues = ({
  id: _id,
  brandId: _b,
  cinemaId: _c,
  version: _v,
  createdAt: _cr,
  updatedAt: _u,
  ...fields
}: DiscountRule): DiscountRuleValues => fields;

export default function DiscountRuleFormPage() {
  const { id } = useParams();
  return (
    <FormPage
      title={id ? '割引ルール編集' : '割引ルール登録'}
      backPath={pathTo('/discountRules')}
      queryKey={discountRuleKeys.all}
      detail={id ? { endpoint: discountRuleEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      submit={(values, record) =>
        record
          ? call(discountRuleEndpoints.update, { body: { ...values, id: record.id, version: record.version } })
          : call(discountRuleEndpoints.create, { body: values })
      }
    >
      {() => <DiscountRuleForm />}
    </FormPage>
  );
}
