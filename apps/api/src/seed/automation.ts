import { eq } from 'drizzle-orm';
import { tokyoDateOf } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { automationRules, brands, memberSystems } from '../db/schema/index.js';
import { runRule } from '../modules/automation-rules/index.js';

// The demo's 自動化ルール (docs/membership.md, "自動化ルール"): シネマライン's three, and one of ミライシネマ's run once
// as the morning job would, so another brand's rules and runs exist.

async function systemOf(db: Db, code: string) {
  const [row] = await db
    .select({ id: memberSystems.id, brandId: memberSystems.brandId })
    .from(memberSystems)
    .innerJoin(brands, eq(brands.id, memberSystems.brandId))
    .where(eq(memberSystems.code, code));
  return row;
}

export async function seedAutomation(db: Db, now = new Date()) {
  const today = tokyoDateOf(now.getTime());
  const cl = await systemOf(db, 'CLM');
  const mirai = await systemOf(db, 'MIRAI');
  if (!cl || !mirai) return;
  const base = { brandId: cl.brandId, memberSystemId: cl.id, startsOn: today };
  await db.insert(automationRules).values([
    { ...base, name: '入会ボーナス', trigger: 'join', action: 'points', points: 100 },
    {
      ...base,
      name: '誕生月のごあいさつ',
      trigger: 'birthdayMonth',
      action: 'mail',
      mailSubject: '{{氏名}}様、お誕生日おめでとうございます',
      mailBody:
        '{{氏名}}様\n\nお誕生日おめでとうございます。\nシネマラインメンバーズ（{{ランク}}）のご利用ありがとうございます。\n現在のポイントは {{ポイント}} ポイントです。\n\nシネマライン',
    },
    {
      ...base,
      name: 'おひさしぶりメール',
      status: 'inactive',
      trigger: 'daysSinceVisit',
      triggerValue: 60,
      action: 'mail',
      mailSubject: '{{氏名}}様、最近の上映作品のご案内',
      mailBody:
        '{{氏名}}様\n\nしばらくご来場がないようです。今週の上映作品を劇場サイトでご覧ください。\n\nシネマライン',
    },
  ]);
  const [rule] = await db
    .insert(automationRules)
    .values({
      brandId: mirai.brandId,
      memberSystemId: mirai.id,
      startsOn: today,
      name: '誕生月ポイント',
      trigger: 'birthdayMonth',
      action: 'points',
      points: 50,
    })
    .returning();
  if (rule) await runRule(db, rule, today, null);
}
