import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberTokens } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../platform/tokens.js';

// The mailed tokens of the member site (docs/membership.md, "会員サイト"): random 256 bits in the mail, only their
// SHA-256 stored; each used once (one conditional UPDATE, so two clicks at once cannot both use it) and expiring.

export type MemberTokenKind = 'confirm' | 'reset';
export const TOKEN_TTL_MS: Record<MemberTokenKind, number> = { confirm: 24 * 3_600_000, reset: 3_600_000 };

export async function issueMemberToken(db: Db, brandId: number, memberId: number, kind: MemberTokenKind) {
  const token = newToken();
  await db.insert(memberTokens).values({
    tokenHash: hashToken(token),
    memberId,
    brandId,
    kind,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[kind]),
  });
  return token;
}

/** Uses a token: its member, or null when it is unknown, another brand's, of another kind, used or expired. */
export async function useMemberToken(db: Db, brandId: number, kind: MemberTokenKind, token: string) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .update(memberTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(memberTokens.tokenHash, hashToken(token)),
        eq(memberTokens.brandId, brandId),
        eq(memberTokens.kind, kind),
        isNull(memberTokens.usedAt),
        gt(memberTokens.expiresAt, new Date()),
      ),
    )
    .returning({ memberId: memberTokens.memberId });
  return row?.memberId ?? null;
}

/** Whether a token could still be used (the page that asks for the new password shows its form only then). */
export async function memberTokenUsable(db: Db, brandId: number, kind: MemberTokenKind, token: string) {
  if (!token || token.length > 100) return false;
  const [row] = await db
    .select({ id: memberTokens.id })
    .from(memberTokens)
    .where(
      and(
        eq(memberTokens.tokenHash, hashToken(token)),
        eq(memberTokens.brandId, brandId),
        eq(memberTokens.kind, kind),
        isNull(memberTokens.usedAt),
        gt(memberTokens.expiresAt, new Date()),
      ),
    );
  return Boolean(row);
}
