import { randomUUID } from 'node:crypto';
import type { MailMessage, MailTransport, SentMail } from './transport.js';

/** Keeps what was sent (tests); `failWith` makes every send throw, as an unreachable server would. */
export class MemoryMailTransport implements MailTransport {
  readonly kind = 'memory' as const;
  readonly sent: MailMessage[] = [];
  failWith: string | null = null;

  constructor(readonly defaultFrom = 'no-reply@cinema-console.invalid') {}

  send(message: MailMessage): Promise<SentMail> {
    if (this.failWith) return Promise.reject(new Error(this.failWith));
    this.sent.push(message);
    return Promise.resolve({ messageId: `<${randomUUID()}@memory>` });
  }
}
