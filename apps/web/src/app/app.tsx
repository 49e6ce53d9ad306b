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
import { HEADER_HEIGHT, theme } from './theme.js';

dayjs.locale('ja');
checkAppVersion(APP_VERSION);

const router = createRouter();

// Toasts open below the header (its 劇場を選択 and account menu stay in reach) and at most three at once.
export const toastPlacement = { top: HEADER_HEIGHT + 8, maxCount: 3 };

// A long message wraps in a readable column (and keeps its line breaks) instead of one line across the screen.
const toastStyle = {
  display: 'inline-block',
  maxWidth: 'min(560px, 80vw)',
  textAlign: 'left',
  verticalAlign: 'top',
  whiteSpace: 'pre-line',
} as const;
const toastText = (t: string) => <span style={toastStyle}>{t}</span>;

function Feedback() {
  const { message } = AntApp.useApp();
  const [pending, setPending] = useState(loading.count);
  useEffect(() => {
    // A refusal says why and what to do: it stays long enough to be read (6 s; successes 3 s).
    bindFeedback({
      error: (t) => void message.error(toastText(t), 6),
      success: (t) => void message.success(toastText(t)),
      info: (t) => void message.info(toastText(t)),
    });
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
      <AntApp message={toastPlacement}>
        <Feedback />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
