import { r, type ScreenRoute } from '../route-types.js';

// 売店: the brand's shop item master. Head office registers and imports items; cinema staff read them.
const shop = { group: 'shop', roles: ['brand', 'cinema'], module: 'shop' } as const;

export const shopRoutes: readonly ScreenRoute[] = [
  r({ ...shop, path: '/concession', label: 'フード・ドリンク', menu: true }),
  r({ ...shop, path: '/concession/create', label: '売店商品登録', permission: 'create' }),
  r({ ...shop, path: '/concession/update/:id', label: '売店商品編集', permission: 'update' }),
  r({ ...shop, path: '/commercial', label: '物販', menu: true }),
  r({ ...shop, path: '/otherRevenue', label: 'その他売上項目', menu: true }),
  r({ ...shop, path: '/otherGoods', label: '委託商品', menu: true }),
  r({ ...shop, path: '/set', label: 'セット商品', menu: true }),
  r({ ...shop, path: '/ingredient', label: '原材料', menu: true }),
  // 在庫調整 is a report screen of the chosen cinema (SPEC.md section 2 lists it under reports).
  r({
    path: '/inventory-adjustment',
    group: 'reports',
    label: '在庫調整',
    roles: ['cinema'],
    // Staff who run the shop record its stock: the 売店 module's permissions.
    module: 'shop',
    menu: true,
    cinemaScoped: true,
  }),
  // 在庫一覧（受払表）, 棚卸 and the 保管場所 of the chosen cinema, next to 在庫調整. Head office keeps
  // them too for the brand's cinemas (a new cinema's 倉庫, which location sales take stock from).
  r({
    path: '/inventory',
    group: 'reports',
    label: '在庫一覧（受払表）',
    roles: ['brand', 'cinema'],
    module: 'shop',
    menu: true,
    cinemaScoped: true,
  }),
  r({
    path: '/inventory/count-sheet',
    group: 'reports',
    label: '棚卸表',
    roles: ['brand', 'cinema'],
    module: 'shop',
    cinemaScoped: true,
  }),
  // 劇場別の販売設定: the chosen cinema's items, prices, 売り切れ and POS/kiosk menus.
  r({ ...shop, path: '/theaterDailyshow', label: '劇場別の販売設定', menu: true, cinemaScoped: true }),
];
