import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Row, Select, Statistic, Tag, Tooltip, Typography } from 'antd';
import {
  jobEndpoints,
  jobLabels as L,
  jobQueueLabels,
  jobStatus,
  type JobListItem,
  type JobStatus,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery, featureKeys } from '../../api/query.js';
import { dateTime, text } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';

const jobKeys = featureKeys('jobs');
const statusColors: Record<JobStatus, string> = { queued: 'blue', running: 'processing', done: 'green', failed: 'red' };
const queueName = (queue: string) => jobQueueLabels[queue] ?? queue;

const columns: ListColumn<JobListItem>[] = [
  { title: L.id, dataIndex: 'id', csv: (j) => j.id },
  { title: L.queue, dataIndex: 'queue', render: (q: string) => queueName(q), csv: (j) => queueName(j.queue) },
  {
    title: L.status,
    dataIndex: 'status',
    render: (s: JobStatus) => <Tag color={statusColors[s]}>{jobStatus.labels[s]}</Tag>,
    csv: (j) => jobStatus.labels[j.status],
  },
  {
    title: L.attempts,
    dataIndex: 'attempts',
    align: 'right',
    render: (_: number, j) => `${j.attempts} / ${j.maxAttempts}`,
    csv: (j) => j.attempts,
  },
  { title: L.runAt, dataIndex: 'runAt', render: dateTime, csv: (j) => dateTime(j.runAt) },
  { title: L.createdAt, dataIndex: 'createdAt', render: dateTime, csv: (j) => dateTime(j.createdAt) },
  { title: L.finishedAt, dataIndex: 'finishedAt', render: dateTime, csv: (j) => dateTime(j.finishedAt) },
  {
    title: L.lastError,
    dataIndex: 'lastError',
    ellipsis: { showTitle: false },
    render: (e: string | null) => (
      <Tooltip title={e}>
        <Typography.Text type={e ? 'danger' : undefined}>{text(e)}</Typography.Text>
      </Tooltip>
    ),
    csv: (j) => j.lastError,
  },
];

function QueueSummary() {
  const summary = useQuery({
    ...endpointQuery(jobKeys.options('summary'), jobEndpoints.summary, {}),
    refetchInterval: 5000,
  });
  if (!summary.data?.length) return null;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {summary.data.map((q) => (
        <Col key={q.queue} xs={24} md={12} xl={8}>
          <Card size="small" title={queueName(q.queue)}>
            <Row>
              <Col span={6}>
                <Statistic title="待機中" value={q.queued} />
              </Col>
              <Col span={6}>
                <Statistic title="実行中" value={q.running} />
              </Col>
              <Col span={6}>
                <Statistic title="失敗" value={q.failed} valueStyle={q.failed ? { color: '#cf1322' } : undefined} />
              </Col>
              <Col span={6}>
                <Statistic title="完了" value={q.done} />
              </Col>
            </Row>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** ジョブ管理: the background queue (clean-ups now; rollups and mail with sales); a failed job can be retried. */
export default function JobQueuePage() {
  const qc = useQueryClient();
  const retry = (job: JobListItem) =>
    call(jobEndpoints.retry, { params: { id: job.id } })
      .then(() => qc.invalidateQueries({ queryKey: jobKeys.all }))
      .catch(() => undefined);
  return (
    <>
      <QueueSummary />
      <ListPage
        title="ジョブ管理"
        module="system"
        endpoint={jobEndpoints.list}
        queryKey={jobKeys.all}
        emptyText="ジョブはまだありません。定期処理や売上の集計が動くと、ここに表示されます。"
        initialFilters={{ status: 'failed' }}
        resetFilters={{}}
        filters={
          <Form.Item name="status">
            <Select
              placeholder={L.status}
              aria-label={L.status}
              allowClear
              style={{ width: 140 }}
              options={jobStatus.options}
            />
          </Form.Item>
        }
        exportName="ジョブ一覧"
        columns={columns}
        actions={{
          extra: (j) =>
            j.status === 'failed' && (
              <Button type="link" onClick={() => retry(j)}>
                再実行
              </Button>
            ),
        }}
      />
    </>
  );
}
