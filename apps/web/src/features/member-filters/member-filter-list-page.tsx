import { useQuery } from '@tanstack/react-query';
import { Spin, Typography } from 'antd';
import {
  memberFilterEndpoints,
  memberFilterLabels as L,
  memberFilterSummaryText,
  pathTo,
  type MemberFilter,
} from '@cinema/contracts';
import { dateTime, text } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { countQuery, memberFilterKeys } from './member-filter-queries.js';

/** The filter's count today, read per row (a count is its own query: the list answers at once). */
function CountCell({ filter }: { filter: MemberFilter }) {
  const q = useQuery(countQuery(filter.conditions));
  if (q.isPending) return <Spin size="small" aria-label="該当会員数を集計中" />;
  if (q.isError) return <Typography.Text type="danger">集計できません</Typography.Text>;
  return <span>{q.data.count.toLocaleString('ja-JP')}人</span>;
}

const summary = (f: MemberFilter) => memberFilterSummaryText(f.conditions, f.memberSystemName);

const columns: ListColumn<MemberFilter>[] = [
  { title: L.name, dataIndex: 'name', alwaysShown: true, sorter: true, csv: (f) => f.name },
  {
    title: L.memberSystemId,
    dataIndex: 'memberSystemName',
    render: (v: string | null) => v ?? 'すべて',
    csv: (f) => f.memberSystemName ?? 'すべて',
  },
  { title: L.conditions, dataIndex: 'conditions', wrap: true, render: (_: unknown, f) => summary(f), csv: summary },
  { title: L.count, dataIndex: 'id', align: 'right', render: (_: number, f) => <CountCell filter={f} /> },
  { title: L.memo, dataIndex: 'memo', defaultHidden: true, render: text, csv: (f) => f.memo },
  { title: L.updatedAt, dataIndex: 'updatedAt', sorter: true, render: dateTime, csv: (f) => dateTime(f.updatedAt) },
];

/** /member-filter: head office's 会員フィルター (docs/membership.md, "会員フィルター"). */
export default function MemberFilterListPage() {
  return (
    <ListPage
      title="会員フィルター"
      module="membership"
      endpoint={memberFilterEndpoints.list}
      queryKey={memberFilterKeys.all}
      emptyText="会員フィルターがまだありません。「新規作成」から条件を登録すると、メールマガジンやクーポンの配信先に使えます。"
      createPath={pathTo('/member-filter/create')}
      keyword="フィルター名"
      exportName="会員フィルター"
      columns={columns}
      actions={{ edit: (f) => pathTo('/member-filter/update/:id', { id: f.id }) }}
      remove={{ endpoint: memberFilterEndpoints.delete, name: (f) => f.name }}
    />
  );
}
