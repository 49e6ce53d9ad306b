import { matchRoute } from '@cinema/contracts/routes';

export const APP_NAME = '劇場管理コンソール';

/** The browser tab's title for a location, from the route registry: 「作品 | 劇場管理コンソール」. */
export function pageTitle(pathname: string) {
  const route = matchRoute(pathname);
  return route && route.path !== '/' ? `${route.label} | ${APP_NAME}` : APP_NAME;
}
