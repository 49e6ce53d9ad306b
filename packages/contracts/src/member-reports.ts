import { z } from 'zod';
import { daysBetween } from './business-day.js';
import { labelled } from './enums.js';
import { id, queryIds } from './fields.js';
import { joinChannel } from './members.js';
import { addMonths, daysOfMonth } from './revenue-goal.js';
import { membershipFeeKind } from './sales.js';
import { checkPeriod, periodFields, periodMessages } from './transaction-history.js';

// The membership reports (docs/membership.md, "会員レポート"): 会員レポート over months, and 会費売上 at the counter
// and online over at most 31 sales business days. Head office only (module 会員).

export const MEMBER_REPORT_SCREEN = '/memberShip-report';
export const FEE_SALES_SCREEN = '/memberShip-feeSales-report';
export const ONLINE_FEE_SALES_SCREEN = '/memberShip-onlineFeeSales-report';

/** 会員レポート reads whole months, at most a year of them. */
export const MAX_MEMBER_REPORT_MONTHS = 12;

/** The months a period touches, each clipped to the period: the buckets of 会員レポート. */
export function memberReportBuckets(from: string, to: string): { month: string; from: string; to: string }[] {
  const buckets = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addMonths(month, 1)) {
    const days = daysOfMonth(month);
    const first = days[0] ?? `${month}-01`;
    const last = days[days.length - 1] ?? first;
    buckets.push({ month, from: first < from ? from : first, to: last > to ? to : last });
  }
  return buckets;
}

export const memberReportQuery = z
  .object({
    cinemaIds: queryIds,
    ...periodFields,
    /** 会員制度: the first of the brand's when none is named (its ranks are the rows). */
    memberSystemId: id.optional(),
    rank: z.coerce.number().int().min(1).max(10).optional(),
    joinedCinemaId: id.optional(),
    joinChannel: joinChannel.schema.optional(),
  })
  .superRefine((v, ctx) => {
    if (daysBetween(v.from, v.to) < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: periodMessages.order('対象期間') });
    else if (memberReportBuckets(v.from, v.to).length > MAX_MEMBER_REPORT_MONTHS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `「対象期間」は${MAX_MEMBER_REPORT_MONTHS}か月以内で指定してください`,
      });
  });
export type MemberReportQuery = z.infer<typeof memberReportQuery>;

const count = z.number().int();
const yen = z.number().int();
const ratio = z.number().nullable();

/** (1) 会員数推移: one month (clipped to the period) × one rank. 期末 = 期首 + 新規入会 + ランク変動 − 退会・失効. */
export const memberCountRow = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  rank: z.number().int(),
  rankName: z.string(),
  /** Members (有効 or 停止) the day before the month began, in this rank then. */
  opening: count,
  joined: count,
  /** 更新: 年会費 and 更新料 lines that extended a membership in the month (not taken back). */
  renewed: count,
  /** Members who came into this rank less those who left it, by ランクアップ, ランクダウン or 手動変更. */
  rankMoves: count,
  /** 退会 and 失効 (the day after 有効期限) in the month. */
  left: count,
  closing: count,
});
export type MemberCountRow = z.infer<typeof memberCountRow>;

/** (2) 会員利用 per month, from R8 and R6 on the sales day at the chosen cinemas. */
export const memberUsageRow = z.object({
  month: z.string(),
  /** Sales carrying a 会員番号, less their voids. */
  memberTxns: count,
  /** Ticket persons of those sales, net of voids and refunds. */
  memberAdmissions: count,
  /** Every ticket person sold on the days (R6). */
  admissions: count,
  /** 会員比率 = 会員動員 ÷ 総動員. */
  memberRatio: ratio,
  /** Every line of member sales but 会費, tax included, a refund negative on its own day. */
  memberSales: yen,
  /** 一人当たり鑑賞回数 = 会員動員 ÷ 期末会員数. */
  admissionsPerMember: ratio,
});
export type MemberUsageRow = z.infer<typeof memberUsageRow>;

/** (3) ポイント per month: the ledger's movements and the balance at the month's end (a liability). */
export const memberPointRow = z.object({
  month: z.string(),
  /** 付与 less 付与取消. */
  awarded: count,
  /** 利用 less 利用取消. */
  used: count,
  expired: count,
  adjusted: count,
  closingBalance: count,
});
export type MemberPointRow = z.infer<typeof memberPointRow>;

/** (4) クーポン per month: 会員クーポン and オートメーション's coupons handed to members. */
export const memberCouponRow = z.object({
  month: z.string(),
  distributed: count,
  /** Of those distributed in the month, how many have been used since. */
  usedOfDistributed: count,
  useRate: ratio,
  /** Uses in the month, whenever the coupon was handed out. */
  usedInMonth: count,
});
export type MemberCouponRow = z.infer<typeof memberCouponRow>;

export const memberReport = z.object({
  memberSystemId: z.number().int().nullable(),
  ranks: z.array(z.object({ rank: z.number().int(), name: z.string() })),
  counts: z.array(memberCountRow),
  usage: z.array(memberUsageRow),
  points: z.array(memberPointRow),
  coupons: z.array(memberCouponRow),
});
export type MemberReport = z.infer<typeof memberReport>;

/** 会費売上: at the counter (POS and 券売機) or online. */
export const feeSalesChannel = labelled(['counter', 'online'], { counter: '窓口', online: 'オンライン' });
export type FeeSalesChannel = z.infer<typeof feeSalesChannel.schema>;

export const feeSalesQuery = z
  .object({
    cinemaIds: queryIds,
    ...periodFields,
    memberSystemId: id.optional(),
    feeKind: membershipFeeKind.schema.optional(),
    paymentMethodId: id.optional(),
  })
  .superRefine((v, ctx) => checkPeriod(v, ctx, '販売営業日'));
export type FeeSalesQuery = z.infer<typeof feeSalesQuery>;

/** (1) one sales day × 費目: sales and refunds each on their own day. */
export const feeSalesDay = z.object({
  date: z.string(),
  feeKind: membershipFeeKind.schema,
  /** Lines sold less lines voided or refunded. */
  count,
  /** 税込, 消費税 (10 %) and 税抜 of sales net of refunds. */
  gross: yen,
  tax: yen,
  net: yen,
  refundCount: count,
  /** Refunded, tax included, as a positive amount (already inside gross). */
  refundAmount: yen,
  /** 決済手数料: each line's amount × its sale's payment method's 手数料率, rounded down per line. */
  paymentFee: yen,
});
export type FeeSalesDay = z.infer<typeof feeSalesDay>;

/** (2) one 会費 line of a sale, void or refund. */
export const feeSalesLine = z.object({
  lineId: z.string(),
  date: z.string(),
  transactionNo: z.number().int(),
  kind: z.enum(['sale', 'void', 'refund']),
  memberNo: z.string().nullable(),
  memberName: z.string().nullable(),
  feeKind: membershipFeeKind.schema,
  quantity: count,
  amount: yen,
  tax: yen,
  /** The 有効期限 the line extended the membership to (年会費, 更新料), while not taken back. */
  validUntil: z.string().nullable(),
  paymentMethods: z.string(),
  staffName: z.string().nullable(),
  cinemaName: z.string(),
});
export type FeeSalesLine = z.infer<typeof feeSalesLine>;

export const feeSalesReport = z.object({
  days: z.array(feeSalesDay),
  lines: z.array(feeSalesLine),
  /** More lines than the detail holds: it shows the first ones; the day block sums them all. */
  linesTruncated: z.boolean(),
});
export type FeeSalesReport = z.infer<typeof feeSalesReport>;

/** The detail's limit: a month of a large chain's fees stays a page a browser can hold. */
export const FEE_SALES_MAX_LINES = 5000;

/** The reports' own choices: the brand's 会員制度 with their ranks, and its 決済方法. */
export const memberReportOptions = z.object({
  memberSystems: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      ranks: z.array(z.object({ rank: z.number().int(), name: z.string() })),
    }),
  ),
  paymentMethods: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type MemberReportOptions = z.infer<typeof memberReportOptions>;
