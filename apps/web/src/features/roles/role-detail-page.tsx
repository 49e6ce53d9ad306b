import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Tag } from 'antd';
import { roleEndpoints, roleLabels as L, pathTo } from '@cinema/contracts';
import { usePermission } from '../../api/session.js';
import { dateTime, text } from '../../lib/format.js';
import { roleKeys } from '../../entities/roles/role-queries.js';
import { DetailPage } from '../../ui/detail-page.js';
import { PermissionMatrix } from './permission-matrix.js';

/** /role/detail/:id: a role and its permissions, read-only. */
export default function RoleDetailPage() {
  const { id = '' } = useParams();
  const perm = usePermission('users');
  return (
    <DetailPage
      title="ロール詳細"
      backPath={pathTo('/role')}
      endpoint={roleEndpoints.detail}
      id={id}
      queryKey={roleKeys.all}
      actions={(r) =>
        perm.can('update') && (
          <Link to={pathTo('/role/edit/:id', { id: r.id })}>
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
              { key: 'name', label: L.name, children: r.name },
              { key: 'brand', label: L.brandId, children: r.brandName },
              { key: 'admin', label: L.isAdmin, children: r.isAdmin ? <Tag color="red">管理者</Tag> : <Tag>一般</Tag> },
              { key: 'count', label: L.accountCount, children: r.accountCount },
              { key: 'description', label: L.description, span: 'filled', children: text(r.description) },
              { key: 'updated', label: L.updatedAt, children: dateTime(r.updatedAt) },
            ]}
          />
          <Card title={L.permissions} size="small">
            {r.isAdmin && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                message="管理者ロールは、ブランドで利用するすべての機能の、すべての権限を持ちます。"
              />
            )}
            <PermissionMatrix value={r.permissions} disabled allGranted={r.isAdmin} />
          </Card>
        </>
      )}
    </DetailPage>
  );
}
