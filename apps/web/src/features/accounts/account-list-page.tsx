import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Tag } from 'antd';
import type { Account, AccountType } from '@cinema/contracts';
import { loginAsAccount, useIsActingAs, usePermission, useSession } from '../../api/session.js';
import { dateTime, text } from '../../lib/format.js';
import { BrandSelect } from '../../ui/brand-select.js';
import { confirmDelete } from '../../ui/confirm.js';
import { ListPage } from '../../ui/list-page.js';
import { actionsColumn, RowActions } from '../../ui/row-actions.js';
import { accountEndpoints, accountKeys, deleteAccount } from './accounts-api.js';
import { accountTypeOptions, cinemasText, typeLabel } from './account-options.js';
import { RoleSelect } from './role-select.js';
import { ActiveFilter } from '../../ui/active-filter.js';

const activeTag = (a: boolean) => (a ? <Tag color="green">有効</Tag> : <Tag>無効</Tag>);

export default function AccountListPage() {
  const session = useSession();
  const acting = useIsActingAs();
  const perm = usePermission('users');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const isSuper = session?.adminType === 'superAdmin';
  // SPEC.md section 4: a brand administrator may act as one of the brand's accounts, one level deep.
  const canActAs = session?.adminType === 'brand' && session.isAdmin && !session.loginAsAccountId && !acting;

  const actAs = async (a: Account) => {
    try {
      await loginAsAccount(a.id);
    } catch {
      return; // the client has already said why
    }
    qc.clear();
    navigate('/dashboard');
  };
  const remove = (a: Account) =>
    confirmDelete(a.userName, () => deleteAccount(a.id).then(() => qc.invalidateQueries({ queryKey: accountKeys.all })));

  return (
    <ListPage<Account>
      title="ユーザー"
      module="users"
      endpoint={accountEndpoints.list}
      queryKey={accountKeys.all}
      createPath="/user/create"
      emptyText="ユーザーがまだ登録されていません。「新規作成」から登録してください。"
      filters={
        <>
          <Form.Item name="keyword">
            <Input placeholder="ユーザー名・氏名・メール" allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="type">
            <Select placeholder="種類" allowClear style={{ width: 140 }} options={accountTypeOptions(isSuper)} />
          </Form.Item>
          <Form.Item name="roleId">
            <RoleSelect placeholder="ロール" allowClear style={{ width: 180 }} />
          </Form.Item>
          <ActiveFilter />
          {isSuper && (
            <Form.Item name="brandId">
              <BrandSelect placeholder="ブランド" allowClear style={{ width: 200 }} />
            </Form.Item>
          )}
        </>
      }
      csv={{
        filename: 'ユーザー一覧',
        columns: [
          { title: 'ユーザー名', value: (a) => a.userName },
          { title: '氏名', value: (a) => a.displayName },
          { title: 'メールアドレス', value: (a) => a.email },
          { title: '種類', value: (a) => typeLabel(a.type) },
          { title: 'ブランド', value: (a) => a.brandName },
          { title: 'ロール', value: (a) => a.roleName },
          { title: '担当劇場', value: cinemasText },
          { title: '状態', value: (a) => (a.active ? '有効' : '無効') },
          { title: '最終ログイン', value: (a) => dateTime(a.lastLoginAt) },
        ],
      }}
      columns={[
        {
          title: 'ユーザー名',
          dataIndex: 'userName',
          sorter: true,
          render: (v: string, a) => <Link to={`/user/detail/${a.id}`}>{v}</Link>,
        },
        { title: '氏名', dataIndex: 'displayName', sorter: true },
        { title: 'メールアドレス', dataIndex: 'email' },
        { title: '種類', dataIndex: 'type', render: (t: AccountType) => typeLabel(t) },
        // A brand's own staff all share its brand; only the platform operator needs the column.
        ...(isSuper ? [{ title: 'ブランド', dataIndex: 'brandName', render: text }] : []),
        { title: 'ロール', dataIndex: 'roleName', render: text },
        { title: '担当劇場', key: 'cinemas', render: (_: unknown, a) => cinemasText(a) },
        { title: '状態', dataIndex: 'active', render: activeTag },
        { title: '最終ログイン', dataIndex: 'lastLoginAt', sorter: true, render: dateTime },
        actionsColumn((a) => (
          <RowActions
            detail={`/user/detail/${a.id}`}
            edit={perm.can('update') && `/user/edit/${a.id}`}
            remove={perm.can('delete') && a.id !== session?.accountId && (() => remove(a))}
          >
            {canActAs && a.id !== session.accountId && a.active && (
              <Button type="link" onClick={() => actAs(a)}>
                代理ログイン
              </Button>
            )}
          </RowActions>
        )),
      ]}
    />
  );
}
