import { useParams } from 'react-router';
import {
  allModulesOn,
  brandEndpoints,
  DEFAULT_WEEK_START_DAY,
  type Brand,
  type BrandCreateBody,
  fail,
  type FirstAccount,
  pathTo,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import { brandKeys } from '../../entities/brands/brand-queries.js';
import { FormPage } from '../../ui/form-page.js';
import { BrandForm } from './brand-form.js';

/** The form's values: the first administrator is asked only when creating. */
type BrandFormValues = Omit<BrandCreateBody, 'admin'> & { admin?: FirstAccount };

const defaults: Partial<BrandFormValues> = {
  active: true,
  fractionRounding: 'ROUND_DOWN',
  taxHandling: 'inclusive',
  receivableCycle: 'monthEnd',
  receivableHolidayShift: 'after',
  weekStartDay: DEFAULT_WEEK_START_DAY,
  moduleMap: allModulesOn(),
};

const toValues = ({
  id: _id,
  version: _v,
  cinemaCount: _c,
  accountCount: _a,
  adminCount: _ac,
  customDomain: _d,
  createdAt: _ca,
  updatedAt: _u,
  ...rest
}: Brand): BrandFormValues => rest;

/** ブランド登録 and ブランド編集: one form for both. */
export default function BrandFormPage() {
  const { id } = useParams();
  const session = useSession();
  return (
    <FormPage
      title={id ? 'ブランド編集' : 'ブランド登録'}
      backPath={pathTo('/brand')}
      queryKey={brandKeys.all}
      detail={id ? { endpoint: brandEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      submit={(values: BrandFormValues, record) => {
        const { admin, ...fields } = values;
        return record
          ? call(brandEndpoints.update, { body: { ...fields, id: record.id, version: record.version } })
          : call(brandEndpoints.create, {
              body: { ...fields, admin: admin ?? fail('a new brand has its first account') },
            });
      }}
    >
      {(_form, record) => <BrandForm isSuper={session?.adminType === 'superAdmin'} creating={!record} />}
    </FormPage>
  );
}
