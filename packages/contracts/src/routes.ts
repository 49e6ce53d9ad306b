import { ALL, HQ, r, SUPER, type ScreenRoute } from './route-types.js';

export * from './route-types.js';
export * from './route-access.js';

// Every screen that exists, and only those: the side menu, the route guard and the API's
// permission checks all read this list. A screen joins it when it works end to end.
export const screenRoutes: readonly ScreenRoute[] = [
  r({ path: '/login', group: 'help', label: 'ログイン', roles: [], module: null, public: true }),
  r({ path: '/help', group: 'help', label: 'ヘルプ', roles: [], module: null, public: true, menu: true }),
  r({ path: '/dashboard', group: 'dashboard', label: 'ダッシュボード', roles: ALL, module: null, menu: true }),

  r({ path: '/brand', group: 'settings', label: 'ブランド', roles: HQ, module: 'settings', menu: true }),
  r({
    path: '/brand/create',
    group: 'settings',
    label: 'ブランド登録',
    roles: SUPER,
    module: 'settings',
    permission: 'create',
  }),
  r({
    path: '/brand/edit/:id',
    group: 'settings',
    label: 'ブランド編集',
    roles: HQ,
    module: 'settings',
    permission: 'update',
  }),
  r({ path: '/cinema', group: 'settings', label: '劇場', roles: HQ, module: 'settings', menu: true }),
  r({
    path: '/cinema/create',
    group: 'settings',
    label: '劇場登録',
    roles: HQ,
    module: 'settings',
    permission: 'create',
  }),
  r({
    path: '/cinema/update/:id',
    group: 'settings',
    label: '劇場編集',
    roles: HQ,
    module: 'settings',
    permission: 'update',
  }),
  r({ path: '/setting-global', group: 'settings', label: '全体設定', roles: SUPER, module: 'system', menu: true }),
  r({ path: '/edit-domain', group: 'settings', label: 'ドメイン設定', roles: SUPER, module: 'system', menu: true }),
  // The background job queue (rollups, mail, clean-ups): the operator watches it and retries failures.
  r({ path: '/job-queue', group: 'settings', label: 'ジョブ管理', roles: SUPER, module: 'system', menu: true }),
  r({
    path: '/payment-management',
    group: 'settings',
    label: '決済方法',
    roles: ['brand', 'cinema'],
    module: 'settings',
    menu: true,
  }),
  r({
    path: '/device',
    group: 'settings',
    label: '端末',
    roles: ['brand', 'cinema'],
    module: 'settings',
    menu: true,
    cinemaScoped: true,
  }),
  r({
    path: '/kitchen-printer-device',
    group: 'settings',
    label: 'キッチンプリンター',
    roles: ['brand', 'cinema'],
    module: 'settings',
    menu: true,
    cinemaScoped: true,
  }),
  // オンライン販売の緊急停止: the operator stops the platform or any cinema, cinema staff their own (SPEC.md section 6).
  r({
    path: '/setting-onlinesale',
    group: 'settings',
    label: 'オンライン販売停止',
    roles: ['superAdmin', 'cinema'],
    module: 'settings',
    menu: true,
  }),
  r({ path: '/notification-details', group: 'settings', label: '端末通知', roles: ALL, module: null }),

  r({ path: '/user', group: 'users', label: 'ユーザー', roles: HQ, module: 'users', menu: true }),
  r({ path: '/user/create', group: 'users', label: 'ユーザー登録', roles: HQ, module: 'users', permission: 'create' }),
  r({
    path: '/user/edit/:id',
    group: 'users',
    label: 'ユーザー編集',
    roles: HQ,
    module: 'users',
    permission: 'update',
  }),
  r({ path: '/user/detail/:id', group: 'users', label: 'ユーザー詳細', roles: HQ, module: 'users' }),
  r({ path: '/role', group: 'users', label: 'ロール・権限', roles: HQ, module: 'users', menu: true }),
  r({ path: '/role/create', group: 'users', label: 'ロール登録', roles: HQ, module: 'users', permission: 'create' }),
  r({ path: '/role/edit/:id', group: 'users', label: 'ロール編集', roles: HQ, module: 'users', permission: 'update' }),
  r({ path: '/role/detail/:id', group: 'users', label: 'ロール詳細', roles: HQ, module: 'users' }),
  // 操作ログ: who changed what, when, and whether acting as another account (代理ログイン).
  r({ path: '/audit-log', group: 'users', label: '操作ログ', roles: HQ, module: 'users', menu: true }),
  r({ path: '/setting-account', group: 'users', label: 'アカウント設定', roles: ALL, module: null, menu: true }),

  // Films are brand rows: head office and cinema staff both register them (superAdmin works through 代理ログイン).
  r({ path: '/movie', group: 'film', label: '作品', roles: ['brand', 'cinema'], module: 'film', menu: true }),
  r({
    path: '/movie/create',
    group: 'film',
    label: '作品登録',
    roles: ['brand', 'cinema'],
    module: 'film',
    permission: 'create',
  }),
  r({
    path: '/movie/update/:id',
    group: 'film',
    label: '作品編集',
    roles: ['brand', 'cinema'],
    module: 'film',
    permission: 'update',
  }),
  r({
    path: '/restrict',
    group: 'film',
    label: '映倫区分・年齢制限',
    roles: ['cinema'],
    module: 'film',
    menu: true,
    cinemaScoped: true,
  }),
  // The brand's ムビチケ 券種マスター: head office edits it, cinema staff read it and look codes up.
  r({
    path: '/movie-ticket-master',
    group: 'film',
    label: 'ムビチケ券種マスター',
    roles: ['brand', 'cinema'],
    module: 'film',
    menu: true,
  }),

  // 上映スケジュール: the planning timeline per screen, with create/edit forms (cinema staff only).
  r({
    path: '/schedule',
    group: 'performance',
    label: '上映スケジュール',
    roles: ['cinema'],
    module: 'performance',
    menu: true,
    cinemaScoped: true,
  }),
  r({
    path: '/schedule/create',
    group: 'performance',
    label: '上映スケジュール登録',
    roles: ['cinema'],
    module: 'performance',
    permission: 'create',
    cinemaScoped: true,
  }),
  r({
    path: '/schedule/edit/:id',
    group: 'performance',
    label: '上映スケジュール編集',
    roles: ['cinema'],
    module: 'performance',
    permission: 'update',
    cinemaScoped: true,
  }),
  // 料金テンプレート and 割引ルール; SPEC.md spells the discount paths /discountRules and /disCountRules/….
  r({
    path: '/rules',
    group: 'performance',
    label: '料金テンプレート',
    roles: ['cinema'],
    module: 'performance',
    menu: true,
    cinemaScoped: true,
  }),
  r({
    path: '/rules/create',
    group: 'performance',
    label: '料金テンプレート登録',
    roles: ['cinema'],
    module: 'performance',
    permission: 'create',
    cinemaScoped: true,
  }),
  r({
    path: '/rules/edit/:id',
    group: 'performance',
    label: '料金テンプレート編集',
    roles: ['cinema'],
    module: 'performance',
    permission: 'update',
    cinemaScoped: true,
  }),
  r({
    path: '/discountRules',
    group: 'performance',
    label: '割引ルール',
    roles: ['cinema'],
    module: 'performance',
    menu: true,
    cinemaScoped: true,
  }),
  r({
    path: '/disCountRules/create',
    group: 'performance',
    label: '割引ルール登録',
    roles: ['cinema'],
    module: 'performance',
    permission: 'create',
    cinemaScoped: true,
  }),
  r({
    path: '/disCountRules/edit/:id',
    group: 'performance',
    label: '割引ルール編集',
    roles: ['cinema'],
    module: 'performance',
    permission: 'update',
    cinemaScoped: true,
  }),
  r({
    path: '/version-management',
    group: 'performance',
    label: '上映方式・字幕吹替',
    roles: ['cinema'],
    module: 'performance',
    menu: true,
    cinemaScoped: true,
  }),
  r({
    path: '/version-other',
    group: 'performance',
    label: '音響・その他の加算',
    roles: ['cinema'],
    module: 'performance',
    menu: true,
    cinemaScoped: true,
  }),

  r({
    path: '/house',
    group: 'screen',
    label: 'スクリーン',
    roles: ['cinema'],
    module: 'screen',
    menu: true,
    cinemaScoped: true,
  }),
  r({
    path: '/house/create',
    group: 'screen',
    label: 'スクリーン登録',
    roles: ['cinema'],
    module: 'screen',
    permission: 'create',
    cinemaScoped: true,
  }),
  r({
    path: '/house/update/:id',
    group: 'screen',
    label: 'スクリーン編集',
    roles: ['cinema'],
    module: 'screen',
    permission: 'update',
    cinemaScoped: true,
  }),

  // The week's screenings per film as customers read them, with a print view (reads the schedule's week call).
  r({
    path: '/cinema-schedule',
    group: 'also',
    label: '上映スケジュール（公開用）',
    roles: ['cinema'],
    module: 'performance',
    menu: true,
    cinemaScoped: true,
  }),
];

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
