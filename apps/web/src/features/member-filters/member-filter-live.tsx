import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Form, Spin, Statistic, Table, Tag, Typography } from 'antd';
import {
  memberFilterConditions,
  memberLabels,
  memberStatus,
  MEMBER_FILTER_PREVIEW_SIZE,
  type MemberFilterConditions,
  type MemberListItem,
} from '@cinema/contracts';
import { previewQuery } from './member-filter-queries.js';

/** How long the conditions must rest before the count is asked again (each keystroke would be a count). */
export const LIVE_COUNT_DELAY_MS = 400;

/** The conditions as the API reads them, once they have not changed for the delay; null while they are invalid. */
function useSettledConditions(): MemberFilterConditions | null | undefined {
  const raw = Form.useWatch<unknown>('conditions', { preserve: true });
  const parsed = useMemo(() => {
    const r = memberFilterConditions.safeParse(raw ?? {});
    return r.success ? r.data : null;
  }, [raw]);
  const key = JSON.stringify(parsed);
  const [settled, setSettled] = useState<MemberFilterConditions | null | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(parsed), LIVE_COUNT_DELAY_MS);
    return () => clearTimeout(timer);
    // The key stands for the parsed value: a new object with the same conditions asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled;
}

const columns = [
  { title: memberLabels.memberNo, dataIndex: 'memberNo', key: 'memberNo' },
  { title: memberLabels.name, dataIndex: 'name', key: 'name' },
  {
    title: memberLabels.rank,
    key: 'rank',
    render: (_: unknown, m: MemberListItem) => <Tag color={m.rankColor}>{m.rankName}</Tag>,
  },
  {
    title: memberLabels.status,
    key: 'status',
    render: (_: unknown, m: MemberListItem) => memberStatus.labels[m.status],
  },
  {
    title: memberLabels.points,
    key: 'points',
    align: 'right' as const,
    render: (_: unknown, m: MemberListItem) => `${m.points.toLocaleString('ja-JP')}pt`,
  },
];

/** 該当会員数 and the first matching members, following the conditions as they are edited. */
export function MemberFilterLive() {
  const conditions = useSettledConditions();
  const preview = useQuery({
    ...previewQuery(conditions ?? memberFilterConditions.parse({})),
    enabled: !!conditions,
    placeholderData: keepPreviousData,
  });
  const busy = conditions === undefined || (!!conditions && preview.isFetching);
  return (
    <Card title="該当会員（本日時点）" size="small" style={{ position: 'sticky', top: 16 }}>
      {conditions === null ? (
        <Alert type="warning" showIcon message="条件に誤りがあります。赤字の項目を直すと該当会員数を表示します。" />
      ) : preview.isError ? (
        <Alert type="error" showIcon message="該当会員数を集計できませんでした。時間をおいて再度お試しください。" />
      ) : (
        <Spin spinning={busy} tip="集計中…">
          <Statistic
            title="該当会員数"
            value={preview.data?.count ?? 0}
            suffix="人"
            groupSeparator=","
            valueStyle={{ fontSize: 32 }}
            data-testid="member-filter-count"
          />
          <Typography.Text type="secondary">
            該当する会員のうち会員番号順に先頭{MEMBER_FILTER_PREVIEW_SIZE}人を表示します。
          </Typography.Text>
          <Table<MemberListItem>
            size="small"
            rowKey="id"
            style={{ marginTop: 8 }}
            columns={columns}
            dataSource={preview.data?.list ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: '条件に該当する会員はいません。条件をゆるめてください。' }}
          />
        </Spin>
      )}
    </Card>
  );
}
