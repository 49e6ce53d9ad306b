import { useParams } from 'react-router';
import type { Role, RoleCreateBody } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { FormPage } from '../../ui/form-page.js';
import { RoleForm } from './role-form.js';
import { createRole, roleEndpoints, roleKeys, updateRole } from './roles-api.js';

const defaults: Partial<RoleCreateBody> = { isAdmin: false, permissions: {} };

const toValues = (r: Role): RoleCreateBody => ({ name: r.name, description: r.description, isAdmin: r.isAdmin, permissions: r.permissions });

export default function RoleFormPage() {
  const { id } = useParams();
  const session = useSession();
  const isSuper = session?.adminType === 'superAdmin';
  return (
    <FormPage<Role, RoleCreateBody>
      title={id ? 'ロール編集' : 'ロール登録'}
      backPath="/role"
      queryKey={roleKeys.all}
      detailEndpoint={id ? roleEndpoints.detail(id) : undefined}
      defaults={defaults}
      toValues={toValues}
      submit={(values, record) => (record ? updateRole({ ...values, id: record.id, version: record.version }) : createRole(values))}
    >
      {(_form, record) => <RoleForm chooseBrand={isSuper && !record} brandName={isSuper ? record?.brandName : undefined} />}
    </FormPage>
  );
}
