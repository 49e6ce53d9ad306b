import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';

interface Where {
  /** The URL the page opens at; '/' unless given. */
  path?: string;
  /** The route pattern the page is mounted at, when it reads params (e.g. '/rules/edit/:id'); the path unless given. */
  route?: string;
  /** Screens the page may go to, by path; each shows only its title. */
  otherScreens?: Record<string, string>;
}

/** Renders a page as the app does: a fresh query client (no retries, so errors show at once) and a router. */
const detachedStyles = document.createElement('div');

/** The query clients of the pages rendered in this test, for settleQueries(). */
const liveClients = new Set<QueryClient>();

/**
 * Lets the pages of the test that just ended finish what they started: a test that stops once its save call is
 * sent would otherwise unmount the page while the save still refetches and then navigates, and React Router then
 * fails on a router that is gone (an unhandled error that fails the whole run). Bounded, so a page that polls
 * cannot hold the run.
 */
export async function settleQueries(limitMs = 2_000): Promise<void> {
  const until = Date.now() + limitMs;
  for (const client of liveClients) {
    while ((client.isFetching() > 0 || client.isMutating() > 0) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  // One more macrotask: the navigation that follows the refetch.
  await new Promise((resolve) => setTimeout(resolve, 0));
  liveClients.clear();
}

export function renderWithProviders(ui: ReactNode, { path = '/', route = path, otherScreens = {} }: Where = {}) {
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      ...Object.entries(otherScreens).map(([to, title]) => ({ path: to, element: <p>{title}</p> })),
      // A page that goes somewhere the test did not list lands here, and the test's own assertion reports it;
      // without it React Router (dev build) throws outside the test and fails the whole run.
      { path: '*', element: <p>（テストに無い画面）</p> },
    ],
    { initialEntries: [path] },
  );
  // No motion: a dialog or dropdown is there at once, as a user sees it once it has opened.
  // antd's styles go to a detached element: jsdom has no layout to apply them to, and matched every
  // one of their thousands of rules on each getComputedStyle (60 ms a call, most of a test's time).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  liveClients.add(client);
  const rendered = render(
    <StyleProvider container={detachedStyles}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>
    </StyleProvider>,
  );
  /** The router, to read the location a page went to (router.state.location). */
  return Object.assign(rendered, { router });
}
