import { Alert, Card, Table, Tag } from 'antd';
import { dailyClosingStatus, findRoute, formatBusinessDate, pathTo } from '@cinema/contracts';
import { Link } from 'react-router';
import { useSession } from '../../api/session.js';
import { useClosingStates } from '../../entities/daily-closing/daily-closing-queries.js';
import { canOpen } from '../../lib/access.js';
import { dateTime } from '../../lib/format.js';

// Head office's view of yesterday's 日次締め (docs/reports.md, "日次締め"): each cinema, closed or not yet.

export function ClosingStates() {
  const session = useSession();
  const shown = !!session && session.adminType === 'brand' && canOpen(session, findRoute('/daily-closing'));
  const states = useClosingStates(shown);
  if (!shown) return null;
  const day = states.data?.businessDate;
  const open = states.data?.list.filter((c) => c.status !== 'closed').length ?? 0;
  return (
    <Card
      title={`前日の日次締め${day ? `（${formatBusinessDate(day)}）` : ''}`}
      size="small"
      style={{ marginTop: 16 }}
      extra={<Link to={pathTo('/daily-closing')}>日次締めへ</Link>}
      data-testid="closing-states"
    >
      {states.isError ? (
        <Alert type="error" showIcon message="締め状態を読み込めませんでした" />
      ) : (
        <>
          {open > 0 && (
            <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={`未締めの劇場が${open}件あります`} />
          )}
          <Table
            size="small"
            rowKey="cinemaId"
            loading={states.isLoading}
            pagination={false}
            dataSource={states.data?.list ?? []}
            locale={{ emptyText: '劇場がありません' }}
            columns={[
              { title: '劇場', dataIndex: 'cinemaName' },
              {
                title: '締め状態',
                dataIndex: 'status',
                render: (s: keyof typeof dailyClosingStatus.labels) => (
                  <Tag color={s === 'closed' ? 'green' : 'orange'}>{dailyClosingStatus.labels[s]}</Tag>
                ),
              },
              { title: '締め日時', dataIndex: 'closedAt', render: (v: string | null) => dateTime(v) },
            ]}
          />
        </>
      )}
    </Card>
  );
}
