import type { ModuleServer } from '../../platform/module-server.js';
import { ticketMailFactHooks } from './ticket-mail.hooks.js';
import { ticketMailSweepJob } from './ticket-mail.jobs.js';
import { mailHandlers } from './ticket-mail.routes.js';

// What this module brings to the server (listed in src/features.ts).
export const ticketMailServer: ModuleServer = {
  handlers: [mailHandlers],
  jobs: [ticketMailSweepJob],
  // Ticket e-mails are sent as soon as they are queued, and retried by a sweep enqueued for their
  // next try; this one only catches a mail queued while a sweep was running.
  schedules: [{ name: 'ticket-mail-sweep', cron: '*/5 * * * *', job: ticketMailSweepJob, payload: {} }],
  factHooks: ticketMailFactHooks,
};
