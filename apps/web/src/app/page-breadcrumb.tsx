import { Link, useLocation } from 'react-router';
import { Breadcrumb } from 'antd';
import { matchRoute, screenRoutes, type ScreenRoute } from '@cinema/contracts/routes';

// What a nested page does, by the last fixed part of its path.
const steps: Record<string, string> = { create: '新規作成', edit: '編集', update: '編集', detail: '詳細' };

/** The menu screen a page shared by several names in its search (route.parentBy), if it names one. */
export function namedParent(route: ScreenRoute, search: string): ScreenRoute | undefined {
  if (!route.parentBy) return undefined;
  const value = new URLSearchParams(search).get(route.parentBy.param);
  const path = value ? route.parentBy.paths[value] : undefined;
  return screenRoutes.find((r) => r.menu && r.path === path);
}

/** The menu screen a nested page belongs to and the step it is: 作品 > 新規作成. */
export function trail(pathname: string, search = ''): { parent: ScreenRoute; step: string } | null {
  const route = matchRoute(pathname);
  if (!route || route.menu || route.public) return null;
  const parts = route.path.split('/').filter((p) => p && !p.startsWith(':'));
  const parent =
    namedParent(route, search) ??
    screenRoutes
      .filter((r) => r.menu && r.path.toLowerCase() === `/${parts[0]?.toLowerCase()}`)
      .concat(screenRoutes.filter((r) => r.menu && route.path.startsWith(`${r.path}/`)))[0];
  if (!parent) return null;
  return { parent, step: steps[parts.at(-1) ?? ''] ?? route.label };
}

/** Breadcrumbs above nested pages (create, edit, detail); list screens have none. */
export function PageBreadcrumb() {
  const { pathname, search } = useLocation();
  const t = trail(pathname, search);
  if (!t) return null;
  return (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={[{ title: <Link to={t.parent.path}>{t.parent.label}</Link> }, { title: t.step }]}
    />
  );
}
