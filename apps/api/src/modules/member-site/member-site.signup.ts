import { and, eq, sql } from 'drizzle-orm';
import { tokyoDateOf, validUntilOf } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { memberLogins, memberNoCounters, memberRankChanges, members, memberSystems } from '../../db/schema/index.js';
import type { Origin } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { found, isUniqueViolation } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Signup } from './member-site.form.js';
import { queueMemberMail, type MemberMail } from './member-site.mail.js';
import { issueMemberToken } from './member-site.tokens.js';

// 会員登録 on the site (docs/membership.md, "会員サイト"): one transaction writes the member (rank 1, 入会チャネル
// オンライン, 入会日 today in Japan, 有効期限 by the system), the web login awaiting its e-mail confirmation, ランク履歴's
// 入会, the confirmation token, its mail's job and the 操作ログ row. The 会員番号 is the brand's code and 8 digits from
// the brand's counter, whose row the upsert locks until the transaction ends: two sign-ups never take the same one.

export const DUPLICATE_EMAIL =
  'このメールアドレスは既に登録されています。ログインするか、パスワードの再設定をお試しください';

export const memberNoPrefix = (brandCode: string) => brandCode.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The next free 会員番号 of the brand (inside the caller's transaction). */
export async function nextMemberNo(tx: Db, brandId: number, prefix: string): Promise<string> {
  // The first sign-up of a brand starts after the highest number of that form already there (the demo's, imports).
  const pattern = `^${prefix}[0-9]{8}$`;
  const start = sql`(select coalesce(max(substring(${members.memberNo} from ${prefix.length + 1})::int), 0) + 1 from ${members} where ${members.brandId} = ${brandId} and ${members.memberNo} ~ ${pattern})`;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const [row] = await tx
      .insert(memberNoCounters)
      .values({ brandId, last: start })
      .onConflictDoUpdate({ target: memberNoCounters.brandId, set: { last: sql`${memberNoCounters.last} + 1` } })
      .returning({ last: memberNoCounters.last });
    const no = `${prefix}${String(found(row).last).padStart(8, '0')}`;
    // A number typed in the console may already hold it: take the next.
    const [taken] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.brandId, brandId), eq(members.memberNo, no)));
    if (!taken) return no;
  }
  throw new Error('member number sequence exhausted');
}

export interface SignupPlace {
  brandId: number;
  brandCode: string;
  cinemaId: number;
  systemId: number;
}

export type SignupResult = { memberNo: string } | { duplicate: true };

export async function signUp(
  db: Db,
  from: Origin,
  at: SignupPlace,
  form: Signup,
  mailOf: (token: string, memberNo: string) => MemberMail,
): Promise<SignupResult> {
  const passwordHash = await hashPassword(form.password);
  try {
    return await db.transaction(async (tx) => {
      const [held] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.brandId, at.brandId), sql`lower(${members.email}) = ${form.email}`))
        .limit(1);
      const [login] = await tx
        .select({ id: memberLogins.memberId })
        .from(memberLogins)
        .where(and(eq(memberLogins.brandId, at.brandId), eq(memberLogins.email, form.email)));
      if (held || login) return { duplicate: true } as const;
      const system = found(
        (
          await tx
            .select()
            .from(memberSystems)
            .where(and(eq(memberSystems.id, at.systemId), eq(memberSystems.brandId, at.brandId)))
        )[0],
      );
      const today = tokyoDateOf(Date.now());
      const memberNo = await nextMemberNo(tx, at.brandId, memberNoPrefix(at.brandCode));
      const [member] = await tx
        .insert(members)
        .values({
          brandId: at.brandId,
          memberSystemId: system.id,
          memberNo,
          name: form.name,
          kana: form.kana ?? '',
          birthDate: form.birthDate,
          gender: form.gender ?? 'unanswered',
          postalCode: form.postalCode,
          prefectureCode: form.prefectureCode,
          phone: form.phone,
          email: form.email,
          joinedOn: today,
          joinedCinemaId: at.cinemaId,
          joinChannel: 'online',
          rank: 1,
          status: 'active',
          validUntil: validUntilOf(system, today),
        })
        .returning({ id: members.id });
      const memberId = found(member).id;
      await tx.insert(memberLogins).values({ memberId, brandId: at.brandId, email: form.email, passwordHash });
      await tx.insert(memberRankChanges).values({
        brandId: at.brandId,
        memberId,
        fromRank: null,
        toRank: 1,
        reason: 'join',
        changedOn: today,
        createdByName: '会員サイト',
      });
      const token = await issueMemberToken(tx, at.brandId, memberId, 'confirm');
      await queueMemberMail(tx, mailOf(token, memberNo));
      await audit(tx, from, {
        action: 'create',
        entity: 'member',
        entityId: memberId,
        brandId: at.brandId,
        cinemaId: at.cinemaId,
        summary: `${memberNo} 会員サイトから入会（メール確認待ち）`,
      });
      return { memberNo };
    });
  } catch (err) {
    // The same e-mail signing up twice at once: the login's unique index refuses the second.
    if (isUniqueViolation(err, 'member_logins_brand_email_uq')) return { duplicate: true };
    throw err;
  }
}
