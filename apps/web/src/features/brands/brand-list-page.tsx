import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Tag } from 'antd';
import type { Brand } from '@cinema/contracts';
import { loginAsBrand, useSession } from '../../api/session.js';
import { date, text } from '../../lib/format.js';
import { confirmDelete } from '../../ui/confirm.js';
import { ListPage } from '../../ui/list-page.js';
import { actionsColumn, RowActions } from '../../ui/row-actions.js';
import { brandEndpoints, brandKeys, deleteBrand } from './brands-api.js';
import { ActiveFilter } from '../../ui/active-filter.js';

export default function BrandListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const isSuper = session?.adminType === 'superAdmin';
  // SPEC.md section 4: only a superAdmin with no cinema chosen acts as a brand.
  const canActAs = isSuper && session?.cinemaId == null && !session?.loginAsAccountId;
  const remove = (b: Brand) => confirmDelete(b.name, () => deleteBrand(b.id).then(() => qc.invalidateQueries({ queryKey: brandKeys.all })));

  return (
    <ListPage<Brand>
      title="ブランド"
      module="settings"
      endpoint={brandEndpoints.list}
      queryKey={brandKeys.all}
      createPath={isSuper ? '/brand/create' : undefined}
      emptyText="ブランドがまだ登録されていません。「新規作成」から登録してください。"
      filters={
        <>
          <Form.Item name="keyword">
            <Input placeholder="ブランド名・コード・会社名" allowClear style={{ width: 240 }} />
          </Form.Item>
          <ActiveFilter />
        </>
      }
      csv={{
        filename: 'ブランド一覧',
        columns: [
          { title: 'ブランドコード', value: (b) => b.code },
          { title: 'ブランド名', value: (b) => b.name },
          { title: '会社名', value: (b) => b.companyName },
          { title: '登録番号', value: (b) => b.invoiceNumber },
          { title: '劇場数', value: (b) => b.cinemaCount },
          { title: '状態', value: (b) => (b.active ? '有効' : '無効') },
        ],
      }}
      columns={[
        { title: 'コード', dataIndex: 'code', sorter: true },
        { title: 'ブランド名', dataIndex: 'name', sorter: true, render: (v: string, b) => <Link to={`/brand/edit/${b.id}`}>{v}</Link> },
        { title: '会社名', dataIndex: 'companyName' },
        { title: '登録番号', dataIndex: 'invoiceNumber', render: text },
        { title: '劇場数', dataIndex: 'cinemaCount', align: 'right' },
        { title: '状態', dataIndex: 'active', render: (a: boolean) => (a ? <Tag color="green">有効</Tag> : <Tag>無効</Tag>) },
        { title: '登録日', dataIndex: 'createdAt', sorter: true, render: date },
        actionsColumn((b) => (
          <RowActions edit={`/brand/edit/${b.id}`} remove={isSuper && (() => remove(b))}>
            {canActAs && (
              <Button
                type="link"
                onClick={async () => {
                  await loginAsBrand(b.id);
                  qc.clear();
                  navigate('/dashboard');
                }}
              >
                代理ログイン
              </Button>
            )}
          </RowActions>
        )),
      ]}
    />
  );
}
