import { z } from 'zod';
import { roundingMode, transactionStatus } from './enums.js';
import { exceptionKind, transactionKind } from './sales.js';
import { shopLineInput, ticketLineInput } from './device-documents.js';

// What the device API answers for a document (docs/device-api.md): its result, stored and replayed byte for
// byte, the receipt figures, a batch's items; and the quote before a sale.

const yen = (label: string) =>
  z
    .number({ error: `${label}は整数（円）で入力してください` })
    .int(`${label}は整数（円）で入力してください`)
    .min(0, `${label}は0円以上で入力してください`)
    .max(100_000_000, `${label}は100,000,000円以下で入力してください`);

export const transactionException = z.object({
  kind: exceptionKind.schema,
  message: z.string(),
  lineNo: z.number().int().optional(),
  expected: z.number().int().optional(),
  actual: z.number().int().optional(),
  seats: z.array(z.string()).optional(),
});

/**
 * What a receipt needs to be a 適格簡易請求書 (docs/device-api.md, "receipts"): the issuer and its
 * 登録番号, each line with its rate (※ marks the reduced 8 %), and the tax once per rate with the
 * brand's rounding. A void or refund carries the same for its negative amounts (返還インボイス).
 */
export const documentReceipt = z.object({
  issuerName: z.string(),
  /** 適格請求書発行事業者登録番号 (T + 13 digits); null until the brand registers it. */
  registrationNo: z.string().nullable(),
  roundingMode: roundingMode.schema,
  taxes: z.array(z.object({ rate: z.number(), taxable: z.number().int(), tax: z.number().int() })),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      amount: z.number().int(),
      taxRate: z.number(),
      /** 軽減税率 (8 %): printed with ※. */
      reducedRate: z.boolean(),
    }),
  ),
});
export type DocumentReceipt = z.infer<typeof documentReceipt>;

/** What a document produced: stored and answered again, byte for byte, on a resend. */
export const documentResult = z.object({
  clientId: z.string(),
  kind: z.string(),
  transactionId: z.string().nullable(),
  transactionNo: z.string().nullable(),
  transactionKind: transactionKind.schema.nullable(),
  status: transactionStatus.schema.nullable(),
  /** An online hold: when its seats are released unless paid. */
  holdExpiresAt: z.string().nullable().optional(),
  total: z.number().int().nullable(),
  tax: z.number().int().nullable(),
  change: z.number().int().nullable(),
  exceptions: z.array(transactionException),
  /** A sale's, void's or refund's receipt figures; absent for other documents. */
  receipt: documentReceipt.nullable().optional(),
});
export type DocumentResult = z.infer<typeof documentResult>;

/** One document of a batch: its own HTTP status and either its result or its error. */
export const batchItem = z.object({
  clientId: z.string(),
  status: z.number().int(),
  replayed: z.boolean(),
  result: documentResult.optional(),
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
      seats: z.array(z.string()).optional(),
    })
    .optional(),
});
export const batchAnswer = z.object({ results: z.array(batchItem) });
export type BatchItem = z.infer<typeof batchItem>;

/** A refused document's code as a manager reads it (レジ精算 > 例外一覧). */
export function refusalLabel(code: string): string {
  const labels: Record<string, string> = {
    invalid_document: '形式の誤り',
    validation_failed: '内容の誤り',
    conflict: '販売できない状態',
    seat_unavailable: '座席販売済み',
    invalid_transition: '状態の誤り',
    idempotency_key_reused: 'clientIdの重複',
    no_permission: '権限なし',
  };
  return `拒否: ${labels[code] ?? code}`;
}

// A quote before the sale (POST /api/device/quote): the same re-pricing, discounts, coupons and
// rules as the sale, nothing written. A line's unitPrice may be left out (the price list's is used).
const unpriced = { unitPrice: yen('単価').optional() };
export const quoteBody = z.object({
  lines: z
    .array(z.discriminatedUnion('type', [ticketLineInput.extend(unpriced), shopLineInput.extend(unpriced)]), {
      error: '「lines」を指定してください',
    })
    .min(1, '明細を1件以上指定してください')
    .max(100, '明細は100件までです'),
  /** When the sale will happen (the sales window, the business day); now when left out. */
  occurredAt: z.iso.datetime({ offset: true, error: 'occurredAtはISO 8601の日時で指定してください' }).optional(),
  memberNo: z.string().trim().max(40, '会員番号は40文字以内で入力してください').optional(),
});
export type QuoteBody = z.infer<typeof quoteBody>;

export const quoteAnswer = z.object({
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      /** The price list's price of one, options and surcharges included. */
      unitPrice: z.number().int(),
      /** Taken off by a coupon or 鑑賞券. */
      couponAmount: z.number().int(),
      amount: z.number().int(),
      taxRate: z.number(),
      tax: z.number().int(),
    }),
  ),
  total: z.number().int(),
  tax: z.number().int(),
  /** What a counter sale of this basket would be recorded with (an item the cinema does not sell…). */
  exceptions: z.array(transactionException),
  receipt: documentReceipt.nullable(),
});
export type QuoteAnswer = z.infer<typeof quoteAnswer>;
