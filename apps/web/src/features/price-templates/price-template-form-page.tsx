import { useParams } from 'react-router';
import type { PriceTemplate } from '@cinema/contracts';
import { FormPage } from '../../ui/form-page.js';
import { PriceTemplateForm } from './price-template-form.js';
import { createPriceTemplate, priceTemplateEndpoints, priceTemplateKeys, updatePriceTemplate } from './price-templates-api.js';
import type { PriceTemplateValues } from './ticket-values.js';

const defaults: Partial<PriceTemplateValues> = { name: '', note: null, tickets: [] };

// Rows keep their id, so an edit updates each 券種 in place rather than replacing it.
const toValues = ({ name, note, tickets }: PriceTemplate): PriceTemplateValues => ({ name, note, tickets });

export default function PriceTemplateFormPage() {
  const { id } = useParams();
  return (
    <FormPage<PriceTemplate, PriceTemplateValues>
      title={id ? '料金テンプレート編集' : '料金テンプレート登録'}
      backPath="/rules"
      queryKey={priceTemplateKeys.all}
      detailEndpoint={id ? priceTemplateEndpoints.detail(id) : undefined}
      defaults={defaults}
      toValues={toValues}
      maxWidth="none"
      submit={(values, record) =>
        record ? updatePriceTemplate({ ...values, id: record.id, version: record.version }) : createPriceTemplate(values)
      }
    >
      {() => <PriceTemplateForm />}
    </FormPage>
  );
}
