import { Link } from 'react-router';
import { Button, Form, Select, Tag } from 'antd';
import { accountEndpoints, accountLabels as L, ja, type Account, type AccountType, pathTo } from '@cinema/contracts';
import { useIsActingAs, useSession } from '../../api/session.js';
import { useActAs } from '../../ui/use-act-as.js';
import { dateTime, text } from '../../lib/format.js';
import { BrandSelect } from '../../entities/brands/brand-select.js';
import { ActiveFilter } from '../../ui/active-filter.js';
import { ListPage } from '../../ui/list-page.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { accountTypeOptions, cinemasText, typeLabel } from './account-options.js';
import { accountKeys } from './account-queries.js';
import { RoleSelect } from './role-select.js';
import { LockTag, lockText, UnlockButton } from './account-lock.js';

const activeText = (a: boolean) => (a ? '有効' : '無効');

// A brand's own staff all share its brand; only the platform operator sees the column (all export it).
const columns = (isSuper: boolean): ListColumn<Account>[] => [
  {
    title: L.userName,
    dataIndex: 'userName',
    sorter: true,
    render: (v: string, a) => <Link to={pathTo('/user/detail/:id', { id: a.id })}>{v}</Link>,
    csv: (a) => a.userName,
  },
  { title: L.displayName, dataIndex: 'displayName', sorter: true, csv: (a) => a.displayName },
  { title: L.email, dataIndex: 'email', csv: (a) => a.email },
  { title: L.type, dataIndex: 'type', render: (t: AccountType) => typeLabel(t), csv: (a) => typeLabel(a.type) },
  { title: L.brandId, dataIndex: 'brandName', render: text, exportOnly: !isSuper, csv: (a) => a.brandName },
  { title: L.roleId, dataIndex: 'roleName', render: text, csv: (a) => a.roleName },
  { title: L.cinemaIds, key: 'cinemas', render: (_: unknown, a) => cinemasText(a), csv: cinemasText },
  {
    title: L.active,
    dataIndex: 'active',
    render: (v: boolean, a) => (
      <>
        <Tag color={v ? 'green' : undefined}>{activeText(v)}</Tag>
        <LockTag account={a} />
      </>
    ),
    csv: (a) => [activeText(a.active), lockText(a)].filter(Boolean).join(' '),
  },
  {
    title: L.lastLoginAt,
    dataIndex: 'lastLoginAt',
    sorter: true,
    render: dateTime,
    csv: (a) => dateTime(a.lastLoginAt),
  },
];

export default function AccountListPage() {
  const session = useSession();
  const acting = useIsActingAs();
  const isSuper = session?.adminType === 'superAdmin';
  // docs/architecture.md, "tenancy and permissions": a brand administrator may act as one of the brand's accounts, one level deep.
  const canActAs = session?.adminType === 'brand' && session.isAdmin && !session.loginAsAccountId && !acting;

  const { asAccount } = useActAs();

  return (
    <ListPage
      title="ユーザー"
      module="users"
      endpoint={accountEndpoints.list}
      queryKey={accountKeys.all}
      createPath={pathTo('/user/create')}
      emptyText="ユーザーがまだ登録されていません。「新規作成」から登録してください。"
      keyword="ログインID・氏名・メール"
      filters={
        <>
          <Form.Item name="type">
            <Select placeholder={L.type} allowClear style={{ width: 140 }} options={accountTypeOptions(isSuper)} />
          </Form.Item>
          <Form.Item name="roleId">
            <RoleSelect placeholder={L.roleId} allowClear style={{ width: 180 }} />
          </Form.Item>
          <ActiveFilter />
          {isSuper && (
            <Form.Item name="brandId">
              <BrandSelect placeholder={L.brandId} allowClear style={{ width: 200 }} />
            </Form.Item>
          )}
        </>
      }
      exportName="ユーザー一覧"
      columns={columns(isSuper)}
      actions={{
        detail: (a) => pathTo('/user/detail/:id', { id: a.id }),
        edit: (a) => pathTo('/user/edit/:id', { id: a.id }),
        extra: (a) => (
          <>
            <UnlockButton account={a} />
            {canActAs && a.id !== session.accountId && a.active && (
              <Button type="link" onClick={() => asAccount(a)}>
                代理ログイン
              </Button>
            )}
          </>
        ),
      }}
      remove={{
        endpoint: accountEndpoints.delete,
        name: (a) => a.userName,
        // The API refuses too; 削除 stays in view on one's own row and says why.
        refused: (a) => (a.id === session?.accountId ? ja.cannotDeleteSelf : undefined),
      }}
    />
  );
}
