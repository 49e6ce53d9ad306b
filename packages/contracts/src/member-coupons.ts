import { z } from 'zod';
import { sortedList, timestamps } from './common.js';
import { couponDiscountKind } from './coupons.js';
import { labelled } from './enums.js';
import { withMeta } from './field-meta.js';
import { choice, id, int, optionalInt, optionalText, pickId, requiredText, versionField } from './fields.js';
import { mailMagazineCategory } from './mail-magazines.js';
import { ja } from './messages.js';

// 会員クーポン (docs/membership.md, "会員クーポン"): a distribution draft that hands a coupon of the coupon library to
// members: `couponNum` serials to each targeted member (通常クーポン) or a number per rank of the 会員制度 (ランク
// クーポン). 配布 issues the serials through the library in one transaction, exactly once; redemption stays the
// library's, so a held coupon reads its serial's state.

/** The categories are the news categories メールマガジン already names (SPEC §3), shared rather than copied. */
export const memberCouponCategory = mailMagazineCategory;

export const memberCouponType = labelled(['plain', 'rank'], { plain: '通常クーポン', rank: 'ランククーポン' });
export type MemberCouponType = (typeof memberCouponType.values)[number];

export const memberCouponTarget = labelled(['system', 'filter'], {
  system: '会員制度の有効会員すべて',
  filter: '会員フィルター',
});
export type MemberCouponTarget = (typeof memberCouponTarget.values)[number];

export const memberCouponStatus = labelled(['draft', 'distributed', 'cancelled'], {
  draft: '下書き',
  distributed: '配布済み',
  cancelled: '取消',
});
export type MemberCouponStatus = (typeof memberCouponStatus.values)[number];

/** What a member's held serial is worth now (会員詳細, マイページ). */
export const heldCouponState = labelled(['usable', 'used', 'expired', 'invalid'], {
  usable: '利用可',
  used: '使用済み',
  expired: '期限切れ',
  invalid: '無効',
});
export type HeldCouponState = (typeof heldCouponState.values)[number];

export const MAX_COUPONS_PER_MEMBER = 100;
export const MAX_MEMBER_COUPON_LIMIT = 10_000_000;

export const memberCouponLabels = {
  name: 'クーポン配布名',
  category: 'カテゴリ',
  memo: 'メモ',
  couponId: '配布するクーポン',
  type: '種別',
  target: '配布対象',
  memberSystemId: '会員制度',
  memberFilterId: '会員フィルター',
  couponNum: '1人あたりの枚数',
  rankCounts: 'ランクごとの枚数',
  rank: 'ランク',
  limit: '上限枚数',
  status: '状態',
  couponsToDistribute: '配布予定数',
  distributedCount: '配布数',
  usedCount: '利用数',
  usedRate: '利用率',
  distributedAt: '配布日時',
  members: '対象会員数',
  keyword: 'クーポン配布名',
} as const;
const L = memberCouponLabels;

export const memberCouponMessages = {
  notDraft: '下書きの会員クーポンだけ編集・削除・配布できます',
  notCancellable: '配布済みの会員クーポンだけ取り消せます',
  systemRequired: ja.requiredSelect(L.memberSystemId),
  filterRequired: ja.requiredSelect(L.memberFilterId),
  couponNumRequired: ja.required(L.couponNum),
  rankCountsRequired: '「ランクごとの枚数」を1つ以上のランクで1枚以上にしてください',
  rankRepeated: '「ランク」が重複しています',
  noSuchRank: (rank: number) => `「ランク」${rank} はこの会員制度にありません`,
  couponNotUsable: '「配布するクーポン」はこのブランドの利用可のクーポン（種別：クーポン）を選択してください',
  noTargets: '配布対象の会員がいません',
  overLimit: (coupons: number, members: number, limit: number) =>
    `配布予定数 ${coupons.toLocaleString('ja-JP')}枚（対象 ${members.toLocaleString('ja-JP')}人）が上限枚数 ${limit.toLocaleString('ja-JP')}枚を超えるため配布できません。上限枚数か対象を見直してください`,
  distributed: (coupons: number, members: number) =>
    `${members.toLocaleString('ja-JP')}人に${coupons.toLocaleString('ja-JP')}枚を配布しました`,
  cancelled: (invalidated: number) =>
    `配布を取り消し、未使用の${invalidated.toLocaleString('ja-JP')}枚を無効にしました`,
} as const;

const rankCount = z.object({
  rank: int(L.rank, 1, 10),
  couponNum: int(L.couponNum, 0, MAX_COUPONS_PER_MEMBER),
});
export type MemberCouponRankCount = z.infer<typeof rankCount>;

/** Who gets how many: the target and the numbers, shared by the draft and the form's live count. */
const targetFields = {
  type: choice(memberCouponType, L.type).default('plain'),
  target: choice(memberCouponTarget, L.target).default('filter'),
  memberSystemId: pickId(L.memberSystemId)
    .nullish()
    .transform((v) => v ?? null),
  memberFilterId: pickId(L.memberFilterId)
    .nullish()
    .transform((v) => v ?? null),
  couponNum: optionalInt(L.couponNum, 1, MAX_COUPONS_PER_MEMBER),
  rankCounts: z
    .array(rankCount, { error: ja.required(L.rankCounts) })
    .max(10, `「${L.rankCounts}」は10件以内で入力してください`)
    .default([]),
  limit: withMeta(optionalInt(L.limit, 1, MAX_MEMBER_COUPON_LIMIT), {
    label: L.limit,
    help: '配布予定数がこれを超えると配布できません（対象を黙って減らすことはしません）',
  }),
};

type TargetShape = {
  type: MemberCouponType;
  target: MemberCouponTarget;
  memberSystemId: number | null;
  memberFilterId: number | null;
  couponNum: number | null;
  rankCounts: MemberCouponRankCount[];
};
function targetRules(v: TargetShape, ctx: z.RefinementCtx) {
  const m = memberCouponMessages;
  // A rank coupon reads its ranks from the 会員制度, so it names one whatever the target.
  if ((v.target === 'system' || v.type === 'rank') && v.memberSystemId == null)
    ctx.addIssue({ code: 'custom', path: ['memberSystemId'], message: m.systemRequired });
  if (v.target === 'filter' && v.memberFilterId == null)
    ctx.addIssue({ code: 'custom', path: ['memberFilterId'], message: m.filterRequired });
  if (v.type === 'plain' && v.couponNum == null)
    ctx.addIssue({ code: 'custom', path: ['couponNum'], message: m.couponNumRequired });
  if (v.type === 'rank') {
    if (!v.rankCounts.some((r) => r.couponNum > 0))
      ctx.addIssue({ code: 'custom', path: ['rankCounts'], message: m.rankCountsRequired });
    if (new Set(v.rankCounts.map((r) => r.rank)).size !== v.rankCounts.length)
      ctx.addIssue({ code: 'custom', path: ['rankCounts'], message: m.rankRepeated });
  }
}

const draftFields = {
  name: requiredText(L.name, 60),
  category: choice(memberCouponCategory, L.category),
  memo: optionalText(L.memo, 500),
  couponId: pickId(L.couponId),
  ...targetFields,
};

export const memberCouponCreateBody = z.object(draftFields).superRefine(targetRules);
export type MemberCouponCreateBody = z.infer<typeof memberCouponCreateBody>;
export type MemberCouponInput = z.input<typeof memberCouponCreateBody>;
export const memberCouponUpdateBody = z.object({ id, version: versionField, ...draftFields }).superRefine(targetRules);
export type MemberCouponUpdateBody = z.infer<typeof memberCouponUpdateBody>;

/** 配布, 取消: the draft at the version the screen read. */
export const memberCouponActionBody = z.object({ id, version: versionField });
export type MemberCouponActionBody = z.infer<typeof memberCouponActionBody>;

/** The form's live count: the target and numbers as typed, nothing saved. */
export const memberCouponCountBody = z.object(targetFields).superRefine(targetRules);
export type MemberCouponCountBody = z.infer<typeof memberCouponCountBody>;
export const memberCouponCount = z.object({
  /** Members the target reaches now. */
  members: z.number().int(),
  couponsToDistribute: z.number().int(),
  /** Rank coupons: per rank of the system (members of other systems get none). */
  perRank: z.array(
    z.object({
      rank: z.number().int(),
      name: z.string(),
      members: z.number().int(),
      couponNum: z.number().int(),
      coupons: z.number().int(),
    }),
  ),
  limit: z.number().int().nullable(),
  overLimit: z.boolean(),
});
export type MemberCouponCount = z.infer<typeof memberCouponCount>;

export const memberCoupon = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  name: z.string(),
  category: memberCouponCategory.schema,
  memo: z.string().nullable(),
  couponId: z.number().int(),
  couponName: z.string(),
  type: memberCouponType.schema,
  target: memberCouponTarget.schema,
  memberSystemId: z.number().int().nullable(),
  memberSystemName: z.string().nullable(),
  memberFilterId: z.number().int().nullable(),
  memberFilterName: z.string().nullable(),
  couponNum: z.number().int().nullable(),
  rankCounts: z.array(z.object({ rank: z.number().int(), couponNum: z.number().int() })),
  limit: z.number().int().nullable(),
  status: memberCouponStatus.schema,
  /** Serials handed out by 配布 (0 for a draft), and how many of them are used. */
  distributedCount: z.number().int(),
  memberCount: z.number().int(),
  usedCount: z.number().int(),
  distributedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  version: z.number().int(),
  ...timestamps,
});
export type MemberCoupon = z.infer<typeof memberCoupon>;

export const memberCouponSortFields = ['name', 'status', 'distributedAt', 'updatedAt'] as const;
export const memberCouponListQuery = sortedList(memberCouponSortFields).extend({
  status: memberCouponStatus.schema.optional(),
  type: memberCouponType.schema.optional(),
  category: memberCouponCategory.schema.optional(),
});
export type MemberCouponListQuery = z.infer<typeof memberCouponListQuery>;

/** A serial a member holds: from a 会員クーポン's 配布 or an オートメーション rule's coupon action. */
export const heldCoupon = z.object({
  id: z.number().int(),
  serialId: z.number().int(),
  code: z.string(),
  couponId: z.number().int(),
  couponName: z.string(),
  discountKind: couponDiscountKind.schema,
  discountAmount: z.number().int(),
  state: heldCouponState.schema,
  expiresOn: z.string().nullable(),
  /** Where it came from: the draft's or the rule's name. */
  source: z.string(),
  memberCouponId: z.number().int().nullable(),
  heldAt: z.string(),
});
export type HeldCoupon = z.infer<typeof heldCoupon>;
export const heldCouponQuery = sortedList(['heldAt'] as const);
export type HeldCouponQuery = z.infer<typeof heldCouponQuery>;

/** A coupon of the library a draft or an オートメーション rule may hand out: the brand's, クーポン, 利用可. */
export const memberCouponChoice = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 100円引き, 優待価格 1,000円. */
  discount: z.string(),
});
export type MemberCouponChoice = z.infer<typeof memberCouponChoice>;

/** The usable share of the distributed serials, in whole percent ('-' before 配布). */
export const usedRateText = (c: Pick<MemberCoupon, 'distributedCount' | 'usedCount'>) =>
  c.distributedCount > 0 ? `${Math.round((c.usedCount / c.distributedCount) * 1000) / 10}%` : '-';
