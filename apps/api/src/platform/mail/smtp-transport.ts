import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { toNodemailer, type MailMessage, type MailTransport, type SentMail } from './transport.js';

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
    const info = await this.transporter.sendMail(toNodemailer(message));
    // A server that takes the message but refuses every recipient answers without throwing.
    if (info.rejected.length && !info.accepted.length) throw new Error(`宛先が拒否されました: ${info.response}`);
    return { messageId: info.messageId };
  }

  close() {
    this.transporter.close();
  }
}
