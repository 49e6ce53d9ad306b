import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db } from '../../db/client.js';
import { brands, mailMagazineRecipients, mailMagazines, members, memberSystems } from '../../db/schema/index.js';
import { defineJob, enqueue } from '../../platform/jobs/index.js';
import { loggableError } from '../../platform/log-error.js';
import { mailTransport, MailRejectedError, type MailTransport } from '../../platform/mail/index.js';
import { found } from '../../platform/errors.js';
import { loadFileUrlKey } from '../files/index.js';
import { filterMembersWhere, sendableMember } from './mail-magazines.audience.js';
import { magazineMail, senderOf } from './mail-magazines.content.js';
import { mailMemberColumns, mailMemberOf } from './mail-magazines.members.js';
import { unsubscribeUrl } from './mail-magazines.unsubscribe.js';

// Sending a magazine (docs/membership.md, "メールマガジン"). The start job (a booked send, at its time) freezes the
// recipients; the send job takes the next queued rows FOR UPDATE SKIP LOCKED, sends each through the mail transport
// and marks it in the job's own transaction, so a row is marked exactly once even with two runner processes; then it
// queues its successor, spaced to keep the magazine's rate per minute. A pause, a cancel or a newer run stops it.

/** At most this many mails in one job's transaction: a fast rate is several jobs a minute, never one long one. */
export const MAX_BATCH = 200;
/** Tries of a recipient the server answered with a passing error (no connection, 4xx) before it is 送信失敗. */
export const MAX_ATTEMPTS = 3;

const r = mailMagazineRecipients;

/** Freezes the recipients in the caller's transaction and queues the send job; answers how many (0: none written). */
export async function freezeRecipients(tx: Db, magazine: { id: number }, where: SQL, now = new Date()) {
  const [added] = await rowsOf<{ n: number }>(
    tx.execute(sql`
    with added as (
      insert into ${r} (magazine_id, brand_id, member_id, email)
      select ${magazine.id}, ${members.brandId}, ${members.id}, ${members.email}
      from ${members}
      where ${and(where, sendableMember)}
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from added`),
  );
  const n = Number(added?.n ?? 0);
  if (!n) return 0;
  const [row] = await tx
    .update(mailMagazines)
    .set({ status: 'sending', recipientCount: n, startedAt: now, sendRun: sql`${mailMagazines.sendRun} + 1` })
    .where(eq(mailMagazines.id, magazine.id))
    .returning({ sendRun: mailMagazines.sendRun });
  await enqueue(tx, mailMagazineSendJob, { id: magazine.id, run: found(row).sendRun });
  return n;
}

export const mailMagazineStartJob = defineJob({
  queue: 'mailMagazine.start',
  // `at`: the time booked. A booking cancelled and booked again queues a new job; the old one finds another time.
  payload: z.object({ id: z.number().int(), at: z.string() }),
  maxAttempts: 3,
  run: async ({ tx, payload }) => {
    const [m] = await tx.select().from(mailMagazines).where(eq(mailMagazines.id, payload.id)).for('update');
    // Cancelled (back to 下書き), booked again for another time, or already started: nothing to do.
    if (m?.status !== 'scheduled' || m.scheduledAt?.toISOString() !== payload.at) return;
    const where = await filterMembersWhere(tx, { kind: 'all' }, m.brandId, m.memberFilterId);
    if (!(await freezeRecipients(tx, m, where)))
      await tx
        .update(mailMagazines)
        .set({ status: 'sent', startedAt: new Date(), finishedAt: new Date() })
        .where(eq(mailMagazines.id, m.id));
  },
});

type Outcome = 'sent' | 'bounced' | 'failed' | 'unsubscribed' | 'retry';

/** Sends the next batch of a magazine in sending; answers what became of each and whether rows are left. */
export async function sendBatch(tx: Db, id: number, run: number, transport: MailTransport = mailTransport()) {
  const [m] = await tx
    .select({ magazine: mailMagazines, brandName: brands.name })
    .from(mailMagazines)
    .innerJoin(brands, eq(brands.id, mailMagazines.brandId))
    .where(eq(mailMagazines.id, id))
    .for('update', { of: mailMagazines });
  if (m?.magazine.status !== 'sending' || m.magazine.sendRun !== run) return null;
  const { magazine, brandName } = m;
  const size = Math.min(magazine.ratePerMinute, MAX_BATCH);
  const rows = await tx
    .select({
      id: r.id,
      attempts: r.attempts,
      email: members.email,
      sendable: sql<boolean>`${sendableMember}`,
      ...mailMemberColumns,
    })
    .from(r)
    .innerJoin(members, eq(members.id, r.memberId))
    .innerJoin(memberSystems, eq(memberSystems.id, members.memberSystemId))
    .where(and(eq(r.magazineId, id), eq(r.status, 'queued')))
    .orderBy(asc(r.id))
    .limit(size)
    .for('update', { of: r, skipLocked: true });
  const from = senderOf(brandName, transport.defaultFrom);
  const tally: Record<Outcome, number> = { sent: 0, bounced: 0, failed: 0, unsubscribed: 0, retry: 0 };
  for (const row of rows) {
    const outcome = await sendOne(tx, row, { magazine, brandName, from, transport });
    tally[outcome]++;
    // The server is unreachable or busy: the rest waits for the next job rather than failing one by one.
    if (outcome === 'retry') break;
  }
  await tx
    .update(mailMagazines)
    .set({
      sentCount: sql`${mailMagazines.sentCount} + ${tally.sent}`,
      bouncedCount: sql`${mailMagazines.bouncedCount} + ${tally.bounced}`,
      failedCount: sql`${mailMagazines.failedCount} + ${tally.failed}`,
      skippedCount: sql`${mailMagazines.skippedCount} + ${tally.unsubscribed}`,
    })
    .where(eq(mailMagazines.id, id));
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(r)
    .where(and(eq(r.magazineId, id), eq(r.status, 'queued')));
  return { tally, tried: rows.length, left: left?.n ?? 0, rate: magazine.ratePerMinute };
}

interface Batch {
  magazine: typeof mailMagazines.$inferSelect;
  brandName: string;
  from: string;
  transport: MailTransport;
}

async function sendOne(
  tx: Db,
  row: { id: number; attempts: number; email: string | null; sendable: boolean } & Parameters<typeof mailMemberOf>[0],
  b: Batch,
): Promise<Outcome> {
  const mark = (set: Partial<typeof r.$inferInsert>) => tx.update(r).set(set).where(eq(r.id, row.id));
  // Stopped mail (配信停止, 停止, 退会, no address) since the recipients were frozen: never sent.
  if (!row.sendable || !row.email) {
    await mark({ status: 'unsubscribed' });
    return 'unsubscribed';
  }
  const attempts = row.attempts + 1;
  try {
    const mail = magazineMail(b.magazine, mailMemberOf(row), {
      to: row.email,
      from: b.from,
      unsubscribeUrl: unsubscribeUrl(row.id),
      brandName: b.brandName,
      reference: `mail-magazine:${b.magazine.id}`,
    });
    const sent = await b.transport.send(mail);
    await mark({
      status: 'sent',
      attempts,
      sentAt: new Date(),
      messageId: sent.messageId,
      email: row.email,
      error: null,
    });
    return 'sent';
  } catch (err) {
    const reason = String(loggableError(err).message).slice(0, 500);
    if (err instanceof MailRejectedError) {
      await mark({ status: 'bounced', attempts, error: reason, email: row.email });
      return 'bounced';
    }
    const failed = attempts >= MAX_ATTEMPTS;
    await mark({ status: failed ? 'failed' : 'queued', attempts, error: reason });
    return failed ? 'failed' : 'retry';
  }
}

export const mailMagazineSendJob = defineJob({
  queue: 'mailMagazine.send',
  payload: z.object({ id: z.number().int(), run: z.number().int() }),
  maxAttempts: 5,
  run: async ({ tx, payload }) => {
    // The 配信停止 links are signed with the app's key (a worker process has not loaded it yet).
    await loadFileUrlKey(tx);
    const started = Date.now();
    const done = await sendBatch(tx, payload.id, payload.run);
    if (!done) return;
    if (done.left === 0) {
      await tx
        .update(mailMagazines)
        .set({ status: 'sent', finishedAt: new Date() })
        .where(and(eq(mailMagazines.id, payload.id), eq(mailMagazines.status, 'sending')));
      return;
    }
    // The rate: this batch's share of a minute (a batch that stopped on a passing error waits a whole minute).
    const share = done.tally.retry ? 60_000 : Math.ceil((60_000 * Math.max(done.tried, 1)) / done.rate);
    await enqueue(tx, mailMagazineSendJob, payload, { runAt: new Date(started + share) });
  },
});
