import type { ModuleServer } from '../../platform/module-server.js';
import { mailMagazineSendJob, mailMagazineStartJob } from './mail-magazines.jobs.js';
import { unsubscribePageRoutes } from './mail-magazines.page.js';
import { mailMagazineHandlers } from './mail-magazines.routes.js';

// What this module brings to the server (listed in src/features.ts): the handlers, the jobs that send, and the
// 配信停止 page the mails link to (HTML, no login).
export const mailMagazinesServer: ModuleServer = {
  handlers: [mailMagazineHandlers],
  jobs: [mailMagazineStartJob, mailMagazineSendJob],
  routes: unsubscribePageRoutes,
};
