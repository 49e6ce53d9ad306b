import { z } from 'zod';

// The documents a POS, kiosk or the online channel sends (SALES.md §4): one at a time or a batch in
// deviceSeq order. Each carries the id the device made and wrote to its queue before sending, so a
// resend is recognised: the same id and body answers the stored result, another body is refused.

const uuid = (label: string) => z.uuid({ error: `${label}はUUIDで指定してください` });
const yen = (label: string, min = 0) =>
  z
    .number({ error: `${label}は整数（円）で入力してください` })
    .int(`${label}は整数（円）で入力してください`)
    .min(min, `${label}は${min}円以上で入力してください`)
    .max(100_000_000, `${label}は100,000,000円以下で入力してください`);
const count = (label: string, max = 999) =>
  z
    .number({ error: `${label}は整数で入力してください` })
    .int(`${label}は整数で入力してください`)
    .min(1, `${label}は1以上で入力してください`)
    .max(max, `${label}は${max}以下で入力してください`);
const shortText = (label: string, max = 100) =>
  z.string().trim().max(max, `${label}は${max}文字以内で入力してください`);

const common = {
  clientId: uuid('clientId'),
  deviceSeq: count('deviceSeq', 2_000_000_000),
  occurredAt: z.iso.datetime({ offset: true, error: 'occurredAtはISO 8601の日時で指定してください' }),
  /** Sent from the device's offline queue: a seat conflict is recorded instead of refused. */
  offline: z.boolean().optional(),
};

const option = z.object({ group: shortText('オプション', 50), choice: shortText('選択肢', 50) });

export const ticketLineInput = z.object({
  type: z.literal('ticket'),
  screeningId: count('上映回', 2_000_000_000),
  seatKey: shortText('座席', 20).min(1, '座席を指定してください'),
  ticketId: count('券種', 2_000_000_000),
  /** What the device charged, tax included; re-priced by the server. */
  unitPrice: yen('単価'),
  couponSerial: shortText('クーポン', 40).optional(),
});

export const shopLineInput = z.object({
  type: z.enum(['shop', 'other']),
  itemId: count('商品', 2_000_000_000),
  quantity: count('数量'),
  options: z.array(option).max(10).optional(),
  choices: z
    .array(
      z.object({
        group: shortText('選択グループ', 50),
        itemId: count('商品', 2_000_000_000),
        options: z.array(option).max(10).optional(),
      }),
    )
    .max(10)
    .optional(),
  /** 店内飲食 (10 %); take-out and in the auditorium is 8 %. */
  eatIn: z.boolean().optional(),
  unitPrice: yen('単価'),
});

export const saleLineInput = z.discriminatedUnion('type', [ticketLineInput, shopLineInput]);
export type SaleLineInput = z.infer<typeof saleLineInput>;

export const paymentInput = z.object({
  methodId: count('決済方法', 2_000_000_000),
  amount: yen('支払金額'),
  /** Cash handed over; the change is computed. */
  tendered: yen('預り金').optional(),
  approvalNo: shortText('承認番号', 40).optional(),
  reference: shortText('参照番号', 40).optional(),
});

const purchaser = z.object({
  name: shortText('購入者名').optional(),
  kana: shortText('購入者名カナ').optional(),
  phone: shortText('電話番号', 20).optional(),
  email: z.email({ error: 'メールアドレスの形式が正しくありません' }).max(254).optional(),
});

export const saleDocument = z.object({
  kind: z.literal('sale'),
  ...common,
  shiftClientId: uuid('shiftClientId').optional(),
  lines: z.array(saleLineInput).min(1, '明細を1件以上指定してください').max(100, '明細は100件までです'),
  payments: z.array(paymentInput).max(10, '支払は10件までです'),
  /** The total the device charged, tax included. */
  total: yen('合計'),
  memberNo: shortText('会員番号', 40).optional(),
  purchaser: purchaser.optional(),
});

export const voidDocument = z.object({
  kind: z.literal('void'),
  ...common,
  /** The transaction id (the sale's clientId) to void. */
  originalId: uuid('originalId'),
  reason: shortText('理由', 200).optional(),
});

export const refundDocument = z.object({
  kind: z.literal('refund'),
  ...common,
  originalId: uuid('originalId'),
  /** The shift whose drawer pays a cash refund back. */
  shiftClientId: uuid('shiftClientId').optional(),
  /** Lines and quantities to refund; absent refunds everything not yet refunded. */
  lines: z
    .array(z.object({ lineNo: count('明細番号'), quantity: count('数量') }))
    .max(100)
    .optional(),
  reason: shortText('理由', 200).optional(),
});

export const shiftOpenDocument = z.object({
  kind: z.literal('shift_open'),
  ...common,
  openingFloat: yen('釣銭準備金'),
  staffName: shortText('担当者', 50).optional(),
});

export const cashMovementDocument = z.object({
  kind: z.literal('cash_movement'),
  ...common,
  shiftClientId: uuid('shiftClientId'),
  movement: z.enum(['floatAdd', 'drop', 'payout'], { error: '入出金の種類を指定してください' }),
  amount: yen('金額', 1),
  reason: shortText('理由', 200).optional(),
});

/** Yen denominations a drawer count may name. */
export const denominations = [10000, 5000, 2000, 1000, 500, 100, 50, 10, 5, 1] as const;

export const shiftCloseDocument = z.object({
  kind: z.literal('shift_close'),
  ...common,
  shiftClientId: uuid('shiftClientId'),
  countedCash: z.partialRecord(
    z.enum(denominations.map(String) as [string, ...string[]], { error: '金種が正しくありません' }),
    z.number().int('枚数は整数で入力してください').min(0, '枚数は0以上で入力してください').max(100_000),
  ),
  overShortReason: shortText('過不足理由', 200).optional(),
  drawerOpens: z.number().int().min(0).max(100_000).optional(),
});

export const admissionDocument = z.object({
  kind: z.literal('admission'),
  ...common,
  screeningId: count('上映回', 2_000_000_000),
  seatKey: shortText('座席', 20).min(1, '座席を指定してください'),
  /** 発券 (a ticket printed) or 着券 (scanned at the gate). */
  action: z.enum(['issue', 'admit'], { error: '発券か着券かを指定してください' }),
});

// The online channel (SALES.md §4): hold seats while the customer pays (15 minutes), then report
// the gateway's answer, or release. Only a device of type online sends these.
export const holdDocument = saleDocument.omit({ kind: true, payments: true, shiftClientId: true }).extend({
  kind: z.literal('hold'),
});

export const paymentResultDocument = z.object({
  kind: z.literal('payment_result'),
  ...common,
  /** The hold's clientId. */
  transactionId: uuid('transactionId'),
  result: z.enum(['success', 'fail'], { error: '決済結果は success か fail を指定してください' }),
  /** What the gateway captured (required for success); their sum is the order's total. */
  payments: z.array(paymentInput).max(10, '支払は10件までです').default([]),
  reason: shortText('理由', 200).optional(),
});

export const releaseDocument = z.object({
  kind: z.literal('release'),
  ...common,
  transactionId: uuid('transactionId'),
  reason: shortText('理由', 200).optional(),
});

const documentVariants = [
  saleDocument,
  voidDocument,
  refundDocument,
  shiftOpenDocument,
  cashMovementDocument,
  shiftCloseDocument,
  admissionDocument,
  holdDocument,
  paymentResultDocument,
  releaseDocument,
] as const;
const kindError = {
  error:
    'kindが正しくありません（sale, void, refund, shift_open, cash_movement, shift_close, admission, hold, payment_result, release, batch）',
};

export const deviceDocument = z.discriminatedUnion('kind', documentVariants, kindError);
export type DeviceDocument = z.infer<typeof deviceDocument>;
export type SaleDocument = z.infer<typeof saleDocument>;
export type VoidDocument = z.infer<typeof voidDocument>;
export type RefundDocument = z.infer<typeof refundDocument>;
export type ShiftOpenDocument = z.infer<typeof shiftOpenDocument>;
export type CashMovementDocument = z.infer<typeof cashMovementDocument>;
export type ShiftCloseDocument = z.infer<typeof shiftCloseDocument>;
export type AdmissionDocument = z.infer<typeof admissionDocument>;
export type HoldDocument = z.infer<typeof holdDocument>;
export type PaymentResultDocument = z.infer<typeof paymentResultDocument>;
export type ReleaseDocument = z.infer<typeof releaseDocument>;

/** One document, or `{"kind": "batch", "documents": [...]}` (a device's offline queue). */
export const deviceDocumentsBody = z.discriminatedUnion(
  'kind',
  [
    ...documentVariants,
    z.object({
      kind: z.literal('batch'),
      documents: z
        .array(deviceDocument)
        .min(1, '書類を1件以上指定してください')
        .max(200, '一度に送れる書類は200件までです'),
    }),
  ],
  kindError,
);
export type DeviceDocumentsBody = z.infer<typeof deviceDocumentsBody>;

/** A batch as received: its documents are read one by one, so one malformed document refuses only itself. */
export const batchEnvelope = z.object({
  kind: z.literal('batch'),
  documents: z
    .array(z.unknown(), { error: '「documents」に書類の配列を指定してください' })
    .min(1, '書類を1件以上指定してください')
    .max(200, '一度に送れる書類は200件までです'),
});
