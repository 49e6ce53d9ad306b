import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { APP_VERSION } from '@cinema/contracts/version';
import { bindFeedback, loading } from '../api/feedback.js';
import { checkAppVersion, getToken } from '../api/storage.js';
import { refreshSession } from '../api/session.js';
import { createRouter } from './router.js';
import { theme } from './theme.js';

dayjs.locale('ja');
checkAppVersion(APP_VERSION);

const router = createRouter();

function Feedback() {
  const { message } = AntApp.useApp();
  const [pending, setPending] = useState(loading.count);
  useEffect(() => {
    // A refusal says why and what to do: it stays long enough to be read (6 s; successes 3 s).
    bindFeedback({ error: (t) => void message.error(t, 6), success: (t) => void message.success(t) });
    return loading.subscribe(setPending);
  }, [message]);
  // Delay-free overlay for calls that ask for it; lists and forms show their own spinners.
  return pending > 0 ? <Spin fullscreen spinning aria-label="読み込み中" /> : null;
}

export function App() {
  useEffect(() => {
    // Permissions may have changed since the last visit: refresh the stored session quietly.
    if (getToken()) void refreshSession().catch(() => undefined);
  }, []);
  return (
    <ConfigProvider locale={jaJP} button={{ autoInsertSpace: false }} theme={theme}>
      <AntApp>
        <Feedback />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
