import { Link, useParams } from 'react-router';
import { Button, Descriptions, Tag } from 'antd';
import { accountEndpoints, accountLabels as L, pathTo } from '@cinema/contracts';
import { usePermission } from '../../api/session.js';
import { date, dateTime, text } from '../../lib/format.js';
import { DetailPage } from '../../ui/detail-page.js';
import { cinemasText, typeLabel } from './account-options.js';
import { accountKeys } from './account-queries.js';
import { LockTag, UnlockButton } from './account-lock.js';

/** /user/detail/:id: one account as its administrator sees it; never the password. */
export default function AccountDetailPage() {
  const { id = '' } = useParams();
  const perm = usePermission('users');
  return (
    <DetailPage
      title="ユーザー詳細"
      backPath={pathTo('/user')}
      endpoint={accountEndpoints.detail}
      id={id}
      queryKey={accountKeys.all}
      actions={(a) => (
        <>
          <UnlockButton account={a} type="default" />
          {perm.can('update') && (
            <Link to={pathTo('/user/edit/:id', { id: a.id })}>
              <Button type="primary">編集</Button>
            </Link>
          )}
        </>
      )}
    >
      {(a) => (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'userName', label: L.userName, children: a.userName },
            { key: 'displayName', label: L.displayName, children: a.displayName },
            { key: 'email', label: L.email, children: a.email },
            { key: 'type', label: L.type, children: typeLabel(a.type) },
            { key: 'brand', label: L.brandId, children: text(a.brandName) },
            { key: 'role', label: L.roleId, children: text(a.roleName) },
            { key: 'cinemas', label: L.cinemaIds, span: 'filled', children: cinemasText(a) },
            {
              key: 'active',
              label: L.active,
              children: (
                <>
                  {a.active ? <Tag color="green">有効</Tag> : <Tag>無効</Tag>}
                  <LockTag account={a} />
                  {a.locked && <span>{dateTime(a.lockedUntil)} までログインできません</span>}
                </>
              ),
            },
            { key: 'lastLogin', label: L.lastLoginAt, children: dateTime(a.lastLoginAt) },
            { key: 'passwordChanged', label: L.passwordChangedAt, children: date(a.passwordChangedAt) },
            { key: 'created', label: L.createdAt, children: dateTime(a.createdAt) },
            { key: 'updated', label: L.updatedAt, children: dateTime(a.updatedAt) },
            {
              key: 'note',
              label: L.note,
              span: 'filled',
              children: <span style={{ whiteSpace: 'pre-wrap' }}>{text(a.note)}</span>,
            },
          ]}
        />
      )}
    </DetailPage>
  );
}
