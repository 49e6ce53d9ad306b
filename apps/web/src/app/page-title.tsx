import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { matchRoute } from '@cinema/contracts/routes';

export const APP_NAME = '劇場管理コンソール';

/** The browser tab's title for a location, from the route registry: 「作品 | 劇場管理コンソール」. */
export function pageTitle(pathname: string) {
  const route = matchRoute(pathname);
  return route && route.path !== '/' ? `${route.label} | ${APP_NAME}` : APP_NAME;
}

/**
 * Sets the tab title on every navigation; the root of the router, so every screen has one.
 * Plain on purpose: it is in the login screen's first load.
 */
export function TitleFrame() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return <Outlet />;
}
