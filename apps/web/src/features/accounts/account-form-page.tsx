import { useParams } from 'react-router';
import { accountEndpoints, type Account, type AccountCreateBody, pathTo } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import { FormPage } from '../../ui/form-page.js';
import { AccountForm } from './account-form.js';
import { accountKeys } from './account-queries.js';

type AccountValues = AccountCreateBody;

const defaults: Partial<AccountValues> = { type: 'cinema', active: true, cinemaIds: [] };

const toValues = (a: Account): AccountValues => ({
  userName: a.userName,
  displayName: a.displayName,
  email: a.email,
  type: a.type,
  brandId: a.brandId,
  roleId: a.roleId,
  cinemaIds: a.cinemaIds,
  active: a.active,
  note: a.note,
  password: '',
  confirmPassword: '',
});

/** What the kind leaves out is sent empty: a superAdmin has no brand or role, only cinema accounts keep cinemas. */
const placement = (v: AccountValues) => {
  const platform = v.type === 'superAdmin';
  return {
    brandId: platform ? null : (v.brandId ?? null),
    roleId: platform ? null : (v.roleId ?? null),
    cinemaIds: v.type === 'cinema' ? (v.cinemaIds ?? []) : [],
    active: v.active ?? true,
    note: v.note ?? null,
  };
};

function submitAccount(v: AccountValues, record: Account | undefined) {
  if (!record) return call(accountEndpoints.create, { body: { ...v, ...placement(v) } });
  const { userName: _u, password, confirmPassword, ...rest } = v;
  return call(accountEndpoints.update, {
    body: {
      ...rest,
      ...placement(v),
      id: record.id,
      version: record.version,
      // An empty password keeps the current one.
      password: password || null,
      confirmPassword: confirmPassword || null,
    },
  });
}

export default function AccountFormPage() {
  const { id } = useParams();
  const session = useSession();
  return (
    <FormPage
      title={id ? 'ユーザー編集' : 'ユーザー登録'}
      backPath={pathTo('/user')}
      queryKey={accountKeys.all}
      detail={id ? { endpoint: accountEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      submit={submitAccount}
    >
      {(_form, record) => (
        <AccountForm
          isSuper={session?.adminType === 'superAdmin'}
          record={record ? { id: record.id, version: record.version } : undefined}
        />
      )}
    </FormPage>
  );
}
