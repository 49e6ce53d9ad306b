import type { AccountType, Module, ModuleMap, PermissionMap, PermissionType } from './modules.js';

// One rule for the side menu, the web guard and the API's checks.

export interface AccessContext {
  type: AccountType;
  moduleMap: ModuleMap;
  permissionMap: PermissionMap;
  brandCode: string | null;
}

export interface SpecialCodes {
  codes: readonly string[];
  testPrefix: string | null;
}

/** The special group shows only for the listed brand codes, or codes starting with the test prefix. */
export function isSpecialBrand(brandCode: string | null, special: SpecialCodes): boolean {
  if (!brandCode) return false;
  if (special.codes.includes(brandCode)) return true;
  return !!special.testPrefix && brandCode.startsWith(special.testPrefix);
}

/** One rule for the menu, the guard and the API: role, then module switched on, then permission type. */
export function canAccess(
  ctx: AccessContext,
  need: { roles: readonly AccountType[]; module: Module | null; permission: PermissionType; special?: boolean },
  special?: SpecialCodes,
): boolean {
  if (need.roles.length && !need.roles.includes(ctx.type)) return false;
  if (
    need.special &&
    ctx.type !== 'superAdmin' &&
    !isSpecialBrand(ctx.brandCode, special ?? { codes: [], testPrefix: null })
  )
    return false;
  if (!need.module || ctx.type === 'superAdmin') return true;
  return (ctx.permissionMap[need.module] ?? []).includes(need.permission);
}

/**
 * Head office reads a cinema's screens through 劇場を選択 (docs/architecture.md, "access"): a screen of
 * cinema staff alone, opened to read (its `view` or `export`), with head office's own permission on its
 * module. Changes stay with the cinema's staff (or 代理ログイン as them): the API answers writes with
 * `headOfficeReadsOnly`, and the web hides what would write.
 */
export function headOfficeReads(
  ctx: AccessContext,
  need: { roles: readonly AccountType[]; module: Module | null; permission: PermissionType; special?: boolean },
  special?: SpecialCodes,
): boolean {
  return (
    ctx.type === 'brand' &&
    need.roles.includes('cinema') &&
    !need.roles.includes('brand') &&
    (need.permission === 'view' || need.permission === 'export') &&
    canAccess({ ...ctx, type: 'cinema' }, need, special)
  );
}

/** A screen of cinema staff alone: head office reads it, never writes it. */
export const cinemaStaffOnly = (roles: readonly AccountType[]) => roles.includes('cinema') && !roles.includes('brand');
