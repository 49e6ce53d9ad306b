import { and, eq, sql } from 'drizzle-orm';
import {
  formatTokyoDateTime,
  mailMagazineMessages,
  type MailMagazineActionBody,
  type MailMagazineStatus,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { mailMagazines } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, invalidField, staleVersion } from '../../platform/errors.js';
import { enqueue } from '../../platform/jobs/index.js';
import { filterMembersWhere } from './mail-magazines.audience.js';
import { freezeRecipients, mailMagazineSendJob, mailMagazineStartJob } from './mail-magazines.jobs.js';
import { findMailMagazine } from './mail-magazines.repository.js';

// 送信・予約, 取消, 一時停止, 再開 (docs/membership.md, "メールマガジン"). Sending starts by freezing the recipients: one
// INSERT … SELECT of the members the filter matches and mail may reach, one row each; the job then works through them.

async function transition(
  db: Db,
  actor: Actor,
  body: MailMagazineActionBody,
  o: {
    from: readonly MailMagazineStatus[];
    refused: string;
    to: (status: MailMagazineStatus) => MailMagazineStatus;
    then?: (tx: Db, m: { id: number; brandId: number; sendRun: number }) => Promise<void>;
    said: (status: MailMagazineStatus) => string;
    audit: { action: 'send' | 'void' | 'update'; text: string };
  },
) {
  const current = found(await findMailMagazine(db, actor.scope, body.id));
  if (!o.from.includes(current.status)) throw conflict(o.refused);
  const status = o.to(current.status);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailMagazines)
      .set({
        status,
        version: body.version + 1,
        updatedAt: new Date(),
        ...(status === 'cancelled' ? { finishedAt: new Date() } : {}),
        ...(status === 'sending' ? { sendRun: sql`${mailMagazines.sendRun} + 1` } : {}),
      })
      .where(
        and(
          eq(mailMagazines.id, body.id),
          eq(mailMagazines.version, body.version),
          eq(mailMagazines.status, current.status),
        ),
      )
      .returning({ id: mailMagazines.id, brandId: mailMagazines.brandId, sendRun: mailMagazines.sendRun });
    if (!row) throw staleVersion();
    await o.then?.(tx, row);
    await audit(tx, actor, {
      action: o.audit.action,
      entity: 'mailMagazine',
      entityId: body.id,
      brandId: current.brandId,
      cinemaId: null,
      summary: `${current.subject}: ${o.audit.text}`,
    });
    return { magazine: found(await findMailMagazine(tx, actor.scope, body.id)), message: o.said(status) };
  });
}

/** 送信: now (the recipients frozen at once, the job queued) or at the time set (the start job queued for it). */
export async function sendMailMagazine(db: Db, actor: Actor, body: MailMagazineActionBody) {
  const current = found(await findMailMagazine(db, actor.scope, body.id));
  if (current.status !== 'draft') throw conflict(mailMagazineMessages.notSendable);
  const where = await filterMembersWhere(db, actor.scope, current.brandId, current.memberFilterId);
  const scheduled = current.sendMode === 'scheduled';
  const at = current.scheduledAt ? new Date(current.scheduledAt) : null;
  if (scheduled && !at) throw invalidField('scheduledAt', mailMagazineMessages.noScheduledAt);
  if (scheduled && at && at.getTime() <= Date.now())
    throw invalidField('scheduledAt', mailMagazineMessages.pastScheduledAt);
  return transition(db, actor, body, {
    from: ['draft'],
    refused: mailMagazineMessages.notSendable,
    to: () => (scheduled ? 'scheduled' : 'sending'),
    then: async (tx, m) => {
      if (scheduled && at) {
        await enqueue(tx, mailMagazineStartJob, { id: m.id, at: at.toISOString() }, { runAt: at });
        return;
      }
      if (!(await freezeRecipients(tx, m, where)))
        throw invalidField('memberFilterId', mailMagazineMessages.noRecipients);
    },
    said: () => (scheduled ? mailMagazineMessages.scheduled : mailMagazineMessages.sent),
    audit: { action: 'send', text: scheduled ? `送信を予約（${at ? formatTokyoDateTime(at) : ''}）` : '送信を開始' },
  });
}

/** 取消: a booked send goes back to 下書き (to be edited and booked again); a started one stops for good. */
export const cancelMailMagazine = (db: Db, actor: Actor, body: MailMagazineActionBody) =>
  transition(db, actor, body, {
    from: ['scheduled', 'sending', 'paused'],
    refused: mailMagazineMessages.notCancellable,
    to: (s) => (s === 'scheduled' ? 'draft' : 'cancelled'),
    said: (s) => (s === 'draft' ? mailMagazineMessages.unscheduled : mailMagazineMessages.cancelled),
    audit: { action: 'void', text: '送信を取消' },
  });

export const pauseMailMagazine = (db: Db, actor: Actor, body: MailMagazineActionBody) =>
  transition(db, actor, body, {
    from: ['sending'],
    refused: mailMagazineMessages.notPausable,
    to: () => 'paused',
    said: () => mailMagazineMessages.paused,
    audit: { action: 'update', text: '送信を一時停止' },
  });

/** 再開: a new run of the send job; one of the run before (queued before the pause) stops when it sees the run. */
export const resumeMailMagazine = (db: Db, actor: Actor, body: MailMagazineActionBody) =>
  transition(db, actor, body, {
    from: ['paused'],
    refused: mailMagazineMessages.notResumable,
    to: () => 'sending',
    then: async (tx, m) => {
      await enqueue(tx, mailMagazineSendJob, { id: m.id, run: m.sendRun });
    },
    said: () => mailMagazineMessages.resumed,
    audit: { action: 'update', text: '送信を再開' },
  });
