import type { FactHookSet } from '../../platform/events.js';
import { queueTicketMail } from './ticket-mail.jobs.js';

// The ticket e-mail of an online sale that succeeded with a purchaser address (once per sale), queued in the sale's
// own transaction once its rows are written (queueTicketMail reads them).
export const ticketMailFactHooks: FactHookSet = {
  'sales.written': async (tx, sales) => {
    for (const { transaction: t } of sales)
      if (t.channel === 'online' && t.status === 'success') await queueTicketMail(tx, t.id);
  },
  // A POS or kiosk fact never gets one, so it is not read again.
  'facts.changed': async (tx, facts) => {
    for (const f of facts)
      if (f.channel === undefined || f.channel === 'online') await queueTicketMail(tx, f.transactionId);
  },
};
