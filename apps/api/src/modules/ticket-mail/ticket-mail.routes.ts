import { mailEndpoints, mailMessages } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { mailOutbox, mailOutboxDetail } from './mail-outbox.js';
import { resendTicketMail } from './ticket-mail.service.js';

// メール再送 of a ticket e-mail, and 送信メール (/mail-outbox) for superAdmin.
export const mailHandlers = ({ db }: ModuleOptions) =>
  handleAll(mailEndpoints, {
    resend: async ({ actor, params }) => ok(await resendTicketMail(db, actor, params.id), mailMessages.resent),
    outboxList: async ({ query }) => ok(await mailOutbox(db, query.page, query.pageSize)),
    outboxDetail: async ({ params }) => ok(await mailOutboxDetail(params.mailId)),
  });
