import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Tag } from 'antd';
import type { Role } from '@cinema/contracts';
import { usePermission } from '../../api/session.js';
import { dateTime, text } from '../../lib/format.js';
import { DetailPage } from '../../ui/detail-page.js';
import { PermissionMatrix } from './permission-matrix.js';
import { roleEndpoints, roleKeys } from './roles-api.js';

/** /role/detail/:id: a role and its permissions, read-only. */
export default function RoleDetailPage() {
  const { id = '' } = useParams();
  const perm = usePermission('users');
  return (
    <DetailPage<Role>
      title="ロール詳細"
      backPath="/role"
      endpoint={roleEndpoints.detail(id)}
      queryKey={roleKeys.all}
      actions={(r) =>
        perm.can('update') && (
          <Link to={`/role/edit/${r.id}`}>
            <Button type="primary">編集</Button>
          </Link>
        )
      }
    >
      {(r) => (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'name', label: 'ロール名', children: r.name },
              { key: 'brand', label: 'ブランド', children: r.brandName },
              { key: 'admin', label: '管理者', children: r.isAdmin ? <Tag color="red">管理者</Tag> : <Tag>一般</Tag> },
              { key: 'count', label: 'ユーザー数', children: r.accountCount },
              { key: 'description', label: '説明', span: 'filled', children: text(r.description) },
              { key: 'updated', label: '更新日時', children: dateTime(r.updatedAt) },
            ]}
          />
          <Card title="権限" size="small">
            {r.isAdmin && (
              <Alert type="info" showIcon style={{ marginBottom: 12 }} message="管理者ロールは、ブランドで利用するすべての機能の、すべての権限を持ちます。" />
            )}
            <PermissionMatrix value={r.permissions} disabled allGranted={r.isAdmin} />
          </Card>
        </>
      )}
    </DetailPage>
  );
}
