import { z } from 'zod';
import { listQuery } from './common.js';
import { emailStatus } from './sales.js';

// Ticket e-mails (issue 13 §4): the 再送 of one transaction's mail, and 送信メール (/mail-outbox),
// where superAdmin reads the mails written under DATA_DIR/mail when no SMTP server is configured.

export const mailMessages = {
  resent: 'チケットメールの再送を受け付けました',
  noAddress: '購入者のメールアドレスが登録されていないため、メールを再送できません',
  notOnlineSale: 'オンライン販売で決済が完了した取引ではないため、チケットメールを再送できません',
  smtpInUse: 'メールはSMTPサーバーへ送信しています。送信したメールはこの画面には保存されません。',
} as const;

/** How outgoing mail leaves the server: an SMTP server, files under DATA_DIR/mail, or memory (tests). */
export const mailTransportKind = z.enum(['smtp', 'file', 'memory']);

export const transactionUuidParams = z.object({ id: z.uuid({ error: '取引IDが正しくありません' }) });

export const resendMailAnswer = z.object({
  transactionId: z.string(),
  transactionNo: z.string(),
  to: z.string(),
  emailStatus: emailStatus.schema,
});
export type ResendMailAnswer = z.infer<typeof resendMailAnswer>;

export const mailOutboxQuery = listQuery.pick({ page: true, pageSize: true });

export const mailOutboxItem = z.object({
  id: z.string(),
  at: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The transaction the mail is about, with its e-mail status now; null for other mail. */
  transactionId: z.string().nullable(),
  transactionNo: z.string().nullable(),
  emailStatus: emailStatus.schema.nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItem>;

export const mailOutboxList = z.object({
  transport: mailTransportKind,
  /** Where the files are (file transport); null otherwise. */
  folder: z.string().nullable(),
  list: z.array(mailOutboxItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MailOutboxList = z.infer<typeof mailOutboxList>;

export const mailOutboxDetail = z.object({
  id: z.string(),
  at: z.string(),
  from: z.string(),
  replyTo: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  messageId: z.string(),
  transactionId: z.string().nullable(),
  text: z.string(),
  /** The HTML part with its inline images as data: URLs; shown in a sandboxed frame. */
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
});
export type MailOutboxDetail = z.infer<typeof mailOutboxDetail>;

// Named mailId, not id: a written mail is a file of the platform, not a tenant's record.
export const mailIdParams = z.object({
  mailId: z.string().regex(/^\d{8}-\d{6}-[0-9a-f]{8}$/, 'メールIDが正しくありません'),
});
