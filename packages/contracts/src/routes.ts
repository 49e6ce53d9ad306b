import { features } from './features.js';
import type { ScreenRoute } from './route-types.js';

export * from './route-types.js';
export * from './route-access.js';
export * from './screen-paths.js';

// Every screen that exists, and only those: the side menu, the route guard and the API's
// permission checks all read this list. A screen joins it when it works end to end.
// Each feature declares its screens in its manifest (features.ts); the features' order is the menu's.
export const screenRoutes: readonly ScreenRoute[] = features.flatMap((f) => f.routes);

export function findRoute(path: string): ScreenRoute {
  const route = screenRoutes.find((x) => x.path === path);
  if (!route) throw new Error(`route registry has no ${path}`);
  return route;
}

/** Matches a concrete location (`/user/edit/3`) to its registry entry. */
export function matchRoute(pathname: string): ScreenRoute | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return screenRoutes.find((x) => {
    const re = new RegExp(`^${x.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    return re.test(clean);
  });
}
