import { and, eq, sql } from 'drizzle-orm';
import {
  automationMessages,
  ja,
  tokyoDateOf,
  type AutomationCreateBody,
  type AutomationPreview,
  type AutomationPreviewBody,
  type AutomationUpdateBody,
} from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { automationRules } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, invalidField, staleVersion } from '../../platform/errors.js';
import { enqueue } from '../../platform/jobs/index.js';
import { removeAudited } from '../../platform/remove.js';
import { brandForWrite, scopeBrandId } from '../../platform/scope.js';
import {
  findAutomationRule,
  hasRuns,
  insertAutomationRule,
  ruleRow,
  systemBrand,
} from './automation-rules.repository.js';
import { usableCoupon } from '../member-coupons/index.js';
import { automationMailJob } from './automation-rules.jobs.js';
import { runRule } from './automation-rules.run.js';
import { targetsSql } from './automation-rules.targets.js';

// 自動化ルール's writes (docs/membership.md, "自動化ルール"), audited in their transaction.

const PREVIEW_SIZE = 20;
const today = () => tokyoDateOf(Date.now());

/** The picked 会員制度 must be the brand's own: another brand's reads as not chosen. */
async function checkSystem(db: Db, brandId: number, systemId: number) {
  const system = await systemBrand(db, systemId);
  if (system?.brandId !== brandId) throw invalidField('memberSystemId', ja.requiredSelect('会員制度'));
}

/** The coupon action's coupon must be the brand's usable クーポン (400 naming the field); kept for that action only. */
async function checkCoupon<B extends AutomationCreateBody>(db: Db, actor: Actor, brandId: number, body: B) {
  if (body.couponId != null) await usableCoupon(db, actor.scope, brandId, body.couponId);
  return { ...body, couponId: body.action === 'coupon' ? body.couponId : null };
}

export async function createAutomationRule(db: Db, actor: Actor, input: AutomationCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  await checkSystem(db, brandId, input.memberSystemId);
  const body = await checkCoupon(db, actor, brandId, input);
  return db.transaction(async (tx) => {
    const id = await insertAutomationRule(tx, brandId, body, today());
    await audit(tx, actor, { action: 'create', entity: 'automationRule', entityId: id, brandId, summary: body.name });
    return found(await findAutomationRule(tx, actor.scope, id));
  });
}

export async function saveAutomationRule(db: Db, actor: Actor, input: AutomationUpdateBody) {
  const current = found(await findAutomationRule(db, actor.scope, input.id));
  await checkSystem(db, current.brandId, input.memberSystemId);
  const body = await checkCoupon(db, actor, current.brandId, input);
  const { id, version, ...fields } = body;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(automationRules)
      .set({ ...fields, version: sql`${automationRules.version} + 1`, updatedAt: new Date() })
      .where(and(eq(automationRules.id, id), eq(automationRules.version, version)))
      .returning({ id: automationRules.id });
    if (!row) throw staleVersion();
    await audit(tx, actor, {
      action: 'update',
      entity: 'automationRule',
      entityId: id,
      brandId: current.brandId,
      summary: fields.name,
    });
    return found(await findAutomationRule(tx, actor.scope, id));
  });
}

export async function deleteAutomationRule(db: Db, actor: Actor, id: number) {
  const current = found(await findAutomationRule(db, actor.scope, id));
  if (current.firedTotal > 0 || (await hasRuns(db, id))) throw conflict(automationMessages.hasRuns(current.firedTotal));
  await removeAudited(db, actor, {
    table: automationRules,
    idColumn: automationRules.id,
    id,
    entry: { entity: 'automationRule', brandId: current.brandId, summary: current.name },
    inUse: automationMessages.hasRuns(current.firedTotal),
  });
}

/** 今すぐ実行: the rule's run of today, as the daily job's (whom it acted on before is left out). */
export async function runAutomationRuleNow(db: Db, actor: Actor, id: number) {
  const current = found(await findAutomationRule(db, actor.scope, id));
  if (current.status !== 'active') throw conflict(automationMessages.inactive, 'status');
  return db.transaction(async (tx) => {
    const rule = found(await ruleRow(tx, id));
    const result = await runRule(tx, rule, today(), actor.account.displayName);
    if (result.queued) await enqueue(tx, automationMailJob, { runId: result.runId });
    await audit(tx, actor, {
      action: 'run',
      entity: 'automationRule',
      entityId: id,
      brandId: current.brandId,
      summary: `${current.name}（${result.fired}人）`,
    });
    return { fired: result.fired, message: automationMessages.ran(result.fired) };
  });
}

type Target = { member_id: number; member_no: string; name: string; rank: number; reason: string; total: number };

/** 対象者プレビュー: who the rule as typed would act on today, and how many. */
export async function previewAutomationRule(
  db: Db,
  actor: Actor,
  body: AutomationPreviewBody,
): Promise<AutomationPreview> {
  const brandId = scopeBrandId(actor.scope);
  if (brandId === null) throw invalidField('memberSystemId', ja.requiredSelect('会員制度'));
  await checkSystem(db, brandId, body.memberSystemId);
  if (body.couponId != null) await usableCoupon(db, actor.scope, brandId, body.couponId);
  const saved = body.id ? found(await findAutomationRule(db, actor.scope, body.id)) : null;
  const rule = { ...body, id: saved?.id ?? null, brandId, startsOn: saved?.startsOn ?? today() };
  const rows = await rowsOf<Target>(
    db.execute(sql`select t.*, count(*) over ()::int as total from (${targetsSql(rule, today())}) t
      order by t.member_no limit ${PREVIEW_SIZE}`),
  );
  return {
    count: rows[0]?.total ?? 0,
    members: rows.map((r) => ({
      memberId: r.member_id,
      memberNo: r.member_no,
      name: r.name,
      rank: r.rank,
      reason: r.reason,
    })),
  };
}
