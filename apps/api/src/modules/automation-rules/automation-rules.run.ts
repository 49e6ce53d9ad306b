import { eq, sql } from 'drizzle-orm';
import { addMonthsToDate } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { automationFires, automationRuns, memberPointEntries, memberSystems } from '../../db/schema/index.js';
import type { AutomationRow } from './automation-rules.repository.js';
import { giveRunCoupons } from '../member-coupons/index.js';
import { targetsSql } from './automation-rules.targets.js';

// One run of a rule (docs/membership.md, "自動化ルール"), in the caller's transaction: the members it matches today
// are written to automation_fires — its unique index on rule, member and occurrence drops whoever was acted on
// before, so two runs (the daily job and 今すぐ実行, or two processes) never act twice — and the action follows for
// exactly the rows written: points in the ledger now, mails queued for the mail job, a coupon's serial now.

export const NO_EMAIL = 'メールアドレスの登録がないか、メール配信を希望していません';

export interface RunResult {
  runId: number;
  fired: number;
  skipped: number;
  /** Mails queued: the caller queues the mail job. */
  queued: number;
}

export async function runRule(tx: Db, rule: AutomationRow, today: string, ranBy: string | null): Promise<RunResult> {
  const [run] = await tx
    .insert(automationRuns)
    .values({ brandId: rule.brandId, ruleId: rule.id, ranOn: today, ranBy })
    .returning({ id: automationRuns.id });
  const runId = run?.id ?? 0;
  const targets = targetsSql(rule, today);
  const status =
    rule.action === 'mail'
      ? sql`case when t.email is null then 'skipped' else 'queued' end::automation_fire_status`
      : sql`'done'::automation_fire_status`;
  const detail =
    rule.action === 'mail'
      ? sql`case when t.email is null then ${NO_EMAIL} end`
      : rule.action === 'coupon'
        ? sql`${'クーポン配布'}`
        : sql`${`${rule.points ?? 0}ポイント付与`}`;
  const written = await rowsOf<{ member_id: number; status: string }>(
    tx.execute(sql`
      with t as (${targets})
      insert into ${automationFires} (brand_id, rule_id, run_id, member_id, occurrence, status, detail)
      select ${rule.brandId}, ${rule.id}, ${runId}, t.member_id, t.occurrence, ${status}, ${detail} from t
      on conflict (rule_id, member_id, occurrence) do nothing
      returning member_id, status`),
  );
  if (rule.action === 'points' && written.length) await awardPoints(tx, rule, runId, today);
  // A coupon that cannot be handed out (stopped since) leaves the run's members 対象外, with why.
  const given = rule.action === 'coupon' && written.length ? await giveRunCoupons(tx, rule, runId) : null;
  const skipped = given === null ? written.filter((w) => w.status === 'skipped').length : written.length - given;
  const fired = written.length - skipped;
  await tx.update(automationRuns).set({ fired, skipped }).where(eq(automationRuns.id, runId));
  return { runId, fired, skipped, queued: rule.action === 'mail' ? fired : 0 };
}

/** The rule's points for each member of the run, as 調整 with the rule's name, valid for the system's months. */
async function awardPoints(tx: Db, rule: AutomationRow, runId: number, today: string) {
  const [system] = await tx
    .select({ points: memberSystems.points })
    .from(memberSystems)
    .where(eq(memberSystems.id, rule.memberSystemId));
  const expiresOn = addMonthsToDate(today, system?.points.expiryMonths ?? 12);
  await tx.execute(sql`
    insert into ${memberPointEntries} (brand_id, member_id, kind, points, reason, expires_on, occurred_on, created_by_name)
    select f.brand_id, f.member_id, 'adjust', ${rule.points ?? 0}, ${`自動化ルール「${rule.name}」`}, ${expiresOn},
      ${today}, '自動化ルール'
    from ${automationFires} f where f.run_id = ${runId} and f.status = 'done'`);
}
