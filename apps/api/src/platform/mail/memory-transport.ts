import { randomUUID } from 'node:crypto';
import { MailRejectedError, type MailMessage, type MailTransport, type SentMail } from './transport.js';

/** Keeps what was sent (tests); `failWith` makes every send throw, as an unreachable server would; `rejects` bounce. */
export class MemoryMailTransport implements MailTransport {
  readonly kind = 'memory' as const;
  readonly sent: MailMessage[] = [];
  failWith: string | null = null;
  /** Addresses the server refuses for good (550), as a mailbox that does not exist. */
  readonly rejects = new Set<string>();

  constructor(readonly defaultFrom = 'no-reply@cinema-console.invalid') {}

  send(message: MailMessage): Promise<SentMail> {
    if (this.failWith) return Promise.reject(new Error(this.failWith));
    if (this.rejects.has(message.to))
      return Promise.reject(
        new MailRejectedError(`宛先が拒否されました: 550 5.1.1 <${message.to}>: user unknown`, 550),
      );
    this.sent.push(message);
    return Promise.resolve({ messageId: `<${randomUUID()}@memory>` });
  }
}
