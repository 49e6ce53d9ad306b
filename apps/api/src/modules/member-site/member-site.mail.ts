import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { defineJob, enqueue } from '../../platform/jobs/index.js';
import { mailTransport } from '../../platform/mail/index.js';

// The member site's mails (e-mail confirmation, password reset): queued in the writing transaction and sent by the
// job runner through the platform's mail carrier, as the website's rental inquiry is (DATA_DIR/mail without SMTP).

const payload = z.object({ to: z.string(), fromName: z.string(), subject: z.string(), text: z.string() });
export type MemberMail = z.infer<typeof payload>;

const escape = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const memberSiteMailJob = defineJob({
  queue: 'memberSite.mail',
  payload,
  maxAttempts: 5,
  run: async ({ payload: p }) => {
    const transport = mailTransport();
    await transport.send({
      from: `"${p.fromName.replace(/["\\\r\n]/g, '')}" <${transport.defaultFrom.replace(/^.*<|>$/g, '')}>`,
      to: p.to,
      subject: p.subject,
      text: p.text,
      html: `<pre>${escape(p.text)}</pre>`,
    });
  },
});

export const queueMemberMail = (db: Db, mail: MemberMail) =>
  enqueue(db, memberSiteMailJob, { ...mail, subject: mail.subject.replace(/[\r\n]/g, ' ') });
