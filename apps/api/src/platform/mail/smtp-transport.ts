import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { MailRejectedError, toNodemailer, type MailMessage, type MailTransport, type SentMail } from './transport.js';

/** Delivers through an SMTP server (SMTP_URL, or SMTP_HOST and its port, security and login). */
export class SmtpMailTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(
    options: SMTPTransport.Options,
    readonly defaultFrom: string,
  ) {
    // A silent server must not hold the sending job past its lease (5 minutes): give up well before.
    this.transporter = nodemailer.createTransport({
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
      ...options,
    });
  }

  async send(message: MailMessage): Promise<SentMail> {
    let info: SMTPTransport.SentMessageInfo;
    try {
      info = await this.transporter.sendMail(toNodemailer(message));
    } catch (err) {
      // RCPT TO refused with a 5xx: the address bounces (a 4xx, or no server at all, is tried again).
      const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
      if (e.code === 'EENVELOPE' && (e.responseCode ?? 0) >= 500)
        throw new MailRejectedError(`宛先が拒否されました: ${e.response ?? e.message ?? ''}`, e.responseCode ?? null);
      throw err;
    }
    // A server that takes the message but refuses every recipient answers without throwing.
    if (info.rejected.length && !info.accepted.length)
      throw new MailRejectedError(`宛先が拒否されました: ${info.response}`, null);
    return { messageId: info.messageId };
  }

  close() {
    this.transporter.close();
  }
}
