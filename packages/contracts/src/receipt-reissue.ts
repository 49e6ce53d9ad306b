import { z } from 'zod';
import { documentReceipt } from './device-document-results.js';
import { transactionStatus, type TransactionStatus } from './enums.js';
import { withMeta } from './field-meta.js';
import { optionalText } from './fields.js';
import { statusWord } from './sales-status.js';
import type { TransactionKind } from './sales.js';

// 領収書の再発行 from 取引履歴 (docs/sales.md, "reissued receipts"): the 適格簡易請求書 the register printed, rebuilt
// from the sale's stored rows, less what was refunded since; marked 再発行 with its count, 宛名 and 但し書き.

export const receiptReissueLabels = { addressee: '宛名', purpose: '但し書き' } as const;

export const receiptReissueMessages = {
  reissued: '領収書を再発行しました',
  notSale: '領収書を再発行できるのは販売の取引だけです。取消・払戻は元の販売から再発行してください',
  voided: (voidNo: string | null) =>
    `この取引は取消済み${voidNo ? `（取消番号 ${voidNo}）` : ''}のため、領収書を再発行できません。代金は全額お返ししています`,
  refunded: 'この取引は全額払戻済みのため、領収書を再発行できません。お預かりしている代金がありません',
  unpaid: (word: string) => `この取引は「${word}」で、代金を受け取っていないため領収書を発行できません`,
  onAccount: '掛売の取引は代金を受け取っていないため、領収書を発行できません。取引先へは請求書で請求します',
} as const;

/** What the rule needs to know of a transaction: a history row or detail, or the stored sale. */
export interface ReissueSubject {
  kind: TransactionKind;
  status: TransactionStatus;
  /** Money was taken (paid_at set). */
  paid: boolean;
  /** A 掛売: owed by a 取引先, not paid at the counter. */
  onAccount: boolean;
}

/**
 * Why a transaction's 領収書 cannot be reissued, or null when it can: only a sale whose money was received and
 * not all given back (支払い済み, 一部払戻済み). The API answers 409 with it; the web hides the action.
 */
export function reissueRefusal(t: ReissueSubject, voidNo: string | null = null): string | null {
  const M = receiptReissueMessages;
  if (t.kind !== 'sale') return M.notSale;
  if (t.onAccount) return M.onAccount;
  if (t.status === 'cancel' && t.paid) return M.voided(voidNo);
  if (t.status === 'refunded') return M.refunded;
  if (t.status === 'success' || t.status === 'partial_refunded')
    return t.paid ? null : M.unpaid(statusWord(t.status, false));
  return M.unpaid(statusWord(t.status, t.paid));
}

export const receiptReissueBody = z.object({
  addressee: withMeta(optionalText(receiptReissueLabels.addressee, 40, { multiline: false }), {
    placeholder: '株式会社シネマライン',
    help: '空欄なら宛名なしで印字します（「様」は付けて印字します）',
  }),
  purpose: withMeta(optionalText(receiptReissueLabels.purpose, 50, { multiline: false }), {
    placeholder: '映画鑑賞料として',
    help: '空欄なら但し書きなしで印字します',
  }),
});
export type ReceiptReissueBody = z.infer<typeof receiptReissueBody>;

export const receiptReissueParams = z.object({ id: z.uuid({ error: '取引が見つかりません' }) });

const int = (description: string) => z.number().int().describe(description);

export const reissuedReceipt = z
  .object({
    transactionId: z.string().describe('販売の取引ID'),
    transactionNo: z.string().describe('書類番号: 販売の取引番号（レジが印字した番号）'),
    occurredAt: z.string().describe('販売の日時（ISO 8601）'),
    salesBusinessDate: z.string().describe('販売の営業日'),
    cinemaName: z.string().describe('販売した劇場'),
    reissued: z.literal(true).describe('再発行であることの印（「再発行」と印字します）'),
    reissueCount: int('何回目の再発行か（初めての再発行は1）'),
    reissuedAt: z.string().describe('再発行した日時（ISO 8601）'),
    addressee: z.string().nullable().describe('宛名'),
    purpose: z.string().nullable().describe('但し書き'),
    status: transactionStatus.schema.describe('販売の状態（支払い済み・一部払戻済み）'),
    total: int('領収金額（税込、円）: 販売の合計から払戻を引いた額'),
    tax: int('うち消費税（円）: 税率ごとの税額の合計'),
    refundedAmount: int('払戻済みの額（円、正）。0 なら販売時のまま'),
    refunds: z
      .array(
        z.object({
          transactionNo: z.string().describe('払戻の取引番号'),
          occurredAt: z.string().describe('払戻の日時'),
          amount: int('払戻額（円、正）'),
        }),
      )
      .describe('差し引いた払戻'),
    receipt: documentReceipt.describe('印字する内容（発行事業者・登録番号・明細・税率ごとの対象額と税額）'),
    payments: z
      .array(
        z.object({
          methodName: z.string().describe('支払方法'),
          methodKind: z.string().describe('支払方法の種類'),
          amount: int('支払額（円、払戻を引いた額）'),
          tendered: z.number().int().nullable().describe('お預かり（円、払戻のない現金のみ）'),
          change: z.number().int().nullable().describe('おつり（円、払戻のない現金のみ）'),
        }),
      )
      .describe('支払'),
    change: z.number().int().nullable().describe('おつりの合計（円）。払戻があれば null'),
  })
  .describe('再発行する領収書（適格簡易請求書）');
export type ReissuedReceipt = z.infer<typeof reissuedReceipt>;
