import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Layout, Spin } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { refreshSession, useSession } from '../api/session.js';
import { readUserOptions, writeUserOptions } from '../lib/user-options.js';
import { AppHeader } from './app-header.js';
import { SideMenu } from './side-menu.js';
import { PageBreadcrumb } from './page-breadcrumb.js';
import { SalesStopBanner } from '../entities/sales-stops/sales-stop-banner.js';

// Server state lives here, with the shell, so the login screen loads no query code.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* A screen opened from the menu starts at its top (the page scrolled down to reach a menu item at the
          bottom); 戻る returns to where the list was. */}
      <ScrollRestoration />
      <Shell />
    </QueryClientProvider>
  );
}

/**
 * A role changed by an administrator takes effect at the next screen, without logging out: each navigation
 * reads the session again, quietly (the app's start reads it once already). The menu, the guard and the
 * buttons follow the stored session.
 */
export function useSessionRefreshOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refreshSession().catch(() => undefined);
  }, [pathname]);
}

/** Header and side menu around every signed-in screen (hidden on / and /login). */
function Shell() {
  const session = useSession();
  useSessionRefreshOnNavigate();
  const [collapsed, setCollapsed] = useState(() => readUserOptions().menuCollapsed ?? false);
  if (!session) return <Outlet />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader session={session} />
      <SalesStopBanner session={session} />
      <Layout>
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={(c) => {
            setCollapsed(c);
            writeUserOptions({ menuCollapsed: c });
          }}
          width={220}
        >
          <nav>
            <SideMenu session={session} collapsed={collapsed} />
          </nav>
        </Layout.Sider>
        {/* Layout.Content is the page's one <main>. */}
        <Layout.Content style={{ padding: 24, background: '#f5f5f5', minWidth: 0 }}>
          <div style={{ background: '#fff', padding: 24, borderRadius: 8, minHeight: 'calc(100vh - 160px)' }}>
            <PageBreadcrumb />
            <Suspense fallback={<Spin />}>
              <Outlet />
            </Suspense>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
