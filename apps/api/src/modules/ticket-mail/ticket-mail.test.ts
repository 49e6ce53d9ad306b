import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '@cinema/contracts';
import { auditLogs, globalSettings, jobs, ticketMails } from '../../db/schema/index.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { MemoryMailTransport, setMailTransport } from '../../platform/mail/index.js';
import { addCinemaStaff } from '../../test/staff.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { readTicketQr, ticketQrPayload } from './ticket-qr.js';
import { sendDueTicketMails, ticketMailSweepJob } from './ticket-mail.jobs.js';
import { emailStateOf, insertSale } from './ticket-mail.fixtures.js';

let t: TestContext;
let mail: MemoryMailTransport;
let runner: JobRunner;
let tokens: { hq: string; hq2: string; shinjuku: string; sender: string; viewer: string; admin: string };

beforeAll(async () => {
  t = await createTestApp();
  mail = new MemoryMailTransport('tickets@example.jp');
  setMailTransport(mail);
  runner = new JobRunner(t.database.db, [ticketMailSweepJob]);
  await addCinemaStaff(t.database.db, {
    userName: 'mail-sender',
    cinemaCodes: ['0101'],
    permissions: { reports: ['view', 'update'] },
  });
  await addCinemaStaff(t.database.db, {
    userName: 'mail-viewer',
    cinemaCodes: ['0101'],
    permissions: { reports: ['view'] },
  });
  tokens = {
    hq: await t.login('hq'),
    hq2: await t.login('hq2'),
    shinjuku: await t.login('shinjuku'),
    sender: await t.login('mail-sender'),
    viewer: await t.login('mail-viewer'),
    admin: await t.login('admin'),
  };
});
afterAll(async () => {
  setMailTransport(null);
  await t.close();
});
afterEach(() => {
  mail.failWith = null;
  mail.sent.length = 0;
});

const resend = (id: string, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/transactions/${id}/resend-mail`, headers: auth(token) });

/** Makes every queued mail due now (the resend interval has passed) and runs the sweeper. */
async function sweepNow() {
  await t.database.db.update(ticketMails).set({ nextAttemptAt: new Date(0) });
  return sendDueTicketMails(t.database.db, mail);
}

describe('ticket e-mail of an online sale', () => {
  it('is queued with the sale and sent by the sweeper job: pending → sent', async () => {
    const sale = await insertSale(t.database.db);
    expect(await emailStateOf(t.database.db, sale.id)).toEqual({ emailStatus: 'pending', emailSentCount: 0 });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'ticketMail.sweep'));
    expect(job?.status).toBe('queued');

    expect(await runner.drain()).toBeGreaterThanOrEqual(1);
    expect(await emailStateOf(t.database.db, sale.id)).toEqual({ emailStatus: 'sent', emailSentCount: 1 });
    expect(mail.sent).toHaveLength(1);
    const m = mail.sent[0]!;
    expect(m.to).toBe('taro@example.jp');
    expect(m.subject).toBe(`【シネマライン新宿】チケット購入完了のお知らせ（予約番号：${sale.transactionNo}）`);
    expect(m.text).toContain('山田 太郎 様');
    expect(m.text).toContain('D列10番　一般　1,900円');
    expect(m.text).toContain('D列11番　大学生　1,900円');
    expect(m.text).toContain('3,800円（税込）');
    expect(m.text).toMatch(/■ 上映日時\n\d{4}\/\d{2}\/\d{2}（.） \d{2}:\d{2}/);
    expect(m.html).toContain('<img src="cid:qr-1@ticket"');
    // One QR code per seat, each signed for its transaction and seat.
    expect(m.attachments?.map((a) => [a.cid, a.contentType])).toEqual([
      ['qr-1@ticket', 'image/png'],
      ['qr-2@ticket', 'image/png'],
    ]);
    expect(m.attachments![0]!.content.subarray(1, 4).toString()).toBe('PNG');
    // The sale is not mailed twice by a later fact event of the same transaction.
    await runner.drain();
    expect(mail.sent).toHaveLength(1);
  });

  it('queues nothing for a counter sale, a hold or a sale without an address', async () => {
    const pos = await insertSale(t.database.db, { channel: 'pos' });
    const hold = await insertSale(t.database.db, { status: 'pendingPayment', seats: ['E-1'] });
    const noMail = await insertSale(t.database.db, { email: null, seats: ['E-2'] });
    await runner.drain();
    expect(mail.sent).toHaveLength(0);
    expect((await emailStateOf(t.database.db, pos.id)).emailStatus).toBe('none');
    expect((await emailStateOf(t.database.db, noMail.id)).emailStatus).toBe('none');
    const rows = await t.database.db.select().from(ticketMails).where(eq(ticketMails.transactionId, hold.id));
    expect(rows).toEqual([]);
  });

  it('retries after the resend interval and fails after the configured count', async () => {
    await t.database.db
      .update(globalSettings)
      .set({ mailRetryCount: 2, mailRetryIntervalMinutes: 10 })
      .where(eq(globalSettings.id, 1));
    mail.failWith = 'connect ECONNREFUSED 127.0.0.1:25';
    const sale = await insertSale(t.database.db, { seats: ['F-1'] });
    const before = Date.now();
    // The sweeper job records the refusal and queues the sweep of the next try, after the interval.
    await runner.drain();
    const retries = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), eq(jobs.queue, ticketMailSweepJob.queue)));
    expect(retries).toHaveLength(1);
    expect(retries[0]!.runAt.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    await t.database.db.delete(jobs).where(eq(jobs.status, 'queued'));
    const [row] = await t.database.db.select().from(ticketMails).where(eq(ticketMails.transactionId, sale.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    // Not tried again before the interval is over.
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect((await sendDueTicketMails(t.database.db, mail)).tried).toBe(0);
    expect((await emailStateOf(t.database.db, sale.id)).emailStatus).toBe('pending');

    await sweepNow(); // second try
    expect((await emailStateOf(t.database.db, sale.id)).emailStatus).toBe('pending');
    await sweepNow(); // third try = first + 2 retries
    expect(await emailStateOf(t.database.db, sale.id)).toEqual({ emailStatus: 'failed', emailSentCount: 0 });
    const [failed] = await t.database.db.select().from(ticketMails).where(eq(ticketMails.transactionId, sale.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await sweepNow()).tried).toBe(0);

    // 再送 starts a new round; the server is back and the mail goes out.
    mail.failWith = null;
    const res = await resend(sale.id, tokens.sender);
    expect(res.statusCode).toBe(200);
    expect((await emailStateOf(t.database.db, sale.id)).emailStatus).toBe('pending');
    await runner.drain();
    expect(await emailStateOf(t.database.db, sale.id)).toEqual({ emailStatus: 'sent', emailSentCount: 1 });
    await t.database.db
      .update(globalSettings)
      .set({ mailRetryCount: 3, mailRetryIntervalMinutes: 5 })
      .where(eq(globalSettings.id, 1));
  });

  it('sends at most the batch size per sweep and queues another sweep for the rest', async () => {
    await t.database.db.update(globalSettings).set({ mailBatchSize: 2 }).where(eq(globalSettings.id, 1));
    for (const seat of ['G-1', 'G-2', 'G-3']) await insertSale(t.database.db, { seats: [seat] });
    const first = await sendDueTicketMails(t.database.db, mail);
    expect(first).toEqual({ tried: 2, full: true, retryAt: null });
    expect(mail.sent).toHaveLength(2);
    await runner.drain();
    expect(mail.sent).toHaveLength(3);
    await t.database.db.update(globalSettings).set({ mailBatchSize: 50 }).where(eq(globalSettings.id, 1));
  });

  it('signs each seat QR code: a changed seat or transaction is refused', async () => {
    const sale = await insertSale(t.database.db, { seats: ['H-5'] });
    await runner.drain();
    const payload = ticketQrPayload(sale.id, 'H-5');
    expect(readTicketQr(payload)).toEqual({ transactionId: sale.id, seatKey: 'H-5' });
    expect(readTicketQr(payload.replace('.H-5.', '.H-6.'))).toBeNull();
    expect(readTicketQr('CT1.x.y')).toBeNull();
  });
});

describe('mail settings in 全体設定', () => {
  it('saves the resend interval, count and batch size and names a bad one in Japanese', async () => {
    const current = (await t.app.inject({ url: '/api/system/globalSetting', headers: auth(tokens.admin) })).json().data;
    expect(current).toMatchObject({ mailRetryIntervalMinutes: 5, mailRetryCount: 3, mailBatchSize: 50 });
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/system/globalSetting', headers: auth(tokens.admin), payload: body });
    const bad = await put({ ...current, mailRetryIntervalMinutes: 0, mailRetryCount: 21, mailBatchSize: 1001 });
    expect(bad.statusCode).toBe(400);
    expect(
      Object.fromEntries(bad.json().errors.map((e: { field: string; message: string }) => [e.field, e.message])),
    ).toEqual({
      mailRetryIntervalMinutes: '「チケットメールの再送間隔（分）」は1〜1440の数値を入力してください',
      mailRetryCount: '「チケットメールの再送回数」は0〜20の数値を入力してください',
      mailBatchSize: '「チケットメールの一括送信件数」は1〜1000の数値を入力してください',
    });
    const ok = await put({ ...current, mailRetryIntervalMinutes: 15, mailRetryCount: 0, mailBatchSize: 10 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ mailRetryIntervalMinutes: 15, mailRetryCount: 0, mailBatchSize: 10 });
    await t.database.db
      .update(globalSettings)
      .set({ mailRetryIntervalMinutes: 5, mailRetryCount: 3, mailBatchSize: 50 })
      .where(eq(globalSettings.id, 1));
  });
});

describe('POST /api/transactions/{id}/resend-mail', () => {
  it('re-sends the mail of an online sale (audited) and says so in Japanese', async () => {
    const sale = await insertSale(t.database.db, { seats: ['J-1'] });
    await runner.drain();
    const res = await resend(sale.id, tokens.sender);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: mailMessages.resent,
      data: {
        transactionId: sale.id,
        transactionNo: sale.transactionNo,
        to: 'taro@example.jp',
        emailStatus: 'pending',
      },
    });
    await runner.drain();
    expect(await emailStateOf(t.database.db, sale.id)).toEqual({ emailStatus: 'sent', emailSentCount: 2 });
    expect(mail.sent.map((m) => m.to)).toEqual(['taro@example.jp', 'taro@example.jp']);
    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, sale.id));
    expect(audits.map((a) => a.summary)).toEqual([`チケットメール再送（取引番号 ${sale.transactionNo}）`]);
    // 取引履歴 is the cinema's screen: head office and the operator are not offered it.
    expect((await resend(sale.id, tokens.hq)).statusCode).toBe(403);
  });

  it('refuses a sale without an e-mail address, naming the field', async () => {
    const sale = await insertSale(t.database.db, { email: null, seats: ['J-2'] });
    const res = await resend(sale.id, tokens.sender);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'purchaserEmail', message: mailMessages.noAddress }]);
  });

  it('refuses a counter sale and an online sale that is not paid', async () => {
    const pos = await insertSale(t.database.db, { channel: 'pos', seats: ['J-3'] });
    const hold = await insertSale(t.database.db, { status: 'pendingPayment', seats: ['J-4'] });
    for (const id of [pos.id, hold.id]) {
      const res = await resend(id, tokens.sender);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(mailMessages.notOnlineSale);
    }
  });

  it('refuses a malformed id with a Japanese message', async () => {
    const res = await resend('not-a-uuid', tokens.sender);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'id', message: '取引IDが正しくありません' });
  });

  it('needs the update permission of reports: staff with view only get 403', async () => {
    const sale = await insertSale(t.database.db, { seats: ['J-5'] });
    expect((await resend(sale.id, tokens.viewer)).statusCode).toBe(403);
    expect((await resend(sale.id, tokens.admin)).statusCode).toBe(403);
  });

  it('answers 404 for another brand and for a cinema outside the account', async () => {
    const other = await insertSale(t.database.db, { cinemaCode: '0102', seats: ['J-6'] });
    expect((await resend(other.id, tokens.sender)).statusCode).toBe(404);
    // The demo's 新宿 staff may re-send (reports update) their own cinema's mails only.
    expect((await resend(other.id, tokens.shinjuku)).statusCode).toBe(404);
    const mirai = await insertSale(t.database.db, { cinemaCode: '0201', seats: ['J-7'] });
    expect((await resend(mirai.id, tokens.sender)).statusCode).toBe(404);
    const own = await insertSale(t.database.db, { seats: ['J-8'] });
    expect((await resend(own.id, tokens.shinjuku)).statusCode).toBe(200);
    expect((await resend('01936b8e-7c2a-7000-8000-000000000001', tokens.sender)).statusCode).toBe(404);
  });
});
