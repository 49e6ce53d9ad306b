import { z } from 'zod';

export const accountTypes = ['superAdmin', 'brand', 'cinema'] as const;
export const accountType = z.enum(accountTypes);
export type AccountType = (typeof accountTypes)[number];
export const accountTypeLabels: Record<AccountType, string> = {
  superAdmin: 'スーパー管理者',
  brand: '本部',
  cinema: '劇場',
};

// Permission modules: one per menu group and a few more (docs/architecture.md, "tenancy and permissions").
export const modules = [
  'dashboard',
  'film',
  'performance',
  'shop',
  'couponLib',
  'operations',
  'reports',
  'screen',
  'settings',
  'clientManagement',
  'users',
  'accounting',
  'website',
  'membership',
  'special',
  'signage',
  'system',
] as const;
export const moduleSchema = z.enum(modules);
export type Module = (typeof modules)[number];
export const moduleLabels: Record<Module, string> = {
  dashboard: 'ダッシュボード',
  film: '作品',
  performance: '上映',
  shop: '売店',
  couponLib: 'クーポン・前売券',
  operations: '運営',
  reports: 'レポート',
  screen: 'スクリーン',
  settings: '設定',
  clientManagement: '取引先管理',
  users: 'ユーザー',
  accounting: '会計',
  website: '劇場サイト',
  membership: '会員',
  special: '特別レポート',
  signage: 'サイネージ',
  system: 'システム',
};

// Modules a brand can switch on or off; "system" belongs to the platform operator alone.
export const brandModules = modules.filter((m) => m !== 'system');

export const permissionTypes = ['view', 'create', 'update', 'delete', 'export', 'approve'] as const;
export const permissionType = z.enum(permissionTypes);
export type PermissionType = (typeof permissionTypes)[number];
export const permissionTypeLabels: Record<PermissionType, string> = {
  view: '閲覧',
  create: '作成',
  update: '編集',
  delete: '削除',
  export: '出力',
  approve: '承認',
};

/** Modules with a type beyond the five every module has: 承認 of films cinema staff register. */
const extraTypes: Partial<Record<Module, readonly PermissionType[]>> = { film: ['approve'] };
/** The permission types a module offers (the role matrix's checkboxes; what an admin role holds). */
export const permissionTypesOf = (m: Module): readonly PermissionType[] =>
  permissionTypes.filter((t) => t !== 'approve' || extraTypes[m]?.includes(t));

export const moduleMapSchema = z.partialRecord(moduleSchema, z.boolean());
export type ModuleMap = z.infer<typeof moduleMapSchema>;
export const permissionMapSchema = z.partialRecord(moduleSchema, z.array(permissionType));
export type PermissionMap = z.infer<typeof permissionMapSchema>;

export const allModulesOn = (): ModuleMap => Object.fromEntries(brandModules.map((m) => [m, true]));

/**
 * The permission map a session carries: an admin role holds every type of every module the
 * brand switched on; any other role holds what it lists, limited to those modules.
 */
export function effectivePermissions(
  type: AccountType,
  role: { isAdmin: boolean; permissions: PermissionMap } | null,
  moduleMap: ModuleMap,
): PermissionMap {
  if (type === 'superAdmin') return Object.fromEntries(modules.map((m) => [m, [...permissionTypesOf(m)]]));
  const out: PermissionMap = {};
  for (const m of brandModules) {
    if (!moduleMap[m]) continue;
    const types = role?.isAdmin ? permissionTypesOf(m) : (role?.permissions[m] ?? []);
    if (types.length) out[m] = permissionTypesOf(m).filter((t) => types.includes(t));
  }
  return out;
}
