import { Link } from 'react-router';
import { Form, Tag } from 'antd';
import {
  ja,
  moduleLabels,
  permissionTypeLabels,
  roleEndpoints,
  roleLabels as L,
  type Module,
  type Role,
  pathTo,
} from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { text } from '../../lib/format.js';
import { BrandSelect } from '../../entities/brands/brand-select.js';
import { roleKeys } from '../../entities/roles/role-queries.js';
import { ListPage } from '../../ui/list-page.js';
import type { ListColumn } from '../../ui/list-columns.js';

// 作品（閲覧・作成）／上映（閲覧） for the export.
const permissionsText = (r: Role) =>
  r.isAdmin
    ? 'すべての権限'
    : Object.entries(r.permissions)
        .map(
          ([m, types]) =>
            `${moduleLabels[m as Module]}（${(types ?? []).map((t) => permissionTypeLabels[t]).join('・')}）`,
        )
        .join('／');

const adminText = (isAdmin: boolean) => (isAdmin ? '管理者' : '一般');

// A brand's own staff all share its brand; only the platform operator sees the column (all export it).
const columns = (isSuper: boolean): ListColumn<Role>[] => [
  {
    title: L.name,
    dataIndex: 'name',
    sorter: true,
    render: (v: string, r) => <Link to={pathTo('/role/detail/:id', { id: r.id })}>{v}</Link>,
    csv: (r) => r.name,
  },
  { title: L.brandId, dataIndex: 'brandName', exportOnly: !isSuper, csv: (r) => r.brandName },
  {
    title: L.isAdmin,
    dataIndex: 'isAdmin',
    render: (a: boolean) => <Tag color={a ? 'red' : undefined}>{adminText(a)}</Tag>,
    csv: (r) => adminText(r.isAdmin),
  },
  { title: L.description, dataIndex: 'description', render: text, csv: (r) => r.description },
  { title: L.accountCount, dataIndex: 'accountCount', align: 'right', csv: (r) => r.accountCount },
  { title: L.permissions, exportOnly: true, csv: permissionsText },
];

export default function RoleListPage() {
  const session = useSession();
  const isSuper = session?.adminType === 'superAdmin';
  return (
    <ListPage
      title="ロール・権限"
      module="users"
      endpoint={roleEndpoints.list}
      queryKey={roleKeys.all}
      createPath={pathTo('/role/create')}
      emptyText="ロールがまだ登録されていません。「新規作成」からロールを作成し、ユーザーに割り当ててください。"
      keyword="ロール名・説明"
      filters={
        isSuper && (
          <Form.Item name="brandId">
            <BrandSelect placeholder={L.brandId} allowClear style={{ width: 200 }} />
          </Form.Item>
        )
      }
      exportName="ロール一覧"
      columns={columns(isSuper)}
      actions={{
        detail: (r) => pathTo('/role/detail/:id', { id: r.id }),
        edit: (r) => pathTo('/role/edit/:id', { id: r.id }),
      }}
      remove={{
        endpoint: roleEndpoints.delete,
        name: (r) => r.name,
        // A role in use cannot be deleted (the API refuses too); say why instead of failing.
        refused: (r) => (r.accountCount > 0 ? ja.roleInUse : undefined),
      }}
    />
  );
}
