import { createBrowserRouter, useRouteError, type RouteObject } from 'react-router';
import { setAuthInvalidHandler, setPasswordChangeHandler } from '../api/client.js';
import { screens } from './screens.js';
import { lazyScreen } from './lazy-screen.js';
import { TitleFrame } from './page-title.js';
import { RootRedirect } from './root-redirect.js';

// Shown while a lazily loaded screen arrives on the first load.
const Blank = () => null;

// A screen that failed while showing (a chunk that did not arrive has its own view, see lazy-screen).
// Plain markup on purpose: the error view must not pull component code into the first load.
function ScreenError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <h2>画面を表示できませんでした</h2>
      <p>しばらくしてから再度お試しください。解決しない場合は管理者にお問い合わせください。</p>
      <button type="button" onClick={() => window.location.reload()}>
        再読み込み
      </button>
    </div>
  );
}

const toRoute = (path: string): RouteObject => {
  const load = screens[path];
  if (!load) throw new Error(`no screen module for ${path}`);
  return { path, lazy: lazyScreen(load), errorElement: <ScreenError />, HydrateFallback: Blank };
};

/** The screens open without signing in; a test holds them to the registry's public entries. */
export const PUBLIC_PATHS = ['/login', '/help', '/player'];

// Built from the screens' modules (the registry itself is not in the first load: it is derived from
// every feature's manifest, endpoints included): public screens stand alone, the rest sit behind the guard
// inside the layout (the /help page shows the layout when signed in). The shell is loaded
// lazily too, so the login screen stays small. The root sets each page's tab title.
export const routes: RouteObject[] = [
  {
    element: <TitleFrame />,
    children: [
      { path: '/', element: <RootRedirect /> },
      toRoute('/login'),
      // A signage device's player (docs/signage.md): full screen, outside the console's layout.
      toRoute('/player'),
      {
        lazy: lazyScreen(() => import('./app-layout.js').then((m) => ({ default: m.AppLayout }))),
        errorElement: <ScreenError />,
        HydrateFallback: Blank,
        children: [
          toRoute('/help'),
          {
            lazy: lazyScreen(() => import('./guard.js').then((m) => ({ default: m.RequireAuth }))),
            HydrateFallback: Blank,
            children: [
              ...Object.keys(screens)
                .filter((path) => !PUBLIC_PATHS.includes(path))
                .map(toRoute),
              { path: '*', lazy: lazyScreen(() => import('./not-found.js').then((m) => ({ default: m.NotFound }))) },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  setAuthInvalidHandler(
    (redirect) => void router.navigate(`/login?redirect=${encodeURIComponent(redirect)}`, { replace: true }),
  );
  // The first password change is on the login screen, which shows it for a stored session that needs it.
  setPasswordChangeHandler(
    (redirect) => void router.navigate(`/login?redirect=${encodeURIComponent(redirect)}`, { replace: true }),
  );
  return router;
}
