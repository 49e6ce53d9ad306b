import { pathTo } from '@cinema/contracts';
import { Link } from 'react-router';
import { Alert, Card, List, Tag } from 'antd';
import type { DashboardSummary } from '@cinema/contracts';
import { dateTime } from '../../lib/format.js';

/**
 * 作品の承認結果: the films this cinema registered that head office approved or sent back in the
 * last two weeks. A film sent back shows the reason and a link to edit it.
 */
export function FilmReviews({ reviews }: { reviews: DashboardSummary['filmReviews'] }) {
  if (!reviews.length) return null;
  const returned = reviews.filter((r) => r.approvalStatus === 'returned').length;
  return (
    <Card title="作品の承認結果" size="small" style={{ marginTop: 16 }}>
      {returned > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          title={`${returned}件の作品が本部から差し戻されています。内容を修正して保存してください。`}
        />
      )}
      <List
        size="small"
        dataSource={reviews}
        renderItem={(r) => (
          <List.Item
            actions={
              r.approvalStatus === 'returned'
                ? [
                    <Link key="edit" to={pathTo('/movie/update/:id', { id: r.id })}>
                      修正する
                    </Link>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <>
                  <Tag color={r.approvalStatus === 'approved' ? 'green' : 'red'}>
                    {r.approvalStatus === 'approved' ? '承認' : '差し戻し'}
                  </Tag>
                  {r.name}
                </>
              }
              description={
                r.approvalStatus === 'returned' ? `${dateTime(r.at)} 理由：${r.returnReason ?? ''}` : dateTime(r.at)
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
