import type { SendMailOptions } from 'nodemailer';

// Outgoing mail: one interface, three carriers. SMTP (nodemailer) when the server is configured
// with one; otherwise files under DATA_DIR/mail that superAdmin reads on 送信メール; in memory for tests.

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Content-ID of an inline image: the HTML part shows it as `<img src="cid:…">`. */
  cid?: string;
}

export interface MailMessage {
  /** `"名前" <address>` or a bare address. */
  from: string;
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** What the mail is about (a transaction id): listed beside the mail on 送信メール. */
  reference?: string;
  /** Extra headers (a mail magazine's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
}

export type MailTransportKind = 'smtp' | 'file' | 'memory';

/**
 * The server refused the recipient for good (a 5xx answer to RCPT TO): the address bounces, and trying again later
 * changes nothing. Any other error (no connection, a 4xx) may pass and is tried again.
 */
export class MailRejectedError extends Error {
  constructor(
    message: string,
    readonly responseCode: number | null,
  ) {
    super(message);
  }
}

export interface MailTransport {
  readonly kind: MailTransportKind;
  /** The sender used when a cinema has no address of its own (SMTP_FROM). */
  readonly defaultFrom: string;
  send(message: MailMessage): Promise<SentMail>;
  close?(): void;
}

/** The nodemailer form of a message: HTML and text parts, images inline by Content-ID. */
export const toNodemailer = (m: MailMessage): SendMailOptions => ({
  from: m.from,
  replyTo: m.replyTo,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  textEncoding: 'base64',
  attachments: (m.attachments ?? []).map((a) => ({
    filename: a.filename,
    content: a.content,
    contentType: a.contentType,
    ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
  })),
  headers:
    m.reference || m.headers
      ? { ...m.headers, ...(m.reference ? { 'X-Cinema-Reference': m.reference } : {}) }
      : undefined,
});
