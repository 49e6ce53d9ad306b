import { useParams } from 'react-router';
import { roleEndpoints, type Role, type RoleCreateBody, pathTo } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import { roleKeys } from '../../entities/roles/role-queries.js';
import { FormPage } from '../../ui/form-page.js';
import { RoleForm } from './role-form.js';

const defaults: Partial<RoleCreateBody> = { isAdmin: false, permissions: {} };

const toValues = (r: Role): RoleCreateBody => ({
  name: r.name,
  description: r.description,
  isAdmin: r.isAdmin,
  permissions: r.permissions,
});

export default function RoleFormPage() {
  const { id } = useParams();
  const session = useSession();
  const isSuper = session?.adminType === 'superAdmin';
  return (
    <FormPage
      title={id ? 'ロール編集' : 'ロール登録'}
      backPath={pathTo('/role')}
      queryKey={roleKeys.all}
      detail={id ? { endpoint: roleEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      submit={(values, record) =>
        record
          ? call(roleEndpoints.update, { body: { ...values, id: record.id, version: record.version } })
          : call(roleEndpoints.create, { body: values })
      }
    >
      {(_form, record) => (
        <RoleForm chooseBrand={isSuper && !record} brandName={isSuper ? record?.brandName : undefined} />
      )}
    </FormPage>
  );
}
