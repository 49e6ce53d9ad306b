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
