import { Card, Col, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import {
  accountLabels,
  accountTypeLabels,
  auditAction,
  cinemaLabels,
  cinemaStatus,
  type AccountType,
  type AuditAction,
  type CinemaStatus,
} from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { dateTime, text } from '../../lib/format.js';
import { PageHeader } from '../../ui/page-header.js';
import { ClosingStates } from './closing-states.js';
import { useDashboardSummary } from './dashboard-queries.js';
import { FilmReviews } from './film-reviews.js';
import { TodaySales } from './today-sales.js';

const actionLabel = (a: string) => auditAction.labels[a as AuditAction] ?? a;

/** What exists in the user's scope, and today's sales of its cinemas. */
export default function DashboardPage() {
  const session = useSession();
  const { data, isLoading } = useDashboardSummary();
  if (isLoading || !data) return <Skeleton active />;
  const counts = [
    ...(session?.adminType === 'superAdmin' ? [{ title: 'ブランド', value: data.counts.brands }] : []),
    { title: '劇場', value: data.counts.cinemas },
    { title: 'スクリーン', value: data.counts.screens },
    // A role without ユーザー閲覧 is not told about other accounts.
    ...(data.counts.accounts === null ? [] : [{ title: 'ユーザー', value: data.counts.accounts }]),
  ];
  return (
    <>
      <PageHeader title="ダッシュボード" sub={session ? `ようこそ、${session.displayName}` : undefined} />
      <Row gutter={[16, 16]}>
        {counts.map((c) => (
          <Col xs={12} md={6} key={c.title}>
            <Card>
              <Statistic title={c.title} value={c.value} suffix="件" />
            </Card>
          </Col>
        ))}
      </Row>
      <TodaySales />
      <ClosingStates />
      <FilmReviews reviews={data.filmReviews} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={14}>
          <Card title="劇場" size="small">
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.cinemas}
              locale={{ emptyText: '劇場がまだ登録されていません。「設定 > 劇場」から登録してください。' }}
              columns={[
                { title: 'コード', dataIndex: 'code' },
                { title: cinemaLabels.name, dataIndex: 'name' },
                { title: cinemaLabels.brandId, dataIndex: 'brandName' },
                {
                  title: '状態',
                  dataIndex: 'status',
                  render: (s: string) => <Tag>{cinemaStatus.labels[s as CinemaStatus] ?? s}</Tag>,
                },
                { title: cinemaLabels.screenCount, dataIndex: 'screenCount', align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          {data.othersVisible && (
            <Card title="最近ログインしたユーザー" size="small" style={{ marginBottom: 16 }}>
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={data.recentAccounts}
                columns={[
                  { title: 'ユーザー', dataIndex: 'displayName' },
                  {
                    title: accountLabels.type,
                    dataIndex: 'type',
                    render: (t: string) => accountTypeLabels[t as AccountType] ?? t,
                  },
                  { title: accountLabels.lastLoginAt, dataIndex: 'lastLoginAt', render: dateTime },
                ]}
              />
            </Card>
          )}
          <Card title={data.othersVisible ? '最近の操作' : 'あなたの最近の操作'} size="small">
            <Table
              size="small"
              rowKey={(r) => `${r.at}-${r.entity}-${r.action}`}
              pagination={false}
              dataSource={data.recentChanges}
              columns={[
                { title: '日時', dataIndex: 'at', render: dateTime },
                { title: 'ユーザー', dataIndex: 'userName', render: text },
                { title: '操作', dataIndex: 'action', render: actionLabel },
                { title: '内容', dataIndex: 'summary', render: text },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
