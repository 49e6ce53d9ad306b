import { r, SUPER, type ScreenRoute } from '../route-types.js';

// Ticket e-mails (issue 13 §4).
export const mailRoutes: readonly ScreenRoute[] = [
  // 送信メール: the mails written under DATA_DIR/mail when no SMTP server is configured.
  r({ path: '/mail-outbox', group: 'settings', label: '送信メール', roles: SUPER, module: 'system', menu: true }),
];
