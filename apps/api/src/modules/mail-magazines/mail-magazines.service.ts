import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  mailMagazineMessages,
  type MailBouncesBody,
  type MailMagazineCreateBody,
  type MailMagazineUpdateBody,
  type MailPreview,
  type MailPreviewBody,
  type MailTestSendBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, mailMagazineRecipients, mailMagazines } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, invalidField, staleVersion } from '../../platform/errors.js';
import { loggableError } from '../../platform/log-error.js';
import { mailTransport, MailRejectedError } from '../../platform/mail/index.js';
import { removeAudited } from '../../platform/remove.js';
import { brandForWrite } from '../../platform/scope.js';
import { loadFileUrlKey } from '../files/index.js';
import { filterMembersWhere } from './mail-magazines.audience.js';
import { magazineMail, renderMail, senderOf } from './mail-magazines.content.js';
import { firstMailMember, sampleMember } from './mail-magazines.members.js';
import { findMailMagazine } from './mail-magazines.repository.js';
import { unsubscribeUrl } from './mail-magazines.unsubscribe.js';

// メールマガジン's writes (docs/membership.md, "メールマガジン"): drafts are written, edited and deleted; each audited in
// its transaction. Sending is mail-magazines.sending.ts; the mails themselves the job's.

const summary = (m: { subject: string }) => m.subject;

export async function createMailMagazine(db: Db, actor: Actor, body: MailMagazineCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  if (body.memberFilterId != null) await filterMembersWhere(db, actor.scope, brandId, body.memberFilterId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailMagazines)
      .values({ ...body, scheduledAt: body.scheduledAt ? new Date(body.scheduledAt) : null, brandId })
      .returning({ id: mailMagazines.id });
    const id = found(row).id;
    await audit(tx, actor, {
      action: 'create',
      entity: 'mailMagazine',
      entityId: id,
      brandId,
      cinemaId: null,
      summary: summary(body),
    });
    return found(await findMailMagazine(tx, actor.scope, id));
  });
}

async function draft(db: Db, actor: Actor, id: number) {
  const current = found(await findMailMagazine(db, actor.scope, id));
  if (current.status !== 'draft') throw conflict(mailMagazineMessages.notDraft);
  return current;
}

export async function saveMailMagazine(db: Db, actor: Actor, body: MailMagazineUpdateBody) {
  const current = await draft(db, actor, body.id);
  if (body.memberFilterId != null) await filterMembersWhere(db, actor.scope, current.brandId, body.memberFilterId);
  const { id, version, ...fields } = body;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(mailMagazines)
      .set({
        ...fields,
        scheduledAt: fields.scheduledAt ? new Date(fields.scheduledAt) : null,
        version: version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(mailMagazines.id, id), eq(mailMagazines.version, version), eq(mailMagazines.status, 'draft')))
      .returning({ id: mailMagazines.id });
    if (!rows.length) throw staleVersion();
    await audit(tx, actor, {
      action: 'update',
      entity: 'mailMagazine',
      entityId: id,
      brandId: current.brandId,
      cinemaId: null,
      summary: summary(fields),
    });
    return found(await findMailMagazine(tx, actor.scope, id));
  });
}

export async function deleteMailMagazine(db: Db, actor: Actor, id: number) {
  const current = await draft(db, actor, id);
  await removeAudited(db, actor, {
    remove: (tx) =>
      tx
        .delete(mailMagazines)
        .where(and(eq(mailMagazines.id, id), eq(mailMagazines.status, 'draft')))
        .returning({ id: mailMagazines.id }),
    id,
    entry: { entity: 'mailMagazine', brandId: current.brandId, cinemaId: null, summary: summary(current) },
  });
}

/** The compose form's preview: the first member the filter would reach, else a fictional one. */
export async function previewMail(db: Db, actor: Actor, body: MailPreviewBody): Promise<MailPreview> {
  const brandId = brandForWrite(actor.scope, null);
  const example =
    body.memberFilterId == null
      ? null
      : await firstMailMember(db, await filterMembersWhere(db, actor.scope, brandId, body.memberFilterId));
  const { member, who } = example ?? sampleMember();
  return { ...renderMail(body, member), member: who };
}

/** テスト送信: the mail as a member would get it, at once, to the address typed; the link in it stops nothing. */
export async function testSendMail(db: Db, actor: Actor, body: MailTestSendBody) {
  const brandId = brandForWrite(actor.scope, null);
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  const example =
    body.memberFilterId == null
      ? null
      : await firstMailMember(db, await filterMembersWhere(db, actor.scope, brandId, body.memberFilterId));
  const { member } = example ?? sampleMember();
  const brandName = brand?.name ?? '';
  const transport = mailTransport();
  await loadFileUrlKey(db);
  const mail = magazineMail({ ...body, subject: `【テスト送信】${body.subject}` }, member, {
    to: body.to,
    from: senderOf(brandName, transport.defaultFrom),
    unsubscribeUrl: unsubscribeUrl(0),
    brandName,
    reference: 'mail-magazine:test',
  });
  try {
    await transport.send(mail);
  } catch (err) {
    const reason = String(loggableError(err).message).slice(0, 300);
    if (err instanceof MailRejectedError) throw invalidField('to', mailMagazineMessages.testRefused(reason));
    throw conflict(mailMagazineMessages.testRefused(reason));
  }
  await audit(db, actor, {
    action: 'send',
    entity: 'mailMagazine',
    brandId,
    cinemaId: null,
    summary: `テスト送信 ${body.to}「${body.subject}」`,
  });
  return mailMagazineMessages.testSent(body.to);
}

/** 不達通知: each address's latest sent recipient of the brand becomes 不達 with the reason. */
export async function recordBounces(db: Db, actor: Actor, body: MailBouncesBody) {
  const brandId = brandForWrite(actor.scope, null);
  const addresses = [...new Set(body.addresses.map((a) => a.toLowerCase()))];
  const r = mailMagazineRecipients;
  return db.transaction(async (tx) => {
    const targets = await tx
      .selectDistinctOn([sql`lower(${r.email})`], { id: r.id, magazineId: r.magazineId })
      .from(r)
      .where(and(eq(r.brandId, brandId), eq(r.status, 'sent'), inArray(sql`lower(${r.email})`, addresses)))
      .orderBy(sql`lower(${r.email})`, desc(r.sentAt), desc(r.id));
    if (targets.length)
      await tx
        .update(r)
        .set({ status: 'bounced', error: body.reason })
        .where(
          inArray(
            r.id,
            targets.map((t) => t.id),
          ),
        );
    const perMagazine = new Map<number, number>();
    for (const t of targets) perMagazine.set(t.magazineId, (perMagazine.get(t.magazineId) ?? 0) + 1);
    for (const [magazineId, n] of perMagazine)
      await tx
        .update(mailMagazines)
        .set({
          sentCount: sql`${mailMagazines.sentCount} - ${n}`,
          bouncedCount: sql`${mailMagazines.bouncedCount} + ${n}`,
        })
        .where(eq(mailMagazines.id, magazineId));
    await audit(tx, actor, {
      action: 'update',
      entity: 'mailMagazine',
      brandId,
      cinemaId: null,
      // Written even when no address matched: 操作ログ shows the notice was taken in.
      summary: `不達通知を記録（${body.addresses.length}件中${targets.length}件）: ${body.reason}`,
    });
    return { recorded: targets.length };
  });
}
