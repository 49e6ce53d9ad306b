import { useParams } from 'react-router';
import { allModulesOn, brandEndpoints, type Brand, type BrandCreateBody } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import { brandKeys } from '../../entities/brands/brand-queries.js';
import { FormPage } from '../../ui/form-page.js';
import { BrandForm } from './brand-form.js';

const defaults: Partial<BrandCreateBody> = {
  active: true,
  fractionRounding: 'ROUND_DOWN',
  taxHandling: 'inclusive',
  receivableCycle: 'monthEnd',
  receivableHolidayShift: 'after',
  moduleMap: allModulesOn(),
};

const toValues = ({
  id: _id,
  version: _v,
  cinemaCount: _c,
  accountCount: _a,
  customDomain: _d,
  createdAt: _ca,
  updatedAt: _u,
  ...rest
}: Brand): BrandCreateBody => rest;

/** ブランド登録 and ブランド編集: one form for both. */
export default function BrandFormPage() {
  const { id } = useParams();
  const session = useSession();
  return (
    <FormPage
      title={id ? 'ブランド編集' : 'ブランド登録'}
      backPath="/brand"
      queryKey={brandKeys.all}
      detail={id ? { endpoint: brandEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      submit={(values, record) =>
        record
          ? call(brandEndpoints.update, { body: { ...values, id: record.id, version: record.version } })
          : call(brandEndpoints.create, { body: values })
      }
    >
      {() => <BrandForm isSuper={session?.adminType === 'superAdmin'} />}
    </FormPage>
  );
}
