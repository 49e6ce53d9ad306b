import type { features } from './features.js';

// Typed screen paths, apart from the registry itself: the registry is derived from every feature's manifest,
// endpoint declarations included, and a screen that only links (the login screen) must not load it. The
// import above is a type: nothing of the manifests is loaded at run time.

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
