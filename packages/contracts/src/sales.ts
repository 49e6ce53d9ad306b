import { labelled } from './enums.js';

// The vocabulary of the sales facts (docs/sales.md, "facts"), shared by the device API, the console's
// histories and the reports.

export const transactionKind = labelled(['sale', 'void', 'refund'], {
  sale: '販売',
  void: '取消',
  refund: '払戻',
});
export type TransactionKind = (typeof transactionKind.values)[number];

export const salesChannel = labelled(['pos', 'kiosk', 'online', 'backoffice'], {
  pos: 'POS',
  kiosk: '自動券売機',
  online: 'オンライン',
  backoffice: '管理画面',
});
export type SalesChannel = (typeof salesChannel.values)[number];

export const lineType = labelled(['ticket', 'shop', 'other', 'membership_fee'], {
  ticket: 'チケット',
  shop: '売店',
  other: 'その他売上',
  membership_fee: '会費',
});
export type LineType = (typeof lineType.values)[number];

/** 会費's kinds (a `membershipFee` sale line), each priced by the member's 会員制度 (docs/membership.md, "会費 at the counter"). */
export const membershipFeeKind = labelled(['join', 'annual', 'renewal', 'card'], {
  join: '入会金',
  annual: '年会費',
  renewal: '更新料',
  card: 'カード発行料',
});
export type MembershipFeeKind = (typeof membershipFeeKind.values)[number];

export const emailStatus = labelled(['none', 'pending', 'sent', 'failed'], {
  none: '送信なし',
  pending: '送信待ち',
  sent: '送信済み',
  failed: '送信失敗',
});
export type EmailStatus = (typeof emailStatus.values)[number];

// A counter sale already happened, so what the price list or the masters would have refused is
// recorded for staff (docs/device-api.md: "exceptions"); the online channel is refused instead.
export const exceptionKind = labelled(
  [
    'price_mismatch',
    'seat_conflict',
    'sequence_gap',
    'clock_skew',
    'item_not_sold',
    'option_invalid',
    'payment_not_offered',
    'no_shift',
  ],
  {
    price_mismatch: '価格相違',
    seat_conflict: '座席重複',
    sequence_gap: '連番欠番',
    clock_skew: '端末時刻ずれ',
    item_not_sold: '販売対象外の商品',
    option_invalid: 'オプション不備',
    payment_not_offered: '対象外の決済方法',
    no_shift: 'シフト外の現金',
  },
);
export type ExceptionKind = (typeof exceptionKind.values)[number];

/** Something a device reported that staff should look at; recorded, never refused (docs/device-api.md). */
export interface TransactionException {
  kind: ExceptionKind;
  message: string;
  lineNo?: number;
  expected?: number;
  actual?: number;
  seats?: string[];
}

/** Seconds a device clock may differ from the server's before it is recorded. */
export const CLOCK_SKEW_SECONDS = 300;
/** How long an online hold keeps its seats. */
export const HOLD_MINUTES = 15;
