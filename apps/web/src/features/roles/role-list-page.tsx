import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Tag, type TableColumnsType } from 'antd';
import { ja, moduleLabels, permissionTypeLabels, type Module, type Role } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { text } from '../../lib/format.js';
import { BrandSelect } from '../../ui/brand-select.js';
import { confirmDelete } from '../../ui/confirm.js';
import { ListPage } from '../../ui/list-page.js';
import { actionsColumn, RowActions } from '../../ui/row-actions.js';
import { deleteRole, roleEndpoints, roleKeys } from './roles-api.js';

// 作品（閲覧・作成）／上映（閲覧） for the CSV.
const permissionsText = (r: Role) =>
  r.isAdmin
    ? 'すべての権限'
    : Object.entries(r.permissions)
        .map(([m, types]) => `${moduleLabels[m as Module]}（${(types ?? []).map((t) => permissionTypeLabels[t]).join('・')}）`)
        .join('／');

export default function RoleListPage() {
  const session = useSession();
  const perm = usePermission('users');
  const qc = useQueryClient();
  const isSuper = session?.adminType === 'superAdmin';
  const remove = (r: Role) => confirmDelete(r.name, () => deleteRole(r.id).then(() => qc.invalidateQueries({ queryKey: roleKeys.all })));

  const columns: TableColumnsType<Role> = [
    { title: 'ロール名', dataIndex: 'name', sorter: true, render: (v: string, r) => <Link to={`/role/detail/${r.id}`}>{v}</Link> },
    ...(isSuper ? [{ title: 'ブランド', dataIndex: 'brandName' }] : []),
    { title: '管理者', dataIndex: 'isAdmin', render: (a: boolean) => (a ? <Tag color="red">管理者</Tag> : <Tag>一般</Tag>) },
    { title: '説明', dataIndex: 'description', render: text },
    { title: 'ユーザー数', dataIndex: 'accountCount', align: 'right' },
    actionsColumn((r) => (
      <RowActions
        detail={`/role/detail/${r.id}`}
        edit={perm.can('update') && `/role/edit/${r.id}`}
        remove={perm.can('delete') && (() => remove(r))}
        // A role in use cannot be deleted (the API refuses too); say why instead of failing.
        removeRefused={r.accountCount > 0 ? ja.roleInUse : undefined}
      />
    )),
  ];

  return (
    <ListPage<Role>
      title="ロール・権限"
      module="users"
      endpoint={roleEndpoints.list}
      queryKey={roleKeys.all}
      createPath="/role/create"
      emptyText="ロールがまだ登録されていません。「新規作成」からロールを作成し、ユーザーに割り当ててください。"
      filters={
        <>
          <Form.Item name="keyword">
            <Input placeholder="ロール名・説明" allowClear style={{ width: 220 }} />
          </Form.Item>
          {isSuper && (
            <Form.Item name="brandId">
              <BrandSelect placeholder="ブランド" allowClear style={{ width: 200 }} />
            </Form.Item>
          )}
        </>
      }
      csv={{
        filename: 'ロール一覧',
        columns: [
          { title: 'ロール名', value: (r) => r.name },
          { title: 'ブランド', value: (r) => r.brandName },
          { title: '管理者', value: (r) => (r.isAdmin ? '管理者' : '一般') },
          { title: '説明', value: (r) => r.description },
          { title: 'ユーザー数', value: (r) => r.accountCount },
          { title: '権限', value: permissionsText },
        ],
      }}
      columns={columns}
    />
  );
}
