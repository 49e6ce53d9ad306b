import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Table, Tag } from 'antd';
import {
  automationEndpoints,
  automationFireStatus,
  type AutomationFire,
  type AutomationFireStatus,
  type AutomationRun,
} from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { dateTime, text } from '../../lib/format.js';
import { automationKeys } from './automation-queries.js';

// 実行ログ: every run (the morning job's or 今すぐ実行), newest first, and what it did to each member.

const PAGE = 20;
const statusColor: Record<AutomationFireStatus, string> = {
  done: 'green',
  sent: 'green',
  queued: 'blue',
  skipped: 'default',
  failed: 'red',
};

function Fires({ runId }: { runId: number }) {
  const fires = useQuery(
    endpointQuery([...automationKeys.all, 'fires', runId], automationEndpoints.fires, { params: { id: runId } }),
  );
  if (fires.isError) return <Alert type="error" showIcon message="明細を読み込めませんでした" />;
  return (
    <Table<AutomationFire>
      size="small"
      rowKey="id"
      loading={fires.isLoading}
      dataSource={fires.data?.list ?? []}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      locale={{ emptyText: 'この実行で対象になった会員はいません' }}
      columns={[
        { title: '会員番号', dataIndex: 'memberNo' },
        { title: '氏名', dataIndex: 'name' },
        {
          title: '結果',
          dataIndex: 'status',
          render: (s: AutomationFireStatus) => <Tag color={statusColor[s]}>{automationFireStatus.labels[s]}</Tag>,
        },
        { title: '内容', dataIndex: 'detail', render: text },
      ]}
    />
  );
}

/** The 実行ログ button and its drawer: runs paged from the API, each opening its members. */
export function AutomationRuns() {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const runs = useQuery({
    ...endpointQuery([...automationKeys.all, 'runs', page], automationEndpoints.runs, {
      query: { page, pageSize: PAGE },
    }),
    enabled: open,
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>実行ログ</Button>
      <Drawer title="実行ログ" width={760} open={open} onClose={() => setOpen(false)} destroyOnHidden>
        {runs.isError ? (
          <Alert type="error" showIcon message="実行ログを読み込めませんでした。時間をおいて開き直してください" />
        ) : (
          <Table<AutomationRun>
            size="small"
            rowKey="id"
            loading={runs.isLoading}
            dataSource={runs.data?.list ?? []}
            locale={{ emptyText: 'まだ実行されていません。有効なルールは毎朝5時30分に実行されます' }}
            expandable={{
              expandedRowRender: (r) => <Fires runId={r.id} />,
              rowExpandable: (r) => r.fired + r.skipped > 0,
            }}
            pagination={{
              current: page + 1,
              pageSize: PAGE,
              total: runs.data?.total ?? 0,
              onChange: (p) => setPage(p - 1),
              showTotal: (total) => `全${total}件`,
            }}
            columns={[
              { title: '実行日時', dataIndex: 'ranAt', render: dateTime },
              { title: 'ルール', dataIndex: 'ruleName' },
              { title: '実行者', dataIndex: 'ranBy', render: (v: string | null) => v ?? '自動（毎朝）' },
              { title: '実行', dataIndex: 'fired', align: 'right', render: (v: number) => `${v}人` },
              { title: '対象外', dataIndex: 'skipped', align: 'right', render: (v: number) => `${v}人` },
            ]}
          />
        )}
      </Drawer>
    </>
  );
}
