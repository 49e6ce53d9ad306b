import { useState } from 'react';
import { Alert, Card, Empty, Flex, Skeleton, Space, Switch, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  formatBusinessDate,
  rollupRebuildEndpoints,
  rollupRebuildFigure,
  rollupRebuildLabels as L,
  rollupRebuildMessages,
  type RollupRebuildDetail,
  type RollupRebuildFigure,
} from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { exportRows, type ExportFormat } from '../../lib/export-file.js';
import type { CsvEncoding } from '../../lib/csv.js';
import { figure, signedYenText } from '../../lib/format.js';
import { ExportButtons } from '../../ui/export-buttons.js';
import { exportColumns, tableColumns, type ListColumn } from '../../ui/list-columns.js';
import { POLL_MS, rollupRebuildKeys } from './rollup-rebuild-queries.js';

// A run's days (docs/reports.md, "再集計"): per 営業日, 劇場 and figure, the 営業日報 value before and after, the
// difference highlighted, 差異なし when equal; exported as CSV or Excel.

interface Line {
  key: string;
  businessDate: string;
  cinemaName: string;
  closed: boolean;
  snapshotRefreshed: boolean;
  figure: RollupRebuildFigure;
  before: number;
  after: number;
}

const unitOf = (f: RollupRebuildFigure) => (f === 'admissions' ? '人' : '円');
const amount = (f: RollupRebuildFigure, v: number) => `${figure(v)}${unitOf(f)}`;
const difference = (l: Line) => {
  const d = l.after - l.before;
  if (d === 0) return rollupRebuildMessages.noDifference;
  return l.figure === 'admissions' ? `${d > 0 ? '+' : ''}${figure(d)}人` : signedYenText(d);
};

const linesOf = (run: RollupRebuildDetail): Line[] =>
  run.days.flatMap((d) =>
    rollupRebuildFigure.values.map((f) => ({
      key: `${d.businessDate}:${d.cinemaId}:${f}`,
      businessDate: d.businessDate,
      cinemaName: d.cinemaName,
      closed: d.closed,
      snapshotRefreshed: d.snapshotRefreshed,
      figure: f,
      before: d.before[f],
      after: d.after[f],
    })),
  );

const columns: ListColumn<Line>[] = [
  {
    title: L.businessDate,
    dataIndex: 'businessDate',
    render: (_: unknown, l: Line) => (
      <Space size={4}>
        {formatBusinessDate(l.businessDate)}
        {l.closed && (
          <Tag color={l.snapshotRefreshed ? 'orange' : 'default'}>
            {l.snapshotRefreshed ? '締め済み・更新' : '締め済み'}
          </Tag>
        )}
      </Space>
    ),
    csv: (l) => l.businessDate,
  },
  { title: '劇場', dataIndex: 'cinemaName', csv: (l) => l.cinemaName },
  {
    title: L.figure,
    dataIndex: 'figure',
    render: (f: RollupRebuildFigure) => rollupRebuildFigure.labels[f],
    csv: (l) => rollupRebuildFigure.labels[l.figure],
  },
  {
    title: L.before,
    dataIndex: 'before',
    align: 'right',
    render: (_: unknown, l: Line) => amount(l.figure, l.before),
    csv: (l) => l.before,
  },
  {
    title: L.after,
    dataIndex: 'after',
    align: 'right',
    render: (_: unknown, l: Line) => amount(l.figure, l.after),
    csv: (l) => l.after,
  },
  {
    title: L.difference,
    key: 'difference',
    align: 'right',
    render: (_: unknown, l: Line) =>
      l.after === l.before ? (
        <Typography.Text type="secondary">{rollupRebuildMessages.noDifference}</Typography.Text>
      ) : (
        <Typography.Text strong type="danger">
          {difference(l)}
        </Typography.Text>
      ),
    csv: (l) => (l.after === l.before ? rollupRebuildMessages.noDifference : l.after - l.before),
  },
  {
    title: '締め済み',
    key: 'closed',
    exportOnly: true,
    csv: (l) => (l.closed ? (l.snapshotRefreshed ? '締め済み（数値を更新）' : '締め済み') : ''),
  },
];

export function RollupRebuildDetailCard({ id }: { id: number }) {
  const [onlyChanged, setOnlyChanged] = useState(false);
  const detail = useQuery({
    ...endpointQuery(rollupRebuildKeys.detail(id), rollupRebuildEndpoints.detail, { params: { id } }),
    refetchInterval: (q) => (q.state.data && ['queued', 'running'].includes(q.state.data.status) ? POLL_MS : false),
  });
  const run = detail.data;
  const all = run ? linesOf(run) : [];
  const lines = onlyChanged ? all.filter((l) => l.before !== l.after) : all;
  const onExport = (format: ExportFormat, encoding?: CsvEncoding) =>
    run &&
    exportRows(
      `再集計_${run.from.replaceAll('-', '')}-${run.to.replaceAll('-', '')}`,
      format,
      lines,
      exportColumns(columns),
      {
        encoding,
      },
    );
  return (
    <Card
      size="small"
      title={
        run
          ? `再集計の結果（${run.cinemaName} ${formatBusinessDate(run.from)}〜${formatBusinessDate(run.to)}）`
          : '再集計の結果'
      }
      extra={
        <Flex gap={8} align="center" wrap>
          <Space size={4}>
            <Switch size="small" checked={onlyChanged} onChange={setOnlyChanged} aria-label="差異のある行のみ" />
            <span>差異のある行のみ</span>
          </Space>
          <ExportButtons onExport={onExport} disabled={!lines.length} />
        </Flex>
      }
    >
      {detail.isLoading ? (
        <Skeleton active />
      ) : detail.isError || !run ? (
        <Alert type="error" showIcon message="再集計の結果を読み込めませんでした。再読み込みしてください" />
      ) : (
        <>
          {run.error && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={run.error} />}
          <Table<Line>
            size="small"
            rowKey="key"
            dataSource={lines}
            columns={tableColumns(columns, [])}
            pagination={{ pageSize: 50, showSizeChanger: false }}
            onRow={(l) => (l.before !== l.after ? { style: { background: '#fff7e6' } } : {})}
            locale={{
              emptyText: (
                <Empty
                  description={
                    run.days.length
                      ? '差異のある行はありません'
                      : run.status === 'failed'
                        ? '集計された日はありません'
                        : '集計が始まるとここに表示されます'
                  }
                />
              ),
            }}
          />
        </>
      )}
    </Card>
  );
}
