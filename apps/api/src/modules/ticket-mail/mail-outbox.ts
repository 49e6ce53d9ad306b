import { inArray } from 'drizzle-orm';
import type { MailOutboxDetail, MailOutboxList } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { transactions } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { FileMailTransport, mailTransport, type StoredMail } from '../../platform/mail/index.js';

// 送信メール (superAdmin): the mails the file carrier wrote, with each one's transaction status now.

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function mailOutbox(db: Db, page: number, pageSize: number): Promise<MailOutboxList> {
  const transport = mailTransport();
  if (!(transport instanceof FileMailTransport))
    return { transport: transport.kind, folder: null, list: [], total: 0, page, pageSize };
  const all = await transport.list();
  const rows = all.slice(page * pageSize, (page + 1) * pageSize);
  const ids = [...new Set(rows.flatMap((r) => (r.reference && UUID_RE.test(r.reference) ? [r.reference] : [])))];
  const found = ids.length
    ? await db
        .select({ id: transactions.id, no: transactions.transactionNo, emailStatus: transactions.emailStatus })
        .from(transactions)
        .where(inArray(transactions.id, ids))
    : [];
  const byId = new Map(found.map((t) => [t.id, t]));
  return {
    transport: 'file',
    folder: transport.dir,
    total: all.length,
    page,
    pageSize,
    list: rows.map((r) => {
      const t = r.reference ? byId.get(r.reference) : undefined;
      return {
        id: r.id,
        at: r.at,
        to: r.to,
        subject: r.subject,
        transactionId: t?.id ?? null,
        transactionNo: t ? String(t.no) : null,
        emailStatus: t?.emailStatus ?? null,
      };
    }),
  };
}

/** The HTML part with `cid:` images replaced by data: URLs, so a sandboxed frame shows them. */
const inlineImages = (mail: StoredMail) =>
  mail.images.reduce(
    (html, img) => html.replaceAll(`cid:${img.cid}`, `data:${img.contentType};base64,${img.base64}`),
    mail.html,
  );

export async function mailOutboxDetail(id: string): Promise<MailOutboxDetail> {
  const transport = mailTransport();
  const mail = transport instanceof FileMailTransport ? await transport.read(id) : null;
  if (!mail) throw notFound('メールが見つかりません。');
  return {
    id: mail.id,
    at: mail.at,
    from: mail.from,
    replyTo: mail.replyTo,
    to: mail.to,
    subject: mail.subject,
    messageId: mail.messageId,
    transactionId: mail.reference,
    text: mail.text,
    html: inlineImages(mail),
    attachments: mail.images.map((i) => ({
      filename: i.filename,
      contentType: i.contentType,
      size: Buffer.byteLength(i.base64, 'base64'),
    })),
  };
}
