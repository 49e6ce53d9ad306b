import { Link } from 'react-router';
import { Card, Col, Row, Table, Typography } from 'antd';
import { accountTypeLabels, menuGroups, screenRoutes, type SessionData, pathTo } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { canOpen } from '../../lib/access.js';
import { groupPurpose, screenNotes } from './help-content.js';

/** The menu screens a reader may open; before signing in, all of them (an overview of the console). */
const readable = (session: SessionData | null) =>
  screenRoutes.filter((r) => r.menu && (!session || canOpen(session, r)));

const roleRows = [
  {
    key: 'superAdmin',
    role: accountTypeLabels.superAdmin,
    scope: 'すべてのブランド・劇場',
    note: '全体設定とドメイン設定、ブランドの登録・削除、ブランドへの代理ログインができます。',
  },
  {
    key: 'brand',
    role: accountTypeLabels.brand,
    scope: '自社ブランドのすべての劇場',
    note: '劇場・ユーザー・ロールを管理し、自社のユーザーとして代理ログインできます（管理者ロールのみ）。',
  },
  {
    key: 'cinema',
    role: accountTypeLabels.cinema,
    scope: '担当の劇場のみ',
    note: '担当劇場の日々の運営を行います。複数の劇場を担当する場合は、画面右上で操作する劇場を切り替えます。',
  },
];

/** The help page: what each menu group is for, how roles work, who to ask. */
export default function HelpPage() {
  const session = useSession();
  const screens = readable(session);
  const groups = menuGroups.filter((g) => screens.some((r) => r.group === g.key));
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={2}>ヘルプ</Typography.Title>
      <Typography.Paragraph>
        劇場管理コンソールは、映画館チェーンの本部と各劇場が、作品・スクリーン・上映スケジュール・売上などを管理するための画面です。
        左のメニューは、ログインしたユーザーの権限で使える画面だけを表示します。
        {session
          ? 'このページも、あなたが開ける画面だけを説明しています。'
          : 'ログインすると、あなたが開ける画面だけを表示します。'}
      </Typography.Paragraph>

      <Typography.Title level={3}>メニューの構成</Typography.Title>
      <Row gutter={[16, 16]}>
        {groups.map((g) => (
          <Col xs={24} md={12} key={g.key}>
            <Card size="small" title={g.label}>
              {groupPurpose[g.key] && <Typography.Paragraph>{groupPurpose[g.key]}</Typography.Paragraph>}
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {screens
                  .filter((r) => r.group === g.key)
                  .map((r) => (
                    <li key={r.path}>
                      {session ? <Link to={r.path}>{r.label}</Link> : r.label}
                      {screenNotes[r.path] && (
                        <Typography.Text type="secondary">：{screenNotes[r.path]}</Typography.Text>
                      )}
                    </li>
                  ))}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>

      <Typography.Title level={3} style={{ marginTop: 24 }}>
        ユーザーの種類と権限
      </Typography.Title>
      <Table
        size="small"
        pagination={false}
        dataSource={roleRows.slice(session ? roleRows.findIndex((r) => r.key === session.adminType) : 0)}
        columns={[
          { title: '種類', dataIndex: 'role' },
          { title: '操作できる範囲', dataIndex: 'scope' },
          { title: 'できること', dataIndex: 'note' },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 12 }}>
        本部と劇場のユーザーには「ロール」が割り当てられ、メニューごとに「閲覧・作成・編集・削除・出力」の権限を設定します。
        「管理者」ロールはブランドで有効なすべての機能を使えます。表示されない画面やボタンは、権限が付与されていないものです。
      </Typography.Paragraph>

      <Typography.Title level={3}>困ったときは</Typography.Title>
      <ul>
        <li>
          パスワードを忘れた・アカウントが無効になった：所属ブランドの本部管理者に連絡し、パスワードの再設定を依頼してください。
        </li>
        <li>必要な画面が表示されない：本部管理者にロールの権限の追加を依頼してください。</li>
        <li>
          「他のユーザーによって更新されています」と表示された：画面を再読み込みして最新の内容を確認してから、もう一度保存してください。
        </li>
        <li>システムの障害やブランド自体の設定：プラットフォーム運営者（スーパー管理者）にお問い合わせください。</li>
      </ul>
      <Link to={pathTo('/dashboard')}>ダッシュボードへ</Link>
    </div>
  );
}
