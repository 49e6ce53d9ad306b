import { r, type ScreenRoute } from '../route-types.js';

// 取引履歴 and 販売ログ (SPEC.md section 2 reports, REPORTS.md §2.5): the chosen cinema's sales,
// read under the レポート module; 取引先取引履歴（掛売） is head office's (SPEC.md section 6: CL transaction).
const report = { group: 'reports', roles: ['cinema'], module: 'reports', menu: true, cinemaScoped: true } as const;

export const transactionHistoryRoutes: readonly ScreenRoute[] = [
  r({ ...report, path: '/transaction-history', label: '取引履歴（チケット）' }),
  r({ ...report, path: '/transaction-history-stand', label: '取引履歴（売店）' }),
  r({
    path: '/transaction-history-cl',
    group: 'reports',
    label: '取引先取引履歴（掛売）',
    roles: ['brand'],
    module: 'reports',
    menu: true,
  }),
  r({ ...report, path: '/transaction-history-other', label: '取引履歴（その他売上）' }),
  r({ ...report, path: '/transaction-log-ticket', label: '販売ログ（チケット）' }),
  r({ ...report, path: '/transaction-log-shop', label: '販売ログ（売店）' }),
  r({ ...report, path: '/transaction-log-other', label: '販売ログ（その他）' }),
];
