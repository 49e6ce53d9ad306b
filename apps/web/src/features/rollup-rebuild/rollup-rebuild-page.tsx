import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Progress, Skeleton, Space, Table, Tag, type TableColumnType } from 'antd';
import {
  formatBusinessDate,
  rollupRebuildEndpoints,
  rollupRebuildLabels as L,
  rollupRebuildStatus,
  type RollupRebuild,
  type RollupRebuildStatus,
} from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { usePermission } from '../../api/session.js';
import { dateTime } from '../../lib/format.js';
import { PageHeader } from '../../ui/page-header.js';
import { RollupRebuildDetailCard } from './rollup-rebuild-detail.js';
import { RollupRebuildForm } from './rollup-rebuild-form.js';
import { POLL_MS, rollupRebuildKeys } from './rollup-rebuild-queries.js';

// /dailyBusiness-update 営業日報データ更新（再集計） (docs/reports.md, "再集計"): head office starts a run, follows the
// runs' progress (read again while one is queued or running) and reads a run's figures before and after (?id= in the
// URL).

const statusColor: Record<RollupRebuildStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};
const active = (r: RollupRebuild) => r.status === 'queued' || r.status === 'running';

export default function RollupRebuildPage() {
  const [params, setParams] = useSearchParams();
  const picked = Number(params.get('id')) || null;
  const canRun = usePermission('operations').can('create');
  const runs = useQuery({
    ...endpointQuery(rollupRebuildKeys.list([]), rollupRebuildEndpoints.list, {}),
    refetchInterval: (q) => (q.state.data?.list.some(active) ? POLL_MS : false),
  });
  const show = (id: number) => setParams({ id: String(id) });
  const columns: TableColumnType<RollupRebuild>[] = [
    { title: L.createdAt, dataIndex: 'createdAt', render: (v: string) => dateTime(v) },
    { title: L.cinemaId, dataIndex: 'cinemaName' },
    { title: '期間', key: 'period', render: (_, r) => `${formatBusinessDate(r.from)}〜${formatBusinessDate(r.to)}` },
    { title: L.reason, dataIndex: 'reason', ellipsis: true },
    {
      title: L.status,
      dataIndex: 'status',
      render: (s: RollupRebuildStatus) => <Tag color={statusColor[s]}>{rollupRebuildStatus.labels[s]}</Tag>,
    },
    {
      title: L.progress,
      key: 'progress',
      width: 200,
      render: (_, r) => (
        <Progress
          percent={Math.floor((r.daysDone / Math.max(r.daysTotal, 1)) * 100)}
          status={r.status === 'failed' ? 'exception' : r.status === 'running' ? 'active' : undefined}
          format={() => `${r.daysDone}/${r.daysTotal}日`}
          aria-label={`進捗 ${r.daysDone}/${r.daysTotal}日`}
        />
      ),
    },
    { title: '数値が変わった日', dataIndex: 'changedDays', align: 'right', render: (n: number) => `${n}件` },
    { title: L.requestedByName, dataIndex: 'requestedByName' },
    {
      title: '',
      key: 'actions',
      render: (_, r) => (
        <Button size="small" type={r.id === picked ? 'primary' : 'default'} onClick={() => show(r.id)}>
          結果
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="営業日報データ更新" sub="再集計" />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {canRun && <RollupRebuildForm onStarted={(run) => show(run.id)} />}
        <Card size="small" title="実行履歴">
          {runs.isLoading ? (
            <Skeleton active />
          ) : runs.isError || !runs.data ? (
            <Alert type="error" showIcon message="実行履歴を読み込めませんでした。再読み込みしてください" />
          ) : (
            <Table<RollupRebuild>
              size="small"
              rowKey="id"
              dataSource={runs.data.list}
              columns={columns}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty description="再集計はまだ実行されていません" /> }}
            />
          )}
        </Card>
        {picked && <RollupRebuildDetailCard id={picked} />}
      </Space>
    </>
  );
}
