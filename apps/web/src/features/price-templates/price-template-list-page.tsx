import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Tag, Typography } from 'antd';
import type { PriceTemplateListItem } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { dash, dateTime, num, text, yen } from '../../lib/format.js';
import { confirmDelete } from '../../ui/confirm.js';
import { ListPage } from '../../ui/list-page.js';
import { actionsColumn, RowActions } from '../../ui/row-actions.js';
import { PriceTemplateCopyModal } from './price-template-copy-modal.js';
import { deletePriceTemplate, priceTemplateEndpoints, priceTemplateKeys } from './price-templates-api.js';

const priceRange = (t: PriceTemplateListItem) =>
  t.minPrice == null ? dash : t.minPrice === t.maxPrice ? yen(t.minPrice) : `${yen(t.minPrice)}〜${yen(t.maxPrice)}`;

/** 料金テンプレート一覧 of the chosen cinema: the 券種 at a glance, copy to start a similar one. */
export default function PriceTemplateListPage() {
  const session = useSession();
  const perm = usePermission('performance');
  const qc = useQueryClient();
  const [copying, setCopying] = useState<PriceTemplateListItem | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: priceTemplateKeys.all });
  const remove = (t: PriceTemplateListItem) => confirmDelete(t.name, () => deletePriceTemplate(t.id).then(refresh));

  return (
    <>
      <ListPage<PriceTemplateListItem>
        title="料金テンプレート"
        module="performance"
        endpoint={priceTemplateEndpoints.list}
        queryKey={priceTemplateKeys.list(session?.cinemaId)}
        createPath="/rules/create"
        emptyText="料金テンプレートがまだ登録されていません。「新規作成」から券種と料金を登録してください。"
        filters={
          <Form.Item name="keyword">
            <Input placeholder="テンプレート名・備考" allowClear style={{ width: 220 }} />
          </Form.Item>
        }
        csv={{
          filename: '料金テンプレート一覧',
          columns: [
            { title: 'テンプレート名', value: (t) => t.name },
            { title: '券種', value: (t) => t.ticketNames.join('・') },
            { title: '券種数', value: (t) => t.ticketCount },
            { title: '最低料金（円）', value: (t) => t.minPrice },
            { title: '最高料金（円）', value: (t) => t.maxPrice },
            { title: '使用中の上映回', value: (t) => t.screeningCount },
            { title: '備考', value: (t) => t.note },
            { title: '更新日時', value: (t) => dateTime(t.updatedAt) },
          ],
        }}
        columns={[
          {
            title: 'テンプレート名',
            dataIndex: 'name',
            sorter: true,
            render: (v: string, t) => (perm.can('update') ? <Link to={`/rules/edit/${t.id}`}>{v}</Link> : v),
          },
          {
            title: '券種',
            dataIndex: 'ticketNames',
            render: (names: string[]) => (names.length ? names.map((n) => <Tag key={n}>{n}</Tag>) : dash),
          },
          { title: '料金', key: 'price', align: 'right', render: (_: unknown, t) => priceRange(t) },
          {
            title: '使用中の上映回',
            dataIndex: 'screeningCount',
            align: 'right',
            render: (v: number) => (v ? `${num(v)}件` : <Typography.Text type="secondary">未使用</Typography.Text>),
          },
          { title: '備考', dataIndex: 'note', render: (v: string | null) => text(v) },
          { title: '更新日時', dataIndex: 'updatedAt', sorter: true, render: (v: string) => dateTime(v) },
          actionsColumn((t) => (
            <RowActions
              edit={perm.can('update') && `/rules/edit/${t.id}`}
              copy={perm.can('create') && (() => setCopying(t))}
              remove={perm.can('delete') && (() => remove(t))}
            />
          )),
        ]}
      />
      {copying && <PriceTemplateCopyModal source={copying} onClose={() => setCopying(null)} onCopied={refresh} />}
    </>
  );
}
