import { defineFeature } from './feature.js';
import { mailEndpoints } from './mail.endpoints.js';
import { r, SUPER } from './route-types.js';

// Ticket e-mails (issue 13 §4). A mail sent is audited on its transaction (transaction-history.feature.ts).
export const mailFeature = defineFeature({
  key: 'mail',
  label: 'メール送信',
  endpoints: { mail: { endpoints: mailEndpoints } },
  routes: [
    // 送信メール: the mails written under DATA_DIR/mail when no SMTP server is configured.
    r({ path: '/mail-outbox', group: 'settings', label: '送信メール', roles: SUPER, module: 'system', menu: true }),
  ],
});
