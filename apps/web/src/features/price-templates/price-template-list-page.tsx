import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import {
  priceTemplateEndpoints,
  priceTemplateLabels as L,
  type PriceTemplateListItem,
  pathTo,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { CopyToCinemasButton, useRowsToCopy } from '../../entities/cinemas/copy-to-cinemas-button.js';
import { dash, dateTime, num, text, yen } from '../../lib/format.js';
import { priceTemplateKeys } from '../../entities/price-templates/price-template-queries.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { PriceTemplateCopyModal } from './price-template-copy-modal.js';
import { PriceTemplateDefaultsModal } from './price-template-defaults-modal.js';
import { priceTemplateListKey } from './price-template-queries.js';

const priceRange = (t: PriceTemplateListItem) =>
  t.minPrice == null ? dash : t.minPrice === t.maxPrice ? yen(t.minPrice) : `${yen(t.minPrice)}〜${yen(t.maxPrice)}`;

function TemplateName({ template }: { template: PriceTemplateListItem }) {
  const canEdit = usePermission('performance').can('update');
  return canEdit ? <Link to={pathTo('/rules/edit/:id', { id: template.id })}>{template.name}</Link> : template.name;
}

const columns: ListColumn<PriceTemplateListItem>[] = [
  {
    title: L.name,
    dataIndex: 'name',
    sorter: true,
    render: (_: string, t) => <TemplateName template={t} />,
    csv: (t) => t.name,
  },
  {
    title: L.tickets,
    dataIndex: 'ticketNames',
    render: (names: string[]) => (names.length ? names.map((n) => <Tag key={n}>{n}</Tag>) : dash),
    csv: (t) => t.ticketNames.join('・'),
  },
  { title: '券種数', exportOnly: true, csv: (t) => t.ticketCount },
  { title: '料金', key: 'price', align: 'right', render: (_: unknown, t) => priceRange(t) },
  { title: '最低料金（円）', exportOnly: true, csv: (t) => t.minPrice },
  { title: '最高料金（円）', exportOnly: true, csv: (t) => t.maxPrice },
  {
    title: '使用中の上映回',
    dataIndex: 'screeningCount',
    align: 'right',
    render: (v: number) => (v ? `${num(v)}件` : <Typography.Text type="secondary">未使用</Typography.Text>),
    csv: (t) => t.screeningCount,
  },
  { title: L.note, dataIndex: 'note', render: (v: string | null) => text(v), csv: (t) => t.note },
  {
    title: '更新日時',
    dataIndex: 'updatedAt',
    sorter: true,
    render: (v: string) => dateTime(v),
    csv: (t) => dateTime(t.updatedAt),
  },
];

/** 料金テンプレート一覧 of the chosen cinema: the 券種 at a glance, copy to start a similar one. */
export default function PriceTemplateListPage() {
  const session = useSession();
  const qc = useQueryClient();
  const [copying, setCopying] = useState<PriceTemplateListItem | null>(null);
  const [defaults, setDefaults] = useState(false);
  const canEdit = usePermission('performance').can('update');
  const refresh = () => qc.invalidateQueries({ queryKey: priceTemplateKeys.all });
  // 他の劇場へコピー…: head office, reading this cinema's templates, copies the chosen ones to other cinemas.
  const copyOut = useRowsToCopy(priceTemplateEndpoints.copyToCinemas.access);

  return (
    <>
      <ListPage
        title="料金テンプレート"
        module="performance"
        endpoint={priceTemplateEndpoints.list}
        queryKey={priceTemplateListKey(session?.cinemaId)}
        createPath={pathTo('/rules/create')}
        emptyText="料金テンプレートがまだ登録されていません。「新規作成」から券種と料金を登録してください。"
        keyword="テンプレート名・備考"
        exportName="料金テンプレート一覧"
        columns={columns}
        extra={
          <>
            {canEdit && (
              <Button icon={<SettingOutlined />} onClick={() => setDefaults(true)}>
                既定の料金
              </Button>
            )}
            {copyOut.can && (
              <CopyToCinemasButton
                noun={L.copySources}
                ids={copyOut.ids}
                copy={(body) => call(priceTemplateEndpoints.copyToCinemas, { body }, { successMessage: false })}
                onCopied={async () => {
                  copyOut.clear();
                  await refresh();
                }}
              />
            )}
          </>
        }
        rowSelection={copyOut.rowSelection}
        actions={{ edit: (t) => pathTo('/rules/edit/:id', { id: t.id }), copy: setCopying }}
        remove={{ endpoint: priceTemplateEndpoints.delete, name: (t) => t.name }}
      />
      {defaults && (
        <PriceTemplateDefaultsModal cinemaId={session?.cinemaId ?? null} onClose={() => setDefaults(false)} />
      )}
      {copying && <PriceTemplateCopyModal source={copying} onClose={() => setCopying(null)} onCopied={refresh} />}
    </>
  );
}
