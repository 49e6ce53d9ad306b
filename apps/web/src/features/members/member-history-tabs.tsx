import { useState } from 'react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Card, Table, Tabs, Tag } from 'antd';
import {
  memberEndpoints,
  pointEntryKind,
  rankChangeReason,
  salesChannel,
  transactionStatus,
  type Member,
  type MemberPurchase,
  type PointEntry,
  type RankChange,
} from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { date, dateTime, text, yen } from '../../lib/format.js';
import { MemberCoupons } from './member-coupons-tab.js';
import { memberKeys, useMemberSystems } from './member-queries.js';

const PAGE = 20;

/** A page of a member's ledger or purchases, read page by page as the table turns. */
function usePaged(endpoint: typeof memberEndpoints.points | typeof memberEndpoints.purchases, id: number) {
  const [page, setPage] = useState(0);
  const input = { params: { id }, query: { page, pageSize: PAGE } };
  const q = useQuery({
    ...endpointQuery([...memberKeys.all, endpoint.path, id, page], endpoint as typeof memberEndpoints.points, input),
    placeholderData: keepPreviousData,
  });
  const pagination = {
    current: page + 1,
    pageSize: PAGE,
    total: q.data?.total ?? 0,
    showSizeChanger: false,
    onChange: (p: number) => setPage(p - 1),
  };
  return { list: q.data?.list as unknown[] | undefined, loading: q.isFetching, pagination };
}

function Points({ m }: { m: Member }) {
  const { list, loading, pagination } = usePaged(memberEndpoints.points, m.id);
  return (
    <Table<PointEntry>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={list as PointEntry[] | undefined}
      pagination={pagination}
      columns={[
        { title: '日付', dataIndex: 'occurredOn', render: date },
        { title: '区分', dataIndex: 'kind', render: (k: PointEntry['kind']) => <Tag>{pointEntryKind.labels[k]}</Tag> },
        {
          title: 'ポイント',
          dataIndex: 'points',
          align: 'right',
          render: (v: number) => (v > 0 ? `+${v}` : String(v)),
        },
        { title: '取引番号', dataIndex: 'transactionNo', render: text },
        { title: '理由', dataIndex: 'reason', render: text },
        { title: '有効期限', dataIndex: 'expiresOn', render: date },
        { title: '担当', dataIndex: 'by', render: text },
      ]}
    />
  );
}

function Purchases({ m }: { m: Member }) {
  const { list, loading, pagination } = usePaged(memberEndpoints.purchases, m.id);
  return (
    <Table<MemberPurchase>
      rowKey="transactionId"
      size="small"
      loading={loading}
      dataSource={list as MemberPurchase[] | undefined}
      pagination={pagination}
      columns={[
        { title: '日時', dataIndex: 'occurredAt', render: dateTime },
        { title: '劇場', dataIndex: 'cinemaName' },
        { title: '取引番号', dataIndex: 'transactionNo' },
        {
          title: 'チャネル',
          dataIndex: 'channel',
          render: (c: string) => salesChannel.labels[c as keyof typeof salesChannel.labels] ?? c,
        },
        {
          title: '状態',
          dataIndex: 'status',
          render: (s: string) => transactionStatus.labels[s as keyof typeof transactionStatus.labels] ?? s,
        },
        { title: '枚数', dataIndex: 'tickets', align: 'right' },
        { title: '金額', dataIndex: 'total', align: 'right', render: yen },
        { title: 'ポイント', dataIndex: 'points', align: 'right' },
      ]}
    />
  );
}

/** The member's history: the points ledger, the sales that carried the 会員番号, held coupons and rank changes. */
export function MemberHistoryTabs({ member: m }: { member: Member }) {
  const ranks = useMemberSystems().find((s) => s.id === m.memberSystemId)?.ranks ?? [];
  const rankName = (rank: number | null) =>
    rank == null ? '-' : (ranks.find((r) => r.rank === rank)?.name ?? `ランク${rank}`);
  return (
    <Card size="small">
      <Tabs
        items={[
          {
            key: 'points',
            label: 'ポイント履歴',
            children: <Points m={m} />,
          },
          {
            key: 'purchases',
            label: '来場・購入履歴',
            children: <Purchases m={m} />,
          },
          {
            key: 'coupons',
            label: '保有クーポン',
            children: <MemberCoupons memberId={m.id} />,
          },
          {
            key: 'ranks',
            label: 'ランク履歴',
            children: (
              <Table<RankChange>
                rowKey={(r) => `${r.changedOn}-${r.toRank}-${r.reason}-${r.fromRank ?? 0}`}
                size="small"
                pagination={false}
                dataSource={m.rankHistory}
                columns={[
                  { title: '日付', dataIndex: 'changedOn', render: date },
                  {
                    title: '理由',
                    dataIndex: 'reason',
                    render: (r: RankChange['reason']) => rankChangeReason.labels[r],
                  },
                  { title: '変更前', dataIndex: 'fromRank', render: rankName },
                  { title: '変更後', dataIndex: 'toRank', render: rankName },
                  {
                    title: '判定値',
                    dataIndex: 'figure',
                    align: 'right',
                    render: (v: number | null) => text(v == null ? null : v.toLocaleString('ja-JP')),
                  },
                  { title: '担当', dataIndex: 'by', render: text },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
