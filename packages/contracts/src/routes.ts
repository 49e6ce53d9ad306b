import { features } from './features.js';
import type { ScreenRoute } from './route-types.js';

export * from './route-types.js';
export * from './route-access.js';

// Every screen that exists, and only those: the side menu, the route guard and the API's
// permission checks all read this list. A screen joins it when it works end to end.
// Each feature declares its screens in its manifest (features.ts); the features' order is the menu's.
export const screenRoutes: readonly ScreenRoute[] = features.flatMap((f) => f.routes);

/** Every registered screen path, as a type: `pathTo()` and `<Link>` helpers accept only these. */
export type ScreenPath = NonNullable<(typeof features)[number]['paths']>;

/** A registry path as a typed value, where a pattern itself is meant (`matchRoute(pathname)?.path === screenPath('/ticketlist/:id')`). */
export const screenPath = <P extends ScreenPath>(path: P): P => path;

type ParamsOf<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? K | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? K
    : never;
/** The values a screen path's `:params` need (`/movie/update/:id` → { id }). */
export type ScreenParams<P extends string> = { [K in ParamsOf<P>]: string | number };

type PathArgs<P extends ScreenPath> = [ParamsOf<P>] extends [never]
  ? [params?: Record<string, never>, query?: Record<string, string | number | null | undefined>]
  : [params: ScreenParams<P>, query?: Record<string, string | number | null | undefined>];

/**
 * A screen's URL from its registry path: `pathTo('/movie/update/:id', { id: 3 })` → '/movie/update/3'.
 * The first argument takes only registered paths, so a renamed or removed screen is a type error
 * wherever it is linked; empty query values are left out.
 */
export function pathTo<P extends ScreenPath>(path: P, ...[params, query]: PathArgs<P>): string {
  const filled = path.replace(/:([A-Za-z_]\w*)/g, (_, k: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[k])),
  );
  const search = Object.entries(query ?? {})
    .filter(([, v]) => v != null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

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
