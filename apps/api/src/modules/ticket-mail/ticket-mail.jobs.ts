import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ticketMails, transactions } from '../../db/schema/index.js';
import { defineJob, enqueue } from '../../platform/jobs/index.js';
import { loggableError } from '../../platform/log-error.js';
import { mailTransport, type MailTransport } from '../../platform/mail/index.js';
import { loadSettings } from '../../platform/settings.js';
import { loadFileUrlKey } from '../files/index.js';
import { ticketMail } from './ticket-mail.content.js';
import { isMailable, ticketMailData } from './ticket-mail.data.js';

// The ticket e-mail's life: queued in the sale's database transaction (outbox), sent by the
// sweeper in batches (全体設定: 一括送信件数), tried again after the 再送間隔 when the server refuses,
// and given up as 送信失敗 after the 再送回数. transactions.email_status follows every step.

const SWEEP = 'ticketMail.sweep';

export const ticketMailSweepJob = defineJob({
  queue: SWEEP,
  payload: z.object({}),
  maxAttempts: 3,
  run: async ({ tx }) => {
    // The QR signature's key (a worker process has not loaded it); written only the very first time.
    await loadFileUrlKey(tx);
    const { full, retryAt } = await sendDueTicketMails(tx);
    // More are waiting than one batch takes: another sweep right after this one commits.
    if (full) await enqueue(tx, ticketMailSweepJob, {});
    // A refused mail is tried again after the 再送間隔: one sweep per minute of retries.
    if (retryAt)
      await enqueue(
        tx,
        ticketMailSweepJob,
        {},
        { runAt: retryAt, dedupeKey: `${SWEEP}:${retryAt.toISOString().slice(0, 16)}` },
      );
  },
});

/**
 * Queues the ticket e-mail of a transaction when it is mailable; in the caller's transaction.
 * A second call for a mail already queued or sent does nothing unless `resend` (再送) asks for a
 * new round. Answers whether a mail was queued.
 */
export async function queueTicketMail(tx: Db, transactionId: string, { resend = false } = {}) {
  const [t] = await tx
    .select({
      kind: transactions.kind,
      channel: transactions.channel,
      status: transactions.status,
      purchaserEmail: transactions.purchaserEmail,
      brandId: transactions.brandId,
      cinemaId: transactions.cinemaId,
    })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (!t || !isMailable(t)) return false;
  const row = { transactionId, brandId: t.brandId, cinemaId: t.cinemaId };
  const fresh = {
    status: 'pending' as const,
    attempts: 0,
    nextAttemptAt: new Date(),
    lastError: null,
    requestedAt: new Date(),
  };
  const queued = resend
    ? await tx
        .insert(ticketMails)
        .values({ ...row, ...fresh })
        .onConflictDoUpdate({ target: ticketMails.transactionId, set: fresh })
        .returning({ id: ticketMails.transactionId })
    : await tx.insert(ticketMails).values(row).onConflictDoNothing().returning({ id: ticketMails.transactionId });
  if (!queued.length) return false;
  await tx.update(transactions).set({ emailStatus: 'pending' }).where(eq(transactions.id, transactionId));
  await enqueue(tx, ticketMailSweepJob, {}, { dedupeKey: SWEEP });
  return true;
}

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/**
 * Sends the due mails of one batch; answers how many were tried, whether the batch was full, and
 * when a refused mail is due again (null when none was).
 */
export async function sendDueTicketMails(tx: Db, transport: MailTransport = mailTransport(), now = new Date()) {
  const settings = await loadSettings(tx);
  const due = await tx
    .select()
    .from(ticketMails)
    .where(and(eq(ticketMails.status, 'pending'), lte(ticketMails.nextAttemptAt, now)))
    .orderBy(asc(ticketMails.nextAttemptAt))
    .limit(settings.mailBatchSize)
    .for('update', { skipLocked: true });
  let retryAt: Date | null = null;
  for (const mail of due) {
    const data = await ticketMailData(tx, mail.transactionId);
    if (!data?.to || !data.mailable) {
      // Voided or refunded before it went out: nothing to send any more.
      await tx
        .update(ticketMails)
        .set({ status: 'failed', lastError: '送信対象の取引ではなくなりました' })
        .where(eq(ticketMails.transactionId, mail.transactionId));
      await tx.update(transactions).set({ emailStatus: 'none' }).where(eq(transactions.id, mail.transactionId));
      continue;
    }
    const attempts = mail.attempts + 1;
    try {
      const sent = await transport.send(await ticketMail({ ...data, to: data.to }, transport.defaultFrom));
      await tx
        .update(ticketMails)
        .set({ status: 'sent', attempts, sentAt: now, messageId: sent.messageId, lastError: null })
        .where(eq(ticketMails.transactionId, mail.transactionId));
      await tx
        .update(transactions)
        .set({ emailStatus: 'sent', emailSentCount: sql`${transactions.emailSentCount} + 1` })
        .where(eq(transactions.id, mail.transactionId));
    } catch (err) {
      // The first try and then 再送回数 more; after the last the mail stays 送信失敗 until 再送.
      const failed = attempts > settings.mailRetryCount;
      await tx
        .update(ticketMails)
        .set({
          status: failed ? 'failed' : 'pending',
          attempts,
          lastError: String(loggableError(err).message).slice(0, 500),
          nextAttemptAt: minutesFrom(now, settings.mailRetryIntervalMinutes),
        })
        .where(eq(ticketMails.transactionId, mail.transactionId));
      if (!failed) retryAt = minutesFrom(now, settings.mailRetryIntervalMinutes);
      if (failed)
        await tx.update(transactions).set({ emailStatus: 'failed' }).where(eq(transactions.id, mail.transactionId));
    }
  }
  return { tried: due.length, full: due.length === settings.mailBatchSize, retryAt };
}
