import { Link, useParams } from 'react-router';
import { Button, Descriptions, Tag } from 'antd';
import type { Account } from '@cinema/contracts';
import { usePermission } from '../../api/session.js';
import { date, dateTime, text } from '../../lib/format.js';
import { DetailPage } from '../../ui/detail-page.js';
import { accountEndpoints, accountKeys } from './accounts-api.js';
import { cinemasText, typeLabel } from './account-options.js';

/** /user/detail/:id: one account as its administrator sees it; never the password. */
export default function AccountDetailPage() {
  const { id = '' } = useParams();
  const perm = usePermission('users');
  return (
    <DetailPage<Account>
      title="ユーザー詳細"
      backPath="/user"
      endpoint={accountEndpoints.detail(id)}
      queryKey={accountKeys.all}
      actions={(a) =>
        perm.can('update') && (
          <Link to={`/user/edit/${a.id}`}>
            <Button type="primary">編集</Button>
          </Link>
        )
      }
    >
      {(a) => (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'userName', label: 'ユーザー名', children: a.userName },
            { key: 'displayName', label: '氏名', children: a.displayName },
            { key: 'email', label: 'メールアドレス', children: a.email },
            { key: 'type', label: '種類', children: typeLabel(a.type) },
            { key: 'brand', label: 'ブランド', children: text(a.brandName) },
            { key: 'role', label: 'ロール', children: text(a.roleName) },
            { key: 'cinemas', label: '担当劇場', span: 'filled', children: cinemasText(a) },
            { key: 'active', label: '状態', children: a.active ? <Tag color="green">有効</Tag> : <Tag>無効</Tag> },
            { key: 'lastLogin', label: '最終ログイン', children: dateTime(a.lastLoginAt) },
            { key: 'passwordChanged', label: 'パスワード変更日', children: date(a.passwordChangedAt) },
            { key: 'created', label: '登録日時', children: dateTime(a.createdAt) },
            { key: 'updated', label: '更新日時', children: dateTime(a.updatedAt) },
            { key: 'note', label: '備考', span: 'filled', children: <span style={{ whiteSpace: 'pre-wrap' }}>{text(a.note)}</span> },
          ]}
        />
      )}
    </DetailPage>
  );
}
