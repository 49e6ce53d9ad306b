import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalSettings, ticketMails } from '../../db/schema/index.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { setMailTransport, SmtpMailTransport } from '../../platform/mail/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { emailStateOf, insertSale } from './ticket-mail.fixtures.js';
import { sendDueTicketMails, ticketMailSweepJob } from './ticket-mail.jobs.js';
import { ticketQrPayload, ticketQrPng } from './ticket-qr.js';

// The ticket e-mail delivered to a real SMTP server on a random port, read back byte by byte.

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let t: TestContext;
let server: SMTPServer;
let transport: SmtpMailTransport;
let runner: JobRunner;
const received: Received[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@bounce.example.jp')) callback(new Error('550 no such user'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  transport = new SmtpMailTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }, 'tickets@example.jp');
  setMailTransport(transport);
  runner = new JobRunner(t.database.db, [ticketMailSweepJob]);
});
afterAll(async () => {
  setMailTransport(null);
  transport.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

/** The decoded body of the MIME part with this content type. */
function part(raw: string, contentType: string) {
  const at = raw.indexOf(`Content-Type: ${contentType}`);
  expect(at).toBeGreaterThan(-1);
  const rest = raw.slice(at);
  const body = rest.slice(rest.indexOf('\r\n\r\n') + 4, rest.indexOf('\r\n--'));
  return { headers: rest.slice(0, rest.indexOf('\r\n\r\n')), body: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
}

const decodeWords = (header: string) =>
  header.replace(/=\?UTF-8\?B\?([^?]+)\?=\s*/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));

describe('ticket e-mail over SMTP', () => {
  it('delivers subject, recipient, Japanese text and HTML parts and a QR image per seat', async () => {
    const sale = await insertSale(t.database.db, { email: 'hanako@example.jp', seats: ['C-3', 'C-4'] });
    await runner.drain();
    expect(await emailStateOf(t.database.db, sale.id)).toEqual({ emailStatus: 'sent', emailSentCount: 1 });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['hanako@example.jp']);
    expect(mail.from).toBe('tickets@example.jp');
    const subjectLine = /^Subject: (.+(?:\r\n[ \t].+)*)/m.exec(mail.raw)![1]!;
    expect(decodeWords(subjectLine.replace(/\r\n[ \t]/g, ' '))).toBe(
      `【シネマライン新宿】チケット購入完了のお知らせ（予約番号：${sale.transactionNo}）`,
    );
    expect(mail.raw).toMatch(/^From: =\?UTF-8\?B\?.+\?= <tickets@example\.jp>/m);

    const textBody = part(mail.raw, 'text/plain').body.toString('utf8');
    expect(textBody).toContain(`■ 予約番号\n${sale.transactionNo}`);
    expect(textBody).toContain('C列3番　一般　1,900円');
    expect(textBody).toContain('C列4番　大学生　1,900円');
    const html = part(mail.raw, 'text/html').body.toString('utf8');
    expect(html).toContain('<img src="cid:qr-1@ticket"');
    expect(html).toContain('<img src="cid:qr-2@ticket"');

    // Each inline image is the QR code of its seat, signed for this transaction.
    for (const [cid, seat] of [
      ['qr-1@ticket', 'C-3'],
      ['qr-2@ticket', 'C-4'],
    ] as const) {
      const at = mail.raw.indexOf(`Content-ID: <${cid}>`);
      expect(at).toBeGreaterThan(-1);
      const start = mail.raw.lastIndexOf('Content-Type: image/png', at);
      const image = part(mail.raw.slice(start), 'image/png');
      expect(image.headers).toContain('Content-Disposition: inline');
      expect(image.body.equals(await ticketQrPng(ticketQrPayload(sale.id, seat)))).toBe(true);
    }
  });

  it('records a refusing server as a failure and gives up after the retry count', async () => {
    await t.database.db.update(globalSettings).set({ mailRetryCount: 1 }).where(eq(globalSettings.id, 1));
    const sale = await insertSale(t.database.db, { email: 'nobody@bounce.example.jp', seats: ['K-1'] });
    await runner.drain();
    const [first] = await t.database.db.select().from(ticketMails).where(eq(ticketMails.transactionId, sale.id));
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first!.lastError).toContain('550');
    expect((await emailStateOf(t.database.db, sale.id)).emailStatus).toBe('pending');

    // The resend interval has passed: the second try is refused too, and that was the last.
    await t.database.db.update(ticketMails).set({ nextAttemptAt: new Date(0) });
    await sendDueTicketMails(t.database.db, transport);
    expect(await emailStateOf(t.database.db, sale.id)).toEqual({ emailStatus: 'failed', emailSentCount: 0 });
  });
});
