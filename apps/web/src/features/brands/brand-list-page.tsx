import { Link } from 'react-router';
import { Button, Tag, Tooltip } from 'antd';
import { brandEndpoints, brandLabels as L, noBrandAdministrator, type Brand, pathTo } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { useActAs } from '../../ui/use-act-as.js';
import { date, text } from '../../lib/format.js';
import { brandKeys } from '../../entities/brands/brand-queries.js';
import { ActiveFilter } from '../../ui/active-filter.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';

const activeLabel = (b: Brand) => (b.active ? '有効' : '無効');

const columns: ListColumn<Brand>[] = [
  { title: 'コード', dataIndex: 'code', sorter: true },
  { title: L.code, exportOnly: true, csv: (b) => b.code },
  {
    title: L.name,
    dataIndex: 'name',
    sorter: true,
    render: (v: string, b) => <Link to={pathTo('/brand/edit/:id', { id: b.id })}>{v}</Link>,
    csv: (b) => b.name,
  },
  { title: L.companyName, dataIndex: 'companyName', csv: (b) => b.companyName },
  { title: L.invoiceNumber, dataIndex: 'invoiceNumber', render: text, csv: (b) => b.invoiceNumber },
  { title: L.cinemaCount, dataIndex: 'cinemaCount', align: 'right', csv: (b) => b.cinemaCount },
  {
    title: L.active,
    dataIndex: 'active',
    render: (a: boolean) => (a ? <Tag color="green">有効</Tag> : <Tag>無効</Tag>),
    csv: activeLabel,
  },
  { title: L.createdAt, dataIndex: 'createdAt', sorter: true, render: date },
];

/** ブランド: the platform operator registers and removes brands, and may act as one; head office edits its own. */
export default function BrandListPage() {
  const session = useSession();
  const isSuper = session?.adminType === 'superAdmin';
  // docs/architecture.md, "tenancy and permissions": only a superAdmin with no cinema chosen acts as a brand.
  const canActAs = isSuper && session?.cinemaId == null && !session?.loginAsAccountId;
  const { asBrand } = useActAs();

  return (
    <ListPage
      title="ブランド"
      module="settings"
      endpoint={brandEndpoints.list}
      queryKey={brandKeys.all}
      createPath={isSuper ? pathTo('/brand/create') : undefined}
      emptyText="ブランドがまだ登録されていません。「新規作成」から登録してください。"
      keyword="ブランド名・コード・会社名"
      filters={<ActiveFilter />}
      exportName="ブランド一覧"
      columns={columns}
      actions={{
        edit: (b) => pathTo('/brand/edit/:id', { id: b.id }),
        // 代理ログイン acts as the brand's head-office administrator: without one it says so.
        extra: (b) =>
          canActAs &&
          (b.adminCount > 0 ? (
            <Button type="link" onClick={() => asBrand(b)}>
              代理ログイン
            </Button>
          ) : (
            <Tooltip
              title={`${noBrandAdministrator}。「ユーザー」から管理者ロールの本部アカウントを登録してください。`}
            >
              <Button type="link" disabled>
                代理ログイン（{noBrandAdministrator}）
              </Button>
            </Tooltip>
          )),
      }}
      remove={isSuper ? { endpoint: brandEndpoints.delete, name: (b) => b.name } : undefined}
    />
  );
}
