import { useParams } from 'react-router';
import { clientCreateBody, clientEndpoints, type Client, type ClientCreateInput, pathTo } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { FormPage } from '../../ui/form-page.js';
import { ClientForm } from './client-form.js';
import { clientKeys } from './client-queries.js';

/** The form's values: the body, with the 振込先 switch that decides whether bankAccount is sent. */
type ClientFormValues = ClientCreateInput & { withBank?: boolean };

// The switch is the form's, not the contract's: without it the account is not checked.
const toBody = ({ withBank, ...v }: ClientFormValues) => ({ ...v, bankAccount: withBank ? v.bankAccount : null });
const rule = zodRule(clientCreateBody, (values) =>
  toBody(withBlanks('code', 'name', 'kana')(values) as ClientFormValues),
);

const defaults: Partial<ClientFormValues> = {
  type: 'corporation',
  role: 'customer',
  closingDay: 31,
  paymentMonth: 1,
  paymentDay: 31,
  holidayRule: 'before',
  active: true,
  withBank: false,
  bankAccount: null,
};

const toValues = ({
  id: _i,
  brandId: _b,
  version: _v,
  createdAt: _c,
  updatedAt: _u,
  clientGroupName: _g,
  bankAccount,
  ...rest
}: Client): ClientFormValues => ({ ...rest, withBank: !!bankAccount, bankAccount });

/** 取引先登録 and 取引先編集: one form for both. */
export default function ClientFormPage() {
  const { id } = useParams();
  return (
    <FormPage
      title={id ? '取引先編集' : '取引先登録'}
      backPath={pathTo('/client')}
      queryKey={clientKeys.all}
      detail={id ? { endpoint: clientEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      submit={(values: ClientFormValues, record) => {
        const body = toBody(values);
        return record
          ? call(clientEndpoints.update, { body: { ...body, id: record.id, version: record.version } })
          : call(clientEndpoints.create, { body });
      }}
    >
      {(_form, record) => <ClientForm rule={rule} record={record} />}
    </FormPage>
  );
}
