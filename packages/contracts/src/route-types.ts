import type { AccountType, Module, PermissionType } from './modules.js';

// Menu groups in their order (docs/web-conventions.md, "the menu"), with their Japanese labels.
export const menuGroups = [
  { key: 'dashboard', label: 'ダッシュボード' },
  { key: 'film', label: '作品' },
  { key: 'performance', label: '上映' },
  { key: 'shop', label: '売店' },
  { key: 'couponLib', label: 'クーポン・前売券' },
  { key: 'operations', label: '運営' },
  { key: 'reports', label: 'レポート' },
  { key: 'screen', label: 'スクリーン' },
  { key: 'also', label: 'サイネージ・表示' },
  { key: 'settings', label: '設定' },
  { key: 'clientManagement', label: '取引先管理' },
  { key: 'users', label: 'ユーザー' },
  { key: 'cinemaWebsite', label: '劇場サイト' },
  { key: 'accounting', label: '会計' },
  { key: 'special', label: '特別レポート' },
  { key: 'membership', label: '会員' },
  { key: 'help', label: 'ヘルプ' },
] as const;
export type MenuGroup = (typeof menuGroups)[number]['key'];

export interface ScreenRoute<P extends string = string> {
  /** React Router pattern; `:id` stands for the original `{id}` (docs/api-conventions.md, "original names"). */
  path: P;
  group: MenuGroup;
  label: string;
  /** Roles that may open the screen; empty for public screens. */
  roles: readonly AccountType[];
  /** Permission module; null when any signed-in user of the roles may open it. */
  module: Module | null;
  permission: PermissionType;
  /** Shown as an entry in the side menu (create/edit/detail pages are not). */
  menu: boolean;
  /** The screen works on one cinema: a cinema must be chosen first. */
  cinemaScoped?: boolean;
  /** A cinema-scoped screen head office also opens with no cinema chosen: it then shows the brand's cinemas together. */
  brandTotal?: boolean;
  /** Only for the brand codes of the special-report list (docs/web-conventions.md, "the menu"). */
  special?: boolean;
  /**
   * A page several menu screens share (売店商品登録 for フード・ドリンク, 物販, セット商品…): the search parameter
   * that names which one it was opened from, and each value's menu path, for the breadcrumb and the menu.
   */
  parentBy?: { param: string; paths: Readonly<Record<string, string>> };
  public?: boolean;
}

export const ALL = ['superAdmin', 'brand', 'cinema'] as const;
export const HQ = ['superAdmin', 'brand'] as const;
export const SUPER = ['superAdmin'] as const;

type Def<P extends string> = Omit<ScreenRoute<P>, 'menu' | 'permission'> & {
  menu?: boolean;
  permission?: PermissionType;
};
/** A registry entry with the defaults: not in the menu, view permission. Its path stays a literal type (ScreenPath). */
export const r = <const P extends string>(d: Def<P>): ScreenRoute<P> => ({ menu: false, permission: 'view', ...d });
