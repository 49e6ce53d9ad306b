import { describe, expect, it } from 'vitest';
import { canAccess, findRoute, isSpecialBrand, matchRoute, screenRoutes } from './routes.js';
import { effectivePermissions, type ModuleMap } from './modules.js';

const brandModules: ModuleMap = { settings: true, users: true, film: true };

describe('effectivePermissions', () => {
  it('gives an admin role every type of every module the brand switched on, and nothing else', () => {
    const map = effectivePermissions('brand', { isAdmin: true, permissions: {} }, brandModules);
    expect(map.settings).toEqual(['view', 'create', 'update', 'delete', 'export']);
    expect(map.accounting).toBeUndefined();
  });

  it('limits a plain role to what it lists and to switched-on modules', () => {
    const map = effectivePermissions(
      'cinema',
      { isAdmin: false, permissions: { film: ['view'], accounting: ['view'] } },
      brandModules,
    );
    expect(map).toEqual({ film: ['view'] });
  });

  it('gives superAdmin everything, system included', () => {
    expect(effectivePermissions('superAdmin', null, {}).system).toContain('update');
  });
});

describe('canAccess', () => {
  const hq = {
    type: 'brand' as const,
    moduleMap: brandModules,
    permissionMap: { settings: ['view' as const] },
    brandCode: 'CL',
  };

  it('checks role, then module permission type', () => {
    expect(canAccess(hq, findRoute('/cinema'))).toBe(true);
    expect(canAccess(hq, findRoute('/cinema/create'))).toBe(false);
    expect(canAccess(hq, findRoute('/setting-global'))).toBe(false);
    expect(canAccess({ ...hq, type: 'cinema' }, findRoute('/cinema'))).toBe(false);
  });

  it('lets any signed-in role open module-less screens of its roles', () => {
    expect(canAccess({ ...hq, permissionMap: {} }, findRoute('/dashboard'))).toBe(true);
  });

  it('hides special screens unless the brand code is listed or has the test prefix', () => {
    const need = { roles: ['brand' as const], module: null, permission: 'view' as const, special: true };
    const codes = { codes: ['CL'], testPrefix: 'TEST-' };
    expect(canAccess(hq, need, codes)).toBe(true);
    expect(canAccess({ ...hq, brandCode: 'MIRAI' }, need, codes)).toBe(false);
    expect(isSpecialBrand('TEST-01', codes)).toBe(true);
    expect(isSpecialBrand(null, codes)).toBe(false);
  });
});

describe('route registry', () => {
  it('matches concrete locations to their patterns', () => {
    expect(matchRoute('/user/edit/12')?.path).toBe('/user/edit/:id');
    expect(matchRoute('/cinema/')?.path).toBe('/cinema');
    expect(matchRoute('/nope')).toBeUndefined();
  });

  it('lists each path once, and only public screens without roles', () => {
    const paths = screenRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of screenRoutes) expect(r.roles.length === 0).toBe(!!r.public);
  });
});
