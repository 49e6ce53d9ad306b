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

export function renderWithProviders(ui: ReactNode, { path = '/', route = path, otherScreens = {} }: Where = {}) {
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      ...Object.entries(otherScreens).map(([to, title]) => ({ path: to, element: <p>{title}</p> })),
    ],
    { initialEntries: [path] },
  );
  // No motion: a dialog or dropdown is there at once, as a user sees it once it has opened.
  // antd's styles go to a detached element: jsdom has no layout to apply them to, and matched every
  // one of their thousands of rules on each getComputedStyle (60 ms a call, most of a test's time).
  const rendered = render(
    <StyleProvider container={detachedStyles}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>
    </StyleProvider>,
  );
  /** The router, to read the location a page went to (router.state.location). */
  return Object.assign(rendered, { router });
}
