import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { mailMagazineMessages } from '@cinema/contracts';
import { publicUrlOf, readEnv } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { brands, mailMagazineRecipients, mailMagazines, members } from '../../db/schema/index.js';
import type { Origin } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { invalidField } from '../../platform/errors.js';
import { derivedKey } from '../files/index.js';

// One-click 配信停止 (RFC 8058; docs/membership.md, "メールマガジン"): each mail's link carries its recipient row's id
// and an HMAC of it under a key derived from the app's secret, so nobody can stop another member's mail by guessing.
// The token never expires: a link in an old mail must still work. Recipient 0 is a test mail's link (no member).

const sign = (recipientId: number) =>
  createHmac('sha256', derivedKey('mail-unsubscribe'))
    .update(`recipient:${recipientId}`)
    .digest('base64url')
    .slice(0, 32);

export const unsubscribeToken = (recipientId: number) => `${recipientId}.${sign(recipientId)}`;

/** The recipient id a token names, or null when it is not the server's. */
export function recipientOfToken(token: string): number | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token.trim());
  if (!m?.[1] || !m[2]) return null;
  const id = Number(m[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const given = Buffer.from(m[2]);
  const expected = Buffer.from(sign(id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export const unsubscribeUrl = (recipientId: number, base = publicUrlOf(readEnv())) =>
  `${base}/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken(recipientId))}`;

export type UnsubscribeResult = { kind: 'done'; brandName: string } | { kind: 'test' };

/**
 * Stops the member's mail magazines: メール配信を希望 off, the time kept, the recipient row marked (counted once on
 * its magazine), one 操作ログ row in the member's name. A second click changes nothing and says the same.
 */
export async function unsubscribe(db: Db, origin: Origin, token: string): Promise<UnsubscribeResult> {
  const recipientId = recipientOfToken(token);
  if (recipientId === null) throw invalidField('token', mailMagazineMessages.badToken);
  if (recipientId === 0) return { kind: 'test' };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        memberId: members.id,
        memberNo: members.memberNo,
        name: members.name,
        brandId: members.brandId,
        brandName: brands.name,
        magazineId: mailMagazineRecipients.magazineId,
        subject: mailMagazines.subject,
      })
      .from(mailMagazineRecipients)
      .innerJoin(members, eq(members.id, mailMagazineRecipients.memberId))
      .innerJoin(brands, eq(brands.id, members.brandId))
      .innerJoin(mailMagazines, eq(mailMagazines.id, mailMagazineRecipients.magazineId))
      .where(eq(mailMagazineRecipients.id, recipientId));
    // A signed id whose row is gone (its magazine deleted): nothing to stop, said as a bad link.
    if (!row) throw invalidField('token', mailMagazineMessages.badToken);
    const now = new Date();
    const marked = await tx
      .update(mailMagazineRecipients)
      .set({ unsubscribedAt: now })
      .where(and(eq(mailMagazineRecipients.id, recipientId), isNull(mailMagazineRecipients.unsubscribedAt)))
      .returning({ id: mailMagazineRecipients.id });
    if (marked.length)
      await tx
        .update(mailMagazines)
        .set({ unsubscribedCount: sql`${mailMagazines.unsubscribedCount} + 1` })
        .where(eq(mailMagazines.id, row.magazineId));
    const stopped = await tx
      .update(members)
      .set({ mailOptIn: false, mailUnsubscribedAt: now })
      .where(and(eq(members.id, row.memberId), eq(members.mailOptIn, true)))
      .returning({ id: members.id });
    if (stopped.length)
      await audit(
        tx,
        origin,
        {
          action: 'unsubscribe',
          entity: 'member',
          entityId: row.memberId,
          brandId: row.brandId,
          cinemaId: null,
          summary: `${row.memberNo} ${row.name} メールマガジンの配信停止（「${row.subject}」のリンクから）`,
        },
        { id: null, userName: `会員 ${row.memberNo} ${row.name}` },
      );
    return { kind: 'done', brandName: row.brandName };
  });
}
