import { Space, Tag } from 'antd';
import {
  membershipEndpoints,
  membershipLabels as L,
  pathTo,
  validityKind,
  type MembershipSystem,
} from '@cinema/contracts';
import { yen } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { membershipKeys } from './membership-queries.js';

export const periodText = (s: Pick<MembershipSystem, 'validityKind' | 'validMonths' | 'validFrom' | 'validTo'>) =>
  s.validityKind === 'fixed'
    ? `${s.validFrom ?? ''}〜${s.validTo ?? ''}`
    : `${validityKind.labels.fromJoin}${s.validMonths ?? '-'}か月`;

const columns: ListColumn<MembershipSystem>[] = [
  { title: L.code, dataIndex: 'code', alwaysShown: true, csv: (s) => s.code },
  { title: L.name, dataIndex: 'name', csv: (s) => s.name },
  { title: L.validityKind, dataIndex: 'validityKind', render: (_: string, s) => periodText(s), csv: periodText },
  {
    title: L.autoRenew,
    dataIndex: 'autoRenew',
    render: (v: boolean) => (v ? 'する' : 'しない'),
    csv: (s) => (s.autoRenew ? 'する' : 'しない'),
  },
  { title: L.joinFee, dataIndex: 'joinFee', align: 'right', render: yen, csv: (s) => s.joinFee },
  { title: L.annualFee, dataIndex: 'annualFee', align: 'right', render: yen, csv: (s) => s.annualFee },
  {
    title: L.ranks,
    dataIndex: 'ranks',
    render: (_: unknown, s) => (
      <Space size={2} wrap>
        {s.ranks.map((r, i) => (
          <Tag key={i} color={r.color}>
            {r.name}
          </Tag>
        ))}
      </Space>
    ),
    csv: (s) => s.ranks.map((r) => r.name).join('・'),
  },
  { title: L.memberCount, dataIndex: 'memberCount', align: 'right', csv: (s) => s.memberCount },
];

/** /memberShip-list: head office's 会員制度 (docs/membership.md). */
export default function MembershipListPage() {
  return (
    <ListPage
      title="会員制度"
      module="membership"
      endpoint={membershipEndpoints.list}
      queryKey={membershipKeys.all}
      emptyText="会員制度がまだありません。「新規作成」から登録してください。"
      createPath={pathTo('/memberShip-list/create')}
      keyword="制度コード・会員制度名"
      exportName="会員制度"
      columns={columns}
      actions={{ edit: (s) => pathTo('/memberShip-list/update/:id', { id: s.id }) }}
      remove={{
        endpoint: membershipEndpoints.delete,
        name: (s) => s.name,
        refused: (s) => (s.memberCount > 0 ? `${s.memberCount}人の会員が所属しているため削除できません` : undefined),
      }}
    />
  );
}
