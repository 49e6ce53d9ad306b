// Typed paths without the registry (the first load must stay small).
import { pathTo } from '@cinema/contracts/screen-paths';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Form, Input } from 'antd';
import { LockOutlined, UserOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { LoginBody } from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { clearStorage, getToken, saveSession } from '../../api/storage.js';
import { useSession } from '../../api/session.js';

// Needed only after a password_expired answer; kept out of the first load.
const ExpiredPasswordForm = lazy(() =>
  import('./expired-password-form.js').then((m) => ({ default: m.ExpiredPasswordForm })),
);

// Shown for a session whose password an administrator set (first login); also out of the first load.
const FirstPasswordForm = lazy(() =>
  import('./first-password-form.js').then((m) => ({ default: m.FirstPasswordForm })),
);

// The declarations come with zod, which the first load of /login must not carry (bench/login-bundle.mjs):
// the login call's declaration is loaded when the form is sent.
const login = async (body: LoginBody) => {
  const { authEndpoints } = await import('@cinema/contracts');
  return call(authEndpoints.login, { body }, { alert: false, successMessage: false });
};

const logout = async () => {
  const { authEndpoints } = await import('@cinema/contracts');
  await call(authEndpoints.logout, {}, { alert: false, successMessage: false }).catch(() => undefined);
  clearStorage();
};

/** Only same-site paths are followed after login, never another origin. */
const safeRedirect = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : pathTo('/dashboard');

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState<LoginBody | null>(null);
  // The password just typed, for the first change (not asked twice); null after a reload.
  const [typed, setTyped] = useState<string | null>(null);
  const session = useSession();
  const mustChange = !!session?.mustChangePassword && !!getToken();
  const proceed = () => navigate(safeRedirect(params.get('redirect')), { replace: true });

  const signIn = async (body: LoginBody) => {
    setBusy(true);
    setError(null);
    try {
      const data = await login(body);
      setTyped(body.password);
      saveSession(data);
      if (!data.mustChangePassword) await proceed();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'password_expired') setExpired(body);
      else setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: 'linear-gradient(135deg,#2b0a0d,#6d0f16)',
      }}
    >
      <Card style={{ width: 380 }}>
        <h1 style={{ textAlign: 'center', fontSize: 22, margin: '0 0 16px' }}>
          <VideoCameraOutlined style={{ color: '#b5121b', marginRight: 8 }} />
          劇場管理コンソール
        </h1>
        {mustChange ? (
          <Suspense fallback={null}>
            <FirstPasswordForm
              oldPassword={typed}
              onDone={() => void proceed()}
              onLogout={() => {
                setTyped(null);
                void logout();
              }}
            />
          </Suspense>
        ) : expired ? (
          <Suspense fallback={null}>
            <ExpiredPasswordForm
              userName={expired.userName}
              oldPassword={expired.password}
              onDone={(password) => {
                setExpired(null);
                void signIn({ userName: expired.userName, password });
              }}
            />
          </Suspense>
        ) : (
          <Form layout="vertical" onFinish={signIn} requiredMark={false}>
            {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={error} role="alert" />}
            <Form.Item
              label="ログインID"
              name="userName"
              rules={[{ required: true, message: '「ログインID」を入力してください' }]}
            >
              <Input prefix={<UserOutlined />} autoFocus autoComplete="username" />
            </Form.Item>
            <Form.Item
              label="パスワード"
              name="password"
              rules={[{ required: true, message: '「パスワード」を入力してください' }]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              ログイン
            </Button>
          </Form>
        )}
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Link to={pathTo('/help')}>ヘルプ</Link>
        </div>
      </Card>
    </main>
  );
}
