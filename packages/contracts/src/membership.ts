import { z } from 'zod';
import { sortedList } from './common.js';
import { optionalDateField } from './dates.js';
import { labelled } from './enums.js';
import { withMeta } from './field-meta.js';
import { code, flag, hexColor, id, int, optionalInt, requiredText, versionField, yenAmount } from './fields.js';
import { ja } from './messages.js';
import { MAX_MEMBER_RANK } from './price-templates.js';

// 会員制度 (docs/membership.md): head office's loyalty programme. A system has its valid period, fees, ranks (their
// number is the 会員ランク of a 券種's 先行販売, price-templates.ts presaleMemberRank), the point rules and the rank
// conditions the daily job evaluates.

export const MEMBERSHIP_TAX_RATE = 0.1;

export const validityKind = labelled(['fromJoin', 'fixed'], { fromJoin: '入会日から', fixed: '期間指定' });
export type ValidityKind = (typeof validityKind.values)[number];
export const discountKind = labelled(['none', 'yen', 'percent'], { none: 'なし', yen: '円引き', percent: '％引き' });
export type DiscountKind = (typeof discountKind.values)[number];
export const rankBasis = labelled(['spend', 'visits'], { spend: '利用金額', visits: '来場回数' });
export type RankBasis = (typeof rankBasis.values)[number];
/** The channels a sale earns points on (the console's 掛売 earns none). */
export const pointChannel = labelled(['pos', 'kiosk', 'online'], { pos: 'POS', kiosk: '券売機', online: 'オンライン' });
export type PointChannel = (typeof pointChannel.values)[number];

export const membershipLabels = {
  code: '制度コード',
  name: '会員制度名',
  validityKind: '有効期間',
  validMonths: '有効期間（か月）',
  validFrom: '期間開始日',
  validTo: '期間終了日',
  autoRenew: '自動更新',
  joinFee: '入会金',
  annualFee: '年会費',
  renewalFee: '更新料',
  cardFee: 'カード発行料',
  ranks: 'ランク',
  rankName: 'ランク名',
  rankColor: '色',
  discountKind: 'チケット割引',
  discountValue: '割引額・率',
  presaleDays: '先行販売（日前）',
  upThreshold: 'ランクアップ条件',
  keepThreshold: 'ランク維持条件',
  points: 'ポイント',
  pos: 'POS（100円ごと）',
  kiosk: '券売機（100円ごと）',
  online: 'オンライン（100円ごと）',
  shopItems: '売店商品も対象',
  expiryMonths: 'ポイント有効期限（か月）',
  rankBasis: 'ランク判定の基準',
  rankWindowMonths: 'ランク判定の期間（か月）',
  memberCount: '会員数',
} as const;
const L = membershipLabels;

export const membershipRank = z.object({
  name: requiredText(L.rankName, 30),
  color: withMeta(hexColor, { label: L.rankColor }),
  discountKind: z.enum(discountKind.values, { error: ja.requiredSelect(L.discountKind) }).default('none'),
  discountValue: int(L.discountValue, 0, 100_000).default(0),
  presaleDays: int(L.presaleDays, 0, 60).default(0),
  /** The spend (yen) or visits over the window that reach this rank; the first rank's is 0. */
  upThreshold: int(L.upThreshold, 0, 100_000_000).default(0),
  /** Below this over the window, a member of this rank goes down one; 0 keeps it for good. */
  keepThreshold: int(L.keepThreshold, 0, 100_000_000).default(0),
});
export type MembershipRank = z.infer<typeof membershipRank>;

export const pointRules = z.object({
  pos: int(L.pos, 0, 100).default(1),
  kiosk: int(L.kiosk, 0, 100).default(1),
  online: int(L.online, 0, 100).default(1),
  shopItems: flag(L.shopItems).default(true),
  expiryMonths: int(L.expiryMonths, 1, 120).default(12),
});
export type PointRules = z.infer<typeof pointRules>;

const fee = (label: string) => yenAmount(label, 0, 1_000_000).default(0);

const systemFields = {
  code: code(L.code, 20),
  name: requiredText(L.name, 50),
  validityKind: z.enum(validityKind.values, { error: ja.requiredSelect(L.validityKind) }),
  validMonths: optionalInt(L.validMonths, 1, 120),
  validFrom: optionalDateField(L.validFrom),
  validTo: optionalDateField(L.validTo),
  autoRenew: flag(L.autoRenew).default(false),
  joinFee: fee(L.joinFee),
  annualFee: fee(L.annualFee),
  renewalFee: fee(L.renewalFee),
  cardFee: fee(L.cardFee),
  ranks: z
    .array(membershipRank, { error: ja.required(L.ranks) })
    .min(1, ja.required(L.ranks))
    .max(MAX_MEMBER_RANK, `「${L.ranks}」は${MAX_MEMBER_RANK}件までです`),
  points: pointRules,
  rankBasis: z.enum(rankBasis.values, { error: ja.requiredSelect(L.rankBasis) }).default('spend'),
  rankWindowMonths: int(L.rankWindowMonths, 1, 36).default(12),
};

type SystemInput = {
  validityKind: ValidityKind;
  validMonths: number | null;
  validFrom: string | null;
  validTo: string | null;
  ranks: MembershipRank[];
};
/** What one field cannot see alone: the period its kind needs, a discount within reason, thresholds rising. */
function systemRules(v: SystemInput, ctx: z.RefinementCtx) {
  if (v.validityKind === 'fromJoin' && v.validMonths == null)
    ctx.addIssue({ code: 'custom', path: ['validMonths'], message: ja.required(L.validMonths) });
  if (v.validityKind === 'fixed') {
    if (!v.validFrom) ctx.addIssue({ code: 'custom', path: ['validFrom'], message: ja.required(L.validFrom) });
    if (!v.validTo) ctx.addIssue({ code: 'custom', path: ['validTo'], message: ja.required(L.validTo) });
    if (v.validFrom && v.validTo && v.validFrom > v.validTo)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: membershipMessages.periodOrder });
  }
  v.ranks.forEach((r, i) => {
    if (r.discountKind === 'percent' && r.discountValue > 100)
      ctx.addIssue({
        code: 'custom',
        path: ['ranks', i, 'discountValue'],
        message: ja.numberRange(L.discountValue, 0, 100),
      });
    const before = v.ranks[i - 1];
    if (i === 0 && r.upThreshold !== 0)
      ctx.addIssue({ code: 'custom', path: ['ranks', 0, 'upThreshold'], message: membershipMessages.firstRankFree });
    if (before && r.upThreshold <= before.upThreshold)
      ctx.addIssue({ code: 'custom', path: ['ranks', i, 'upThreshold'], message: membershipMessages.thresholdsRise });
  });
}

export const membershipCreateBody = z.object(systemFields).superRefine(systemRules);
export type MembershipCreateBody = z.infer<typeof membershipCreateBody>;
export type MembershipCreateInput = z.input<typeof membershipCreateBody>;
export const membershipUpdateBody = z.object({ id, version: versionField, ...systemFields }).superRefine(systemRules);
export type MembershipUpdateBody = z.infer<typeof membershipUpdateBody>;

export const membershipMessages = {
  periodOrder: `「${L.validTo}」は「${L.validFrom}」以降の日付を指定してください`,
  firstRankFree: '最初のランクのランクアップ条件は0にしてください（入会時のランクです）',
  thresholdsRise: 'ランクアップ条件は上のランクより大きくしてください',
  inUse: (n: number) => `この会員制度には${n}人の会員が所属しているため削除できません。`,
  rankInUse: (rank: number, n: number) =>
    `ランク${rank}には${n}人の会員が所属しているため、ランクの数を${rank - 1}件以下にはできません。`,
} as const;

export const membershipSystem = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  code: z.string(),
  name: z.string(),
  validityKind: validityKind.schema,
  validMonths: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  autoRenew: z.boolean(),
  joinFee: z.number().int(),
  annualFee: z.number().int(),
  renewalFee: z.number().int(),
  cardFee: z.number().int(),
  taxRate: z.number(),
  ranks: z.array(
    z.object({
      name: z.string(),
      color: z.string(),
      discountKind: discountKind.schema,
      discountValue: z.number().int(),
      presaleDays: z.number().int(),
      upThreshold: z.number().int(),
      keepThreshold: z.number().int(),
    }),
  ),
  points: z.object({
    pos: z.number().int(),
    kiosk: z.number().int(),
    online: z.number().int(),
    shopItems: z.boolean(),
    expiryMonths: z.number().int(),
  }),
  rankBasis: rankBasis.schema,
  rankWindowMonths: z.number().int(),
  memberCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MembershipSystem = z.infer<typeof membershipSystem>;

export const membershipSortFields = ['code', 'name'] as const;
export const membershipListQuery = sortedList(membershipSortFields);
export type MembershipListQuery = z.infer<typeof membershipListQuery>;
export const membershipOption = z.object({
  id: z.number().int(),
  name: z.string(),
  ranks: z.array(z.object({ rank: z.number().int(), name: z.string(), color: z.string() })),
});
export type MembershipOption = z.infer<typeof membershipOption>;

const TAX_PERCENT = Math.round(MEMBERSHIP_TAX_RATE * 100);
/** The tax included in a 税込 fee (10 %), rounded down; in whole numbers, so ¥1,100 holds ¥100 and not ¥99.99…. */
export const feeTax = (fee: number) => Math.floor((fee * TAX_PERCENT) / (100 + TAX_PERCENT));

/** Points a paid amount earns (SPEC §9): per 100 yen, rounded down, times the channel's rate. */
export const pointsFor = (amount: number, rate: number) => (amount > 0 ? Math.floor(amount / 100) * rate : 0);

/** The rank a member's figure over the window reaches: the highest whose ランクアップ条件 it meets (1-based). */
export const rankReached = (ranks: readonly Pick<MembershipRank, 'upThreshold'>[], figure: number) =>
  ranks.reduce((best, r, i) => (figure >= r.upThreshold ? i + 1 : best), 1);

/**
 * The rank after an evaluation: up to the rank the figure reaches, else down one when the figure is below the
 * current rank's ランク維持条件, else kept. One step down a day at most, so a bad month costs one rank.
 */
export function evaluateRank(
  ranks: readonly Pick<MembershipRank, 'upThreshold' | 'keepThreshold'>[],
  current: number,
  figure: number,
) {
  const reached = rankReached(ranks, figure);
  const now = Math.min(Math.max(current, 1), ranks.length);
  if (reached > now) return reached;
  const keep = ranks[now - 1]?.keepThreshold ?? 0;
  return now > 1 && figure < keep ? now - 1 : now;
}

/** The same day `months` later, or that month's last day when it has no such day (1/31 + 1 → 2/28). */
export function addMonthsToDate(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** 有効期限 of a member who joins on `joinedOn`: the day before the months are up, or the fixed term's end. */
export function validUntilOf(
  s: { validityKind: ValidityKind; validMonths: number | null; validTo: string | null },
  joinedOn: string,
): string | null {
  if (s.validityKind === 'fixed') return s.validTo;
  if (!s.validMonths) return null;
  const end = new Date(`${addMonthsToDate(joinedOn, s.validMonths)}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}
