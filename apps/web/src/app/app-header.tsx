import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Dropdown, Flex, Layout, Tag, Typography } from 'antd';
import {
  BankOutlined,
  VideoCameraOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  RollbackOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { accountTypeLabels, authEndpoints, type SessionData } from '@cinema/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../api/client.js';
import { clearStorage } from '../api/storage.js';
import { useIsActingAs } from '../api/session.js';
import { useActAs } from '../ui/use-act-as.js';
import { CinemaPicker } from './cinema-picker.js';
import { markSignedOut } from './guard.js';
import { NotificationBadge } from '../entities/device-notifications/notification-badge.js';

export function AppHeader({ session }: { session: SessionData }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const acting = useIsActingAs();
  const [picking, setPicking] = useState(false);

  // Tell the guard first: otherwise it sees a signed-out visitor and says the session expired.
  const logout = async () => {
    await call(authEndpoints.logout, {}, { successMessage: false, alert: false }).catch(() => undefined);
    markSignedOut();
    clearStorage();
    qc.clear();
    await navigate('/login', { replace: true });
  };
  const { back } = useActAs();

  const items = [
    { key: 'account', icon: <SettingOutlined />, label: <Link to="/setting-account">アカウント設定</Link> },
    ...(acting ? [{ key: 'return', icon: <RollbackOutlined />, label: '元のアカウントに戻る', onClick: back }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: 'ログアウト', onClick: logout },
  ];

  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        background: '#fff',
        paddingInline: 16,
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <Flex align="center" gap={12}>
        <Link to="/dashboard" aria-label="ダッシュボードへ" style={{ fontWeight: 700, fontSize: 18, color: '#1f1f1f' }}>
          <VideoCameraOutlined style={{ color: '#b5121b', marginRight: 8 }} />
          劇場管理コンソール
        </Link>
        {session.brandName && <Tag color="blue">{session.brandName}</Tag>}
        {acting && (
          <Tag color="orange">
            代理ログイン中：{session.userName}（元：{session.originalUserName ?? '-'}）
          </Tag>
        )}
      </Flex>
      <Flex align="center" gap={8}>
        {session.cinemas.length > 0 && (
          <Button
            icon={<BankOutlined />}
            onClick={() => setPicking(true)}
            disabled={session.cinemas.length < 2 && session.cinemaId != null}
          >
            {session.cinemaObj?.name ?? '劇場を選択'}
          </Button>
        )}
        <NotificationBadge />
        <Link to="/help" aria-label="ヘルプ">
          <Button type="text" icon={<QuestionCircleOutlined />}>
            ヘルプ
          </Button>
        </Link>
        <Dropdown menu={{ items }} trigger={['click']}>
          <Button type="text" icon={<UserOutlined />} aria-label="ユーザーメニュー">
            <Typography.Text>{session.displayName}</Typography.Text>
            <Typography.Text type="secondary">（{accountTypeLabels[session.adminType]}）</Typography.Text>
          </Button>
        </Dropdown>
      </Flex>
      {picking && (
        <CinemaPicker
          session={session}
          open
          onClose={() => setPicking(false)}
          allowAll={session.adminType !== 'cinema'}
        />
      )}
    </Layout.Header>
  );
}
