import { useEffect, useState, type ComponentType } from 'react';

type Load = () => Promise<{ default: ComponentType }>;

/**
 * Whether a full reload would reach the server: after a new deployment the old chunk is gone and
 * only a reload helps, but offline a reload shows the browser's error page instead of ours.
 */
async function serverAnswers() {
  try {
    const res = await fetch(window.location.href, { cache: 'no-store', headers: { accept: 'text/html' } });
    return res.ok;
  } catch {
    return false;
  }
}

/** How long a screen whose code did not arrive keeps trying by itself, and how often (docs/web-conventions.md). */
export const RETRY_FOR_MS = 120_000;
export const RETRY_EVERY_MS = 5_000;

/**
 * In place of a screen whose code did not arrive (offline, a flaky network, a replaced deployment):
 * it tries again by itself every 5 s for 120 s, saying so, then gives up with 「再読み込み」, which loads
 * the screen again without leaving the page; the same view serves later visits to the route until the
 * code arrives. Plain markup on purpose: the login screen's route uses it, and its first load must stay
 * free of component code.
 */
function screenRetry(load: Load): ComponentType {
  let loaded: ComponentType | null = null;
  const failedAt = Date.now();
  return function ScreenRetry() {
    const [, setDone] = useState(0);
    const [busy, setBusy] = useState(false);
    const [failures, setFailures] = useState(0);
    const [trying, setTrying] = useState(() => Date.now() - failedAt < RETRY_FOR_MS);
    useEffect(() => {
      if (!trying || loaded) return;
      const timer = setInterval(() => {
        if (Date.now() - failedAt >= RETRY_FOR_MS) {
          clearInterval(timer);
          setTrying(false);
          return;
        }
        load().then(
          (m) => {
            loaded = m.default;
            clearInterval(timer);
            setDone((n) => n + 1);
          },
          () => undefined,
        );
      }, RETRY_EVERY_MS);
      return () => clearInterval(timer);
    }, [trying]);
    if (loaded) {
      const Screen = loaded;
      return <Screen />;
    }
    const retry = async () => {
      setBusy(true);
      try {
        loaded = (await load()).default;
        setDone((n) => n + 1);
      } catch {
        // A replaced deployment fails the same way each time: a full load fetches the new one.
        if (failures > 0 && navigator.onLine && (await serverAnswers())) window.location.reload();
        else setFailures((n) => n + 1);
      } finally {
        setBusy(false);
      }
    };
    return (
      <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
        <h2>画面を読み込めませんでした</h2>
        <p>
          {failures > 0
            ? 'まだ読み込めません。ネットワークの接続を確認してから、もう一度お試しください。'
            : trying
              ? '自動で再読み込みしています（最長2分）。すぐに試すときは「再読み込み」を押してください。'
              : 'ネットワークの接続が不安定な可能性があります。「再読み込み」を押してください。'}
        </p>
        <button type="button" onClick={() => void retry()} disabled={busy}>
          {busy ? '読み込み中…' : '再読み込み'}
        </button>
      </div>
    );
  };
}

/** A route's `lazy` for a screen module: a chunk that fails to load shows {@link screenRetry}, never rejects. */
export function lazyScreen(load: Load) {
  return async () => {
    try {
      return { Component: (await load()).default };
    } catch {
      return { Component: screenRetry(load) };
    }
  };
}
