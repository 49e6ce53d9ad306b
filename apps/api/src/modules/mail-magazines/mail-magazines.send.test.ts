import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailMagazineMessages } from '@cinema/contracts';
import { auditLogs, jobs, mailMagazineRecipients, mailMagazines, members } from '../../db/schema/index.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { MemoryMailTransport, setMailTransport } from '../../platform/mail/index.js';
import { fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addDraft, addFilter } from './mail-magazines.fixtures.js';
import { mailMagazineSendJob, mailMagazineStartJob, sendBatch } from './mail-magazines.jobs.js';

// Sending (docs/membership.md, "メールマガジン"): recipients frozen once, the rate per minute, every row marked exactly
// once (two batches at a time included), bounces and passing failures, pause, resume and cancel, a booked send, and the
// one-click 配信停止 with its signed token.

let t: TestContext;
let hq: string;
let runner: JobRunner;
let gold: number;
/** A member a test suspended, made active again after it. */
let suspended = 0;
const mail = new MemoryMailTransport('magazine@example.jp');
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(hq), payload });
const magazine = async (id: number) =>
  (await t.database.db.select().from(mailMagazines).where(eq(mailMagazines.id, id)))[0]!;
const rowsOf = (id: number) =>
  t.database.db.select().from(mailMagazineRecipients).where(eq(mailMagazineRecipients.magazineId, id));
const tokenOf = (header: string | undefined) => /token=([^>]+)>/.exec(header ?? '')?.[1] ?? '';

/** A draft to the ゴールド members (15 in the demo), sent now; answers the magazine. */
async function sendNow(extra: Record<string, unknown> = {}) {
  const draft = await addDraft(t, hq, { memberFilterId: gold, ...extra });
  const res = await post('/api/mailMagazine/send', { id: draft.id, version: draft.version });
  if (res.statusCode !== 200) throw new Error(res.body);
  const data = res.json().data as { id: number; version: number; status: string; recipientCount: number };
  return { ...data, sendRun: (await magazine(data.id)).sendRun };
}

beforeAll(async () => {
  t = await createTestApp();
  setMailTransport(mail);
  runner = new JobRunner(t.database.db, [mailMagazineStartJob, mailMagazineSendJob]);
  [hq] = await signIn(t, 'hq');
  gold = await addFilter(t, 'ゴールド', { ranks: [3] });
});
afterAll(async () => {
  setMailTransport(null);
  await t.close();
});
afterEach(async () => {
  mail.failWith = null;
  mail.rejects.clear();
  mail.sent.length = 0;
  // Each test's own queue: an earlier magazine's jobs never run into the next test.
  await t.database.db.delete(jobs).where(sql`queue like 'mailMagazine.%'`);
  await t.database.db.update(members).set({ mailOptIn: true, mailUnsubscribedAt: null });
  if (suspended) await t.database.db.update(members).set({ status: 'active' }).where(eq(members.id, suspended));
  suspended = 0;
});

describe('sending a magazine', () => {
  it('freezes the sendable members of the filter once, and sends each exactly once at the rate', async () => {
    await t.database.db.update(members).set({ mailOptIn: false }).where(eq(members.memberNo, 'CL00000040'));
    const m = await sendNow({ ratePerMinute: 5 });
    expect(m).toMatchObject({ status: 'sending', recipientCount: 14 });
    expect((await rowsOf(m.id)).map((r) => r.status)).toEqual(Array(14).fill('queued'));
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'mailMagazine'), eq(auditLogs.action, 'send')));
    expect(audit.map((a) => a.summary)).toContain('{{氏名}}様へのお知らせ: 送信を開始');
    // One job: five mails (the rate per minute), the next job a minute later.
    expect(await runner.drain()).toBe(1);
    expect(mail.sent).toHaveLength(5);
    const [next] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'mailMagazine.send'), eq(jobs.status, 'queued')));
    const wait = next!.runAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    await runner.drain({ delayed: true });
    const done = await magazine(m.id);
    expect(done).toMatchObject({ status: 'sent', sentCount: 14, bouncedCount: 0, failedCount: 0 });
    expect(done.finishedAt).not.toBeNull();
    const to = mail.sent.map((s) => s.to);
    expect(new Set(to).size).toBe(14);
    expect(to).not.toContain('member40@example.jp');
    const first = mail.sent.find((s) => s.to === 'member20@example.jp')!;
    const [member20] = await t.database.db.select().from(members).where(eq(members.memberNo, 'CL00000020'));
    expect(first.subject).toBe(`${member20!.name}様へのお知らせ`);
    expect(first.text).toContain('ゴールド');
    expect(first.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(first.text).toContain('/mail/unsubscribe?token=');
  });

  it('marks each row once when two batches run at the same time', async () => {
    const m = await sendNow({ ratePerMinute: 10 });
    const db = t.database.db;
    const batch = () => db.transaction((tx) => sendBatch(tx, m.id, m.sendRun, mail));
    const both = await Promise.all([batch(), batch()]);
    const tried = both.reduce((n, b) => n + (b?.tried ?? 0), 0);
    expect(tried).toBe(15);
    expect(mail.sent).toHaveLength(15);
    expect(new Set(mail.sent.map((s) => s.to)).size).toBe(15);
    expect((await rowsOf(m.id)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect((await magazine(m.id)).sentCount).toBe(15);
  });

  it('records a refused address as 不達 and keeps a passing failure queued, then 送信失敗 after 3 tries', async () => {
    mail.rejects.add('member20@example.jp');
    const m = await sendNow({ ratePerMinute: 100 });
    const db = t.database.db;
    await db.transaction((tx) => sendBatch(tx, m.id, m.sendRun, mail));
    const bounced = (await rowsOf(m.id)).filter((r) => r.status === 'bounced');
    expect(bounced).toHaveLength(1);
    expect(bounced[0]!.error).toContain('550');
    expect(await magazine(m.id)).toMatchObject({ sentCount: 14, bouncedCount: 1 });

    const n = await sendNow({ ratePerMinute: 100 });
    mail.failWith = 'connect ECONNREFUSED';
    for (let i = 0; i < 3; i++) await db.transaction((tx) => sendBatch(tx, n.id, n.sendRun, mail));
    const rows = await rowsOf(n.id);
    // The server is down: each batch stops at its first passing failure, so the first row is tried each time and
    // becomes 送信失敗 on its third; the batch then goes on to the next, which waits again.
    const tried = rows.filter((r) => r.attempts > 0).sort((a, b) => a.id - b.id);
    expect(tried.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 3],
      ['queued', 1],
    ]);
    expect(tried[0]!.error).toBe('connect ECONNREFUSED');
    expect(rows.filter((r) => r.status === 'queued')).toHaveLength(14);
    expect(await magazine(n.id)).toMatchObject({ failedCount: 1, sentCount: 0, status: 'sending' });
  });

  it('skips a member who stopped mail after the freeze, and pauses, resumes and cancels', async () => {
    const m = await sendNow({ ratePerMinute: 2 });
    const db = t.database.db;
    // The first row the job takes belongs to a member suspended since the freeze.
    const [firstRow] = (await rowsOf(m.id)).sort((a, b) => a.id - b.id);
    suspended = firstRow!.memberId;
    await db.update(members).set({ status: 'suspended' }).where(eq(members.id, suspended));
    await runner.drain();
    const paused = await post('/api/mailMagazine/pause', { id: m.id, version: m.version });
    expect(paused.json()).toMatchObject({ message: mailMagazineMessages.paused, data: { status: 'paused' } });
    await runner.drain({ delayed: true });
    const afterPause = mail.sent.length;
    expect(afterPause).toBe(1);
    const skipped = (await rowsOf(m.id)).filter((r) => r.status === 'unsubscribed');
    expect(skipped.map((r) => r.memberId)).toEqual([suspended]);
    const resumed = (await post('/api/mailMagazine/resume', paused.json().data)).json().data;
    expect(resumed.status).toBe('sending');
    await runner.drain();
    expect(mail.sent.length).toBe(afterPause + 2);
    const cancelled = await post('/api/mailMagazine/cancel', resumed);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', skippedCount: 1, sentCount: 3 });
    await runner.drain({ delayed: true });
    expect(mail.sent.length).toBe(afterPause + 2);
    expect((await rowsOf(m.id)).filter((r) => r.status === 'queued')).toHaveLength(11);
  });

  it('books a send for its time, and a booking cancelled returns to 下書き', async () => {
    const past = await addDraft(t, hq, {
      memberFilterId: gold,
      sendMode: 'scheduled',
      scheduledAt: '2020-01-01T10:00:00+09:00',
    });
    const refused = await post('/api/mailMagazine/send', past);
    expect(fieldsOf(refused).scheduledAt).toBe(mailMagazineMessages.pastScheduledAt);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const draft = await addDraft(t, hq, { memberFilterId: gold, sendMode: 'scheduled', scheduledAt: at });
    const booked = (await post('/api/mailMagazine/send', draft)).json().data;
    expect(booked).toMatchObject({ status: 'scheduled', recipientCount: 0 });
    expect(await runner.drain()).toBe(0);
    await runner.drain({ delayed: true });
    expect(await magazine(draft.id)).toMatchObject({ status: 'sent', recipientCount: 15, sentCount: 15 });

    const again = await addDraft(t, hq, { memberFilterId: gold, sendMode: 'scheduled', scheduledAt: at });
    const booked2 = (await post('/api/mailMagazine/send', again)).json().data;
    const back = await post('/api/mailMagazine/cancel', booked2);
    expect(back.json()).toMatchObject({ message: mailMagazineMessages.unscheduled, data: { status: 'draft' } });
    await runner.drain({ delayed: true });
    expect((await magazine(again.id)).recipientCount).toBe(0);
  });

  it('refuses to send with no filter or nobody to reach', async () => {
    const none = await addDraft(t, hq, {});
    expect(fieldsOf(await post('/api/mailMagazine/send', none)).memberFilterId).toBe(mailMagazineMessages.noFilter);
    const nobody = await addFilter(t, '誰もいない', { ranks: [3], ageFrom: 120 });
    const empty = await addDraft(t, hq, { memberFilterId: nobody });
    expect(fieldsOf(await post('/api/mailMagazine/send', empty)).memberFilterId).toBe(
      mailMagazineMessages.noRecipients,
    );
    expect((await magazine(empty.id)).status).toBe('draft');
  });
});

describe('one-click 配信停止', () => {
  it('stops the member with a signed token, once, audited in the member’s name; a forged one changes nothing', async () => {
    const m = await sendNow({ ratePerMinute: 100 });
    await runner.drain();
    const sent = mail.sent.find((s) => s.to === 'member60@example.jp')!;
    const token = decodeURIComponent(tokenOf(sent.headers?.['List-Unsubscribe']));
    const url = `/mail/unsubscribe?token=${encodeURIComponent(token)}`;
    // GET only asks: nothing changes.
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('配信を停止する');
    const [before] = await t.database.db.select().from(members).where(eq(members.memberNo, 'CL00000060'));
    expect(before!.mailOptIn).toBe(true);
    // The mail program's one click (RFC 8058).
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const res = await oneClick();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('配信を停止しました');
    expect((await oneClick()).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(members).where(eq(members.memberNo, 'CL00000060'));
    expect(after).toMatchObject({ mailOptIn: false });
    expect(after!.mailUnsubscribedAt).not.toBeNull();
    expect((await magazine(m.id)).unsubscribedCount).toBe(1);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'unsubscribe'), eq(auditLogs.entityId, String(after!.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'member', accountId: null, userName: `会員 CL00000060 ${after!.name}` });
    // The JSON endpoint for a member page: the same, and a forged token is refused on its field.
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/mailMagazine/unsubscribe',
      payload: { token: forged },
    });
    expect(api.statusCode).toBe(400);
    expect(fieldsOf(api).token).toBe(mailMagazineMessages.badToken);
    const otherId = `${Number(token.split('.')[0]) + 1}.${token.split('.')[1]}`;
    expect((await t.app.inject({ method: 'POST', url: `/mail/unsubscribe?token=${otherId}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/mail/unsubscribe?token=abc' })).statusCode).toBe(400);
    // The next magazine leaves the member out.
    const next = await sendNow();
    expect(next.recipientCount).toBe(14);
  });

  it('records bounce notices on the latest sent recipient of each address', async () => {
    const m = await sendNow({ ratePerMinute: 100 });
    await runner.drain();
    const res = await post('/api/mailMagazine/bounces', {
      addresses: ['MEMBER80@example.jp', 'unknown@example.jp'],
      reason: '550 5.1.1 user unknown (DSN)',
    });
    expect(res.json()).toMatchObject({ data: { recorded: 1 }, message: mailMagazineMessages.bouncesRecorded(1) });
    const row = (await rowsOf(m.id)).find((r) => r.email === 'member80@example.jp')!;
    expect(row).toMatchObject({ status: 'bounced', error: '550 5.1.1 user unknown (DSN)' });
    expect(await magazine(m.id)).toMatchObject({ sentCount: 14, bouncedCount: 1 });
  });
});
