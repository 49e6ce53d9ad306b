import { r, SUPER, type ScreenRoute } from '../route-types.js';

// Ticket e-mails (issue 13 §4).
export const mailRoutes: readonly ScreenRoute[] = [
  // 送信メール: the mails written under DATA_DIR/mail when no SMTP server is configured.
  r({ path: '/mail-outbox', group: 'settings', label: '送信メール', roles: SUPER, module: 'system', menu: true }),
  // 取引履歴（チケット）: its screen comes with the histories; its メール再送 permission is read from here.
  r({
    path: '/transaction-history',
    group: 'reports',
    label: '取引履歴（チケット）',
    roles: ['brand', 'cinema'],
    module: 'reports',
  }),
];
