import { useParams } from 'react-router';
import { allModulesOn, type Brand, type BrandCreateBody } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { FormPage } from '../../ui/form-page.js';
import { BrandForm } from './brand-form.js';
import { brandEndpoints, brandKeys, createBrand, updateBrand } from './brands-api.js';

const defaults: Partial<BrandCreateBody> = {
  active: true,
  fractionRounding: 'ROUND_DOWN',
  taxHandling: 'inclusive',
  receivableCycle: 'monthEnd',
  receivableHolidayShift: 'after',
  moduleMap: allModulesOn(),
};

const toValues = ({ id: _id, version: _v, cinemaCount: _c, accountCount: _a, customDomain: _d, createdAt: _ca, updatedAt: _u, ...rest }: Brand): BrandCreateBody => rest;

export default function BrandFormPage() {
  const { id } = useParams();
  const session = useSession();
  return (
    <FormPage<Brand, BrandCreateBody>
      title={id ? 'ブランド編集' : 'ブランド登録'}
      backPath="/brand"
      queryKey={brandKeys.all}
      detailEndpoint={id ? brandEndpoints.detail(id) : undefined}
      defaults={defaults}
      toValues={toValues}
      submit={(values, record) => (record ? updateBrand({ ...values, id: record.id, version: record.version }) : createBrand(values))}
    >
      {() => <BrandForm isSuper={session?.adminType === 'superAdmin'} />}
    </FormPage>
  );
}
