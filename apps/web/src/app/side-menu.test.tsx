import { describe, expect, it } from 'vitest';
import {
  effectivePermissions,
  allModulesOn,
  screenRoutes,
  type SessionData,
  type PermissionMap,
} from '@cinema/contracts';
import { menuItems, selectedEntry } from './side-menu.js';
import { featureScreens, screens } from './screens.js';
import { PUBLIC_PATHS } from './router.js';
import { testSession } from '../test/session.js';

const session = (adminType: SessionData['adminType'], permissionMap: PermissionMap): SessionData =>
  testSession('headOffice', { adminType, permissionMap, brandId: adminType === 'superAdmin' ? null : 1 });

// Flattens the antd items to the paths of their links.
const paths = (s: SessionData) =>
  menuItems(s).flatMap((i) => {
    const item = i as { key: string; children?: { key: string }[] };
    return item.children ? item.children.map((c) => c.key) : [item.key];
  });

describe('side menu from the route registry', () => {
  it('shows superAdmin the platform screens', () => {
    const p = paths(session('superAdmin', effectivePermissions('superAdmin', null, {})));
    expect(p).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/brand',
        '/cinema',
        '/setting-global',
        '/edit-domain',
        '/job-queue',
        '/user',
        '/role',
        '/help',
      ]),
    );
  });

  it('shows a brand admin its screens but not the platform ones', () => {
    const p = paths(
      session('brand', effectivePermissions('brand', { isAdmin: true, permissions: {} }, allModulesOn())),
    );
    expect(p).toContain('/cinema');
    expect(p).toContain('/user');
    expect(p).not.toContain('/setting-global');
    expect(p).not.toContain('/edit-domain');
    expect(p).not.toContain('/job-queue');
  });

  it('hides a screen whose module permission is missing', () => {
    const p = paths(session('brand', { settings: ['view'] }));
    expect(p).toContain('/cinema');
    expect(p).not.toContain('/user');
  });

  it('shows cinema staff only what their role allows', () => {
    const p = paths(session('cinema', { dashboard: ['view'] }));
    expect(p).toEqual(['/dashboard', '/setting-account', '/help']);
  });

  it('gives every top-level entry an icon and its name, so the collapsed menu shows icons with tooltips', () => {
    const items = menuItems(session('superAdmin', effectivePermissions('superAdmin', null, {}))) as {
      icon?: unknown;
      title?: string;
    }[];
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) {
      expect(item.icon).toBeTruthy();
      expect(item.title).toMatch(/\S/);
    }
    expect(items.map((i) => i.title)).toEqual(expect.arrayContaining(['ダッシュボード', '設定', 'ユーザー', 'ヘルプ']));
  });

  it('lights up the list entry on its create and edit pages', () => {
    expect(selectedEntry('/cinema/update/4')).toBe('/cinema');
    expect(selectedEntry('/concession/create', '?kind=set')).toBe('/set');
    expect(selectedEntry('/concession/create')).toBe('/concession');
    expect(selectedEntry('/user/detail/2')).toBe('/user');
    expect(selectedEntry('/dashboard')).toBe('/dashboard');
  });

  it('has a screen module for every registry path, and nothing more', () => {
    expect(Object.keys(screens).sort()).toEqual(screenRoutes.map((r) => r.path).sort());
    // The router reads its paths from the screens and its public ones from here, not the registry.
    expect([...PUBLIC_PATHS].sort()).toEqual(
      screenRoutes
        .filter((r) => r.public)
        .map((r) => r.path)
        .sort(),
    );
  });

  it('takes each screen module from one feature only', () => {
    const paths = featureScreens.flatMap((f) => Object.keys(f));
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });
});

describe('side menu badges', () => {
  it('shows the films waiting for approval beside 作品', () => {
    const s = session('brand', effectivePermissions('brand', { isAdmin: true, permissions: {} }, allModulesOn()));
    const film = menuItems(s, { '/movie': { count: 3, label: '承認待ち' } })
      .map((i) => i as { key: string; children?: { key: string; label: { props: Record<string, unknown> } }[] })
      .flatMap((i) => i.children ?? [])
      .find((c) => c.key === '/movie');
    expect(film?.label.props['aria-label']).toBe('作品（承認待ち3件）');
    const none = menuItems(s, { '/movie': { count: 0, label: '承認待ち' } })
      .map((i) => i as { children?: { key: string; label: { props: Record<string, unknown> } }[] })
      .flatMap((i) => i.children ?? [])
      .find((c) => c.key === '/movie');
    expect(none?.label.props['aria-label']).toBeUndefined();
  });
});
