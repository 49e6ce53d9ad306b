import { useParams } from 'react-router';
import { priceTemplateEndpoints, type PriceTemplate, pathTo } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { priceTemplateKeys } from '../../entities/price-templates/price-template-queries.js';
import { FormPage } from '../../ui/form-page.js';
import { PriceTemplateForm } from './price-template-form.js';
import type { PriceTemplateValues } from './ticket-values.js';

const defaults: Partial<PriceTemplateValues> = { name: '', note: null, tickets: [] };

// Rows keep their id, so an edit updates each 券種 in place rather than replacing it.
const toValues = ({ name, note, tickets }: PriceTemplate): PriceTemplateValues => ({ name, note, tickets });

export default function PriceTemplateFormPage() {
  const { id } = useParams();
  return (
    <FormPage
      title={id ? '料金テンプレート編集' : '料金テンプレート登録'}
      backPath={pathTo('/rules')}
      queryKey={priceTemplateKeys.all}
      detail={id ? { endpoint: priceTemplateEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      maxWidth="none"
      submit={(values, record) =>
        record
          ? call(priceTemplateEndpoints.update, { body: { ...values, id: record.id, version: record.version } })
          : call(priceTemplateEndpoints.create, { body: values })
      }
    >
      {() => <PriceTemplateForm />}
    </FormPage>
  );
}
