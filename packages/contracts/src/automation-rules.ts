import { z } from 'zod';
import { sortedList } from './common.js';
import { labelled } from './enums.js';
import { choice, id, optionalInt, optionalText, pickId, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';
import { mailPlaceholderList, unknownPlaceholders } from './mail-magazine-placeholders.js';

// 自動化ルール (docs/membership.md, "自動化ルール"): a trigger on a member (入会, 誕生月, ランクアップ, N回目の来場,
// 最終来場から N 日, 有効期限の N 日前) and what it does (points, a mail). A daily job runs every active rule; each
// member is acted on once per rule and occurrence of its trigger.

export const automationTrigger = labelled(
  ['join', 'birthdayMonth', 'rankUp', 'nthVisit', 'daysSinceVisit', 'beforeExpiry'],
  {
    join: '入会',
    birthdayMonth: '誕生月',
    rankUp: 'ランクアップ',
    nthVisit: 'N回目の来場',
    daysSinceVisit: '最終来場から N 日',
    beforeExpiry: '有効期限の N 日前（失効前）',
  },
);
export type AutomationTrigger = (typeof automationTrigger.values)[number];
export const automationAction = labelled(['points', 'mail', 'coupon'], {
  points: 'ポイント付与',
  mail: 'メール送信',
  coupon: 'クーポン配布',
});
export type AutomationAction = (typeof automationAction.values)[number];
export const automationStatus = labelled(['active', 'inactive'], { active: '有効', inactive: '無効' });
export type AutomationStatus = (typeof automationStatus.values)[number];
/** What became of one member's occurrence: done (points), mail queued then sent, skipped with why, or failed. */
export const automationFireStatus = labelled(['done', 'queued', 'sent', 'skipped', 'failed'], {
  done: '実行済み',
  queued: '送信待ち',
  sent: '送信済み',
  skipped: '対象外',
  failed: '失敗',
});
export type AutomationFireStatus = (typeof automationFireStatus.values)[number];

/** The triggers that take a number N, with its unit and range. */
export const triggerValueRange: Partial<Record<AutomationTrigger, { unit: string; min: number; max: number }>> = {
  nthVisit: { unit: '回目', min: 1, max: 1000 },
  daysSinceVisit: { unit: '日', min: 1, max: 3650 },
  beforeExpiry: { unit: '日前', min: 1, max: 365 },
};

export const automationLabels = {
  name: 'ルール名',
  memberSystemId: '会員制度',
  status: '状態',
  trigger: 'きっかけ',
  triggerValue: 'N（回・日）',
  action: 'アクション',
  points: '付与ポイント',
  couponId: '配布するクーポン',
  mailSubject: '件名',
  mailBody: '本文',
  memo: '備考',
  lastRunOn: '最終実行日',
  firedTotal: '実行件数',
} as const;
const L = automationLabels;

const ruleFields = {
  name: requiredText(L.name, 50),
  memberSystemId: pickId(L.memberSystemId),
  status: choice(automationStatus, L.status).default('active'),
  trigger: choice(automationTrigger, L.trigger),
  triggerValue: optionalInt(L.triggerValue, 1, 3650),
  action: choice(automationAction, L.action),
  points: optionalInt(L.points, 1, 100_000),
  couponId: pickId(L.couponId)
    .nullish()
    .transform((v) => v ?? null),
  mailSubject: optionalText(L.mailSubject, 100, { multiline: false }),
  mailBody: optionalText(L.mailBody, 5000),
  memo: optionalText(L.memo, 500),
};

export const automationMessages = {
  unknownField: (name: string) => `差し込み項目「{{${name}}}」はありません。使えるのは ${mailPlaceholderList} です`,
  hasRuns: (n: number) => `${n}人に実行済みのため削除できません。止めるときは「無効」にしてください`,
  ran: (fired: number) => (fired > 0 ? `${fired}人に実行しました` : '今日の対象者はいません（実行済みの会員を除く）'),
  inactive: '無効のルールは実行できません。「有効」にしてから実行してください',
} as const;

type RuleInput = {
  trigger: AutomationTrigger;
  triggerValue: number | null;
  action: AutomationAction;
  points: number | null;
  couponId: number | null;
  mailSubject: string | null;
  mailBody: string | null;
};

/** What one field cannot see alone: the N its trigger needs, what its action needs. */
function ruleRules(v: RuleInput, ctx: z.RefinementCtx) {
  const range = triggerValueRange[v.trigger];
  if (range && v.triggerValue == null)
    ctx.addIssue({ code: 'custom', path: ['triggerValue'], message: ja.required(L.triggerValue) });
  if (range && v.triggerValue != null && (v.triggerValue < range.min || v.triggerValue > range.max))
    ctx.addIssue({
      code: 'custom',
      path: ['triggerValue'],
      message: ja.numberRange(L.triggerValue, range.min, range.max),
    });
  if (v.action === 'points' && v.points == null)
    ctx.addIssue({ code: 'custom', path: ['points'], message: ja.required(L.points) });
  if (v.action === 'coupon' && v.couponId == null)
    ctx.addIssue({ code: 'custom', path: ['couponId'], message: ja.requiredSelect(L.couponId) });
  if (v.action === 'mail') {
    if (!v.mailSubject) ctx.addIssue({ code: 'custom', path: ['mailSubject'], message: ja.required(L.mailSubject) });
    if (!v.mailBody) ctx.addIssue({ code: 'custom', path: ['mailBody'], message: ja.required(L.mailBody) });
    for (const key of ['mailSubject', 'mailBody'] as const) {
      const [unknown] = unknownPlaceholders(v[key] ?? '');
      if (unknown !== undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: automationMessages.unknownField(unknown) });
    }
  }
}

export const automationCreateBody = z.object(ruleFields).superRefine(ruleRules);
export type AutomationCreateBody = z.infer<typeof automationCreateBody>;
export type AutomationCreateInput = z.input<typeof automationCreateBody>;
export const automationUpdateBody = z.object({ id, version: versionField, ...ruleFields }).superRefine(ruleRules);
export type AutomationUpdateBody = z.infer<typeof automationUpdateBody>;
/** 対象者プレビュー: the form as typed, with the saved rule's id to leave out whom it has already acted on. */
export const automationPreviewBody = z.object({ id: id.nullish(), ...ruleFields }).superRefine(ruleRules);
export type AutomationPreviewBody = z.infer<typeof automationPreviewBody>;

export const automationRule = z.object({
  id: z.number(),
  brandId: z.number(),
  version: z.number(),
  name: z.string(),
  memberSystemId: z.number(),
  memberSystemName: z.string(),
  status: z.enum(automationStatus.values),
  trigger: z.enum(automationTrigger.values),
  triggerValue: z.number().nullable(),
  action: z.enum(automationAction.values),
  points: z.number().nullable(),
  couponId: z.number().nullable(),
  couponName: z.string().nullable(),
  mailSubject: z.string().nullable(),
  mailBody: z.string().nullable(),
  memo: z.string().nullable(),
  /** The day the rule started: 入会, ランクアップ and N回目の来場 count from it, not from before the rule existed. */
  startsOn: z.string(),
  lastRunOn: z.string().nullable(),
  firedTotal: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AutomationRule = z.infer<typeof automationRule>;

export const automationSortFields = ['name', 'trigger', 'status', 'updatedAt'] as const;
export const automationListQuery = sortedList(automationSortFields);
export type AutomationListQuery = z.infer<typeof automationListQuery>;

export const automationTarget = z.object({
  memberId: z.number(),
  memberNo: z.string(),
  name: z.string(),
  rank: z.number(),
  /** Why this member matches today (e.g. 「入会 2026-11-28」「来場 5回」). */
  reason: z.string(),
});
export type AutomationTarget = z.infer<typeof automationTarget>;
export const automationPreview = z.object({ count: z.number(), members: z.array(automationTarget) });
export type AutomationPreview = z.infer<typeof automationPreview>;

export const automationRun = z.object({
  id: z.number(),
  ruleId: z.number(),
  ruleName: z.string(),
  ranOn: z.string(),
  ranAt: z.string(),
  /** Who ran it: null for the daily job. */
  ranBy: z.string().nullable(),
  fired: z.number(),
  skipped: z.number(),
});
export type AutomationRun = z.infer<typeof automationRun>;
export const automationRunQuery = sortedList(['ranAt'] as const).extend({ ruleId: id.optional() });
export type AutomationRunQuery = z.infer<typeof automationRunQuery>;

export const automationFire = z.object({
  id: z.number(),
  memberId: z.number(),
  memberNo: z.string(),
  name: z.string(),
  occurrence: z.string(),
  status: z.enum(automationFireStatus.values),
  detail: z.string().nullable(),
});
export type AutomationFire = z.infer<typeof automationFire>;
export const automationRunAnswer = z.object({ fired: z.number(), message: z.string() });
