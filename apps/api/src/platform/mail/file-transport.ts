import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { toNodemailer, type MailMessage, type MailTransport, type SentMail } from './transport.js';

// Without an SMTP server every message is written under DATA_DIR/mail: `<id>.eml` (RFC 822, UTF-8,
// CRLF; opens in any mail program), `<id>.json` (the parts, for the 送信メール screen) and one line
// of `index.jsonl` per message (the list). Each file is written whole and renamed into place.

export interface StoredMailSummary {
  id: string;
  at: string;
  to: string;
  subject: string;
  reference: string | null;
}

export interface StoredMail extends StoredMailSummary {
  from: string;
  replyTo: string | null;
  messageId: string;
  text: string;
  html: string;
  images: { cid: string; filename: string; contentType: string; base64: string }[];
}

const ID_RE = /^\d{8}-\d{6}-[0-9a-f]{8}$/;
const INDEX = 'index.jsonl';

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

async function writeWhole(file: string, data: string | Buffer) {
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

export class FileMailTransport implements MailTransport {
  readonly kind = 'file' as const;
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(
    readonly dir: string,
    readonly defaultFrom: string,
  ) {}

  async send(message: MailMessage, now = new Date()): Promise<SentMail> {
    await fs.mkdir(this.dir, { recursive: true });
    const info = await this.composer.sendMail(toNodemailer(message));
    const id = `${stamp(now)}-${randomBytes(4).toString('hex')}`;
    const summary: StoredMailSummary = {
      id,
      at: now.toISOString(),
      to: message.to,
      subject: message.subject,
      reference: message.reference ?? null,
    };
    const stored: StoredMail = {
      ...summary,
      from: message.from,
      replyTo: message.replyTo ?? null,
      messageId: info.messageId,
      text: message.text,
      html: message.html,
      images: (message.attachments ?? []).flatMap((a) =>
        a.cid
          ? [{ cid: a.cid, filename: a.filename, contentType: a.contentType, base64: a.content.toString('base64') }]
          : [],
      ),
    };
    await writeWhole(path.join(this.dir, `${id}.eml`), info.message as Buffer);
    await writeWhole(path.join(this.dir, `${id}.json`), JSON.stringify(stored));
    await fs.appendFile(path.join(this.dir, INDEX), `${JSON.stringify(summary)}\n`);
    return { messageId: info.messageId };
  }

  /** The written mails, newest first. */
  async list(): Promise<StoredMailSummary[]> {
    let text: string;
    try {
      text = await fs.readFile(path.join(this.dir, INDEX), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const rows: StoredMailSummary[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        rows.push(JSON.parse(line) as StoredMailSummary);
      } catch {
        // A line cut short by a crash: the mail's own files are still there; the list skips it.
      }
    }
    return rows.reverse();
  }

  /** One written mail, or null when there is no such id (an id never names a path outside the folder). */
  async read(id: string): Promise<StoredMail | null> {
    if (!ID_RE.test(id)) return null;
    try {
      return JSON.parse(await fs.readFile(path.join(this.dir, `${id}.json`), 'utf8')) as StoredMail;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** The RFC 822 file of a written mail. */
  emlPath(id: string) {
    return ID_RE.test(id) ? path.join(this.dir, `${id}.eml`) : null;
  }
}
