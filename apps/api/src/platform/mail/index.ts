import path from 'node:path';
import { readEnv, resolveDataDir, type Env } from '../../config/env.js';
import { FileMailTransport } from './file-transport.js';
import { MemoryMailTransport } from './memory-transport.js';
import { SmtpMailTransport } from './smtp-transport.js';
import type { MailTransport } from './transport.js';

export { FileMailTransport, type StoredMail, type StoredMailSummary } from './file-transport.js';
export { MemoryMailTransport } from './memory-transport.js';
export { SmtpMailTransport } from './smtp-transport.js';
export { textToHtml } from './text-html.js';
export { MailRejectedError } from './transport.js';
export type { MailAttachment, MailMessage, MailTransport, MailTransportKind, SentMail } from './transport.js';

/** The carrier the environment asks for: SMTP when SMTP_URL or SMTP_HOST is set, files otherwise. */
export function mailTransportFor(env: Env): MailTransport {
  if (env.SMTP_URL) return new SmtpMailTransport({ url: env.SMTP_URL }, env.SMTP_FROM);
  if (env.SMTP_HOST)
    return new SmtpMailTransport(
      {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : env.SMTP_PORT === 465,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
      },
      env.SMTP_FROM,
    );
  return new FileMailTransport(path.join(resolveDataDir(env), 'mail'), env.SMTP_FROM);
}

// One carrier per process, shared by the job that sends and the screen that reads the files.
// server.ts and worker.ts set it from the environment; tests set their own. Unset with
// NODE_ENV=test it keeps mail in memory, so no test writes into a data folder by accident.
let current: MailTransport | null = null;

/** Sets the process's carrier and answers the one it replaces. */
export function setMailTransport(transport: MailTransport | null): MailTransport | null {
  const previous = current;
  current = transport;
  return previous;
}

export function mailTransport(): MailTransport {
  if (!current) {
    const env = readEnv();
    current = env.NODE_ENV === 'test' ? new MemoryMailTransport(env.SMTP_FROM) : mailTransportFor(env);
  }
  return current;
}
