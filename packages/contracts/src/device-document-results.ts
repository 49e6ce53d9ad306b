import { z } from 'zod';
import { roundingMode, transactionStatus } from './enums.js';
import { exceptionKind, transactionKind } from './sales.js';
import { labelList, membershipFeeLineInput, shopLineInput, ticketLineInput } from './device-document-fields.js';

// What the device API answers for a document (docs/device-api.md): its result, stored and replayed byte for
// byte, the receipt figures, a batch's items; and the quote before a sale.

const yen = (label: string) =>
  z
    .number({ error: `${label}は整数（円）で入力してください` })
    .int(`${label}は整数（円）で入力してください`)
    .min(0, `${label}は0円以上で入力してください`)
    .max(100_000_000, `${label}は100,000,000円以下で入力してください`);
const int = (description: string) => z.number().int().describe(description);
const text = (description: string) => z.string().describe(description);
const rate = (description: string) => z.number().describe(description);

export const transactionException = z
  .object({
    kind: exceptionKind.schema.describe(`例外の種類: ${labelList(exceptionKind)}`),
    message: text('日本語の説明（レジ精算の例外一覧と同じ文）'),
    lineNo: int('対象の明細番号').optional(),
    expected: int('サーバーの値（price_mismatch: 料金表の価格（円）、sequence_gap: 届くはずだった連番）').optional(),
    actual: int('端末の値（price_mismatch: 端末の価格（円）、sequence_gap: 届いた連番）').optional(),
    seats: z.array(z.string()).optional().describe('seat_conflict: 他の販売と重なった座席のキー'),
  })
  .describe('拒否せずに記録した例外（レジ精算の例外一覧で店長が確認します）');

/**
 * What a receipt needs to be a 適格簡易請求書 (docs/device-api.md, "receipts"): the issuer and its
 * 登録番号, each line with its rate (※ marks the reduced 8 %), and the tax once per rate with the
 * brand's rounding. A void or refund carries the same for its negative amounts (返還インボイス).
 */
export const documentReceipt = z
  .object({
    issuerName: text('発行事業者名（ブランドの会社名）'),
    registrationNo: z
      .string()
      .nullable()
      .describe('適格請求書発行事業者登録番号（T + 13桁）。ブランドが登録するまでは null。'),
    roundingMode: roundingMode.schema.describe(`消費税の端数処理（ブランドの設定）: ${labelList(roundingMode)}`),
    taxes: z
      .array(
        z
          .object({
            rate: rate('税率（0.1 = 10%、0.08 = 軽減税率8%）'),
            taxable: int('その税率の対象額（税込、円。取消・払戻は負）'),
            tax: int('その税率の消費税額（円）。書類ごと・税率ごとに1回だけ端数処理した額'),
          })
          .describe('税率ごとの合計'),
      )
      .describe('税率ごとの対象額と消費税額（レシートの税率別内訳）'),
    lines: z
      .array(
        z
          .object({
            lineNo: int('明細番号（1から。払戻で指定する番号）'),
            name: text('印字する品名（作品名と券種、商品名）'),
            quantity: int('数量（取消・払戻は負）'),
            unitPrice: int('単価（税込、円）'),
            amount: int('金額（税込、円。クーポン値引き後。取消・払戻は負）'),
            taxRate: rate('税率（0.1 または 0.08）'),
            reducedRate: z.boolean().describe('軽減税率（8%）なら true: レシートでは品名に ※ を付けます'),
          })
          .describe('レシートの明細'),
      )
      .describe('明細'),
  })
  .describe('レシート（適格簡易請求書）に印字する内容。取消・払戻では返還インボイスとして負の金額で返します。');
export type DocumentReceipt = z.infer<typeof documentReceipt>;

/** What a document produced: stored and answered again, byte for byte, on a resend. */
export const documentResult = z
  .object({
    clientId: text('書類の clientId'),
    kind: text('書類の種類（送った kind。仮押さえ hold だけは、それが始める販売の sale）'),
    transactionId: z
      .string()
      .nullable()
      .describe(
        '取引ID。販売・取消・払戻・仮押さえではこの書類の clientId、決済結果・解放では仮押さえの、発券・着券では座席を販売した取引の ID。シフト・入出金では null。',
      ),
    transactionNo: z
      .string()
      .nullable()
      .describe('取引番号（ブランドで一意の数字、レシートに印字）。取引を作らない書類では null。'),
    transactionKind: transactionKind.schema
      .nullable()
      .describe(`取引の種類: ${labelList(transactionKind)}。取引を作らない書類では null。`),
    status: transactionStatus.schema
      .nullable()
      .describe(`取引の状態: ${labelList(transactionStatus)}。取引を作らない書類では null。`),
    holdExpiresAt: z
      .string()
      .nullable()
      .optional()
      .describe('仮押さえの期限（ISO 8601、UTC）。これまでに payment_result が届かなければ座席は解放されます。'),
    total: z
      .number()
      .int()
      .nullable()
      .describe(
        '金額（円）。販売・仮押さえは合計（税込）、取消・払戻は返した額（負）、シフト開始は釣銭準備金、入出金はレジの現金の増減（回収・支払は負）、シフト締めは過不足（不足は負）。発券・着券は null。',
      ),
    tax: z.number().int().nullable().describe('消費税額（円。取消・払戻は負）。取引を作らない書類では null。'),
    change: z
      .number()
      .int()
      .nullable()
      .describe('おつり（円）。販売の現金の預り金 − 支払金額、現金以外は 0。販売以外は null。'),
    exceptions: z
      .array(transactionException)
      .describe('拒否せずに記録した例外（空なら問題なし）。レジ精算の例外一覧に表示されます。'),
    receipt: documentReceipt
      .nullable()
      .optional()
      .describe('レシートの内容（販売・取消・払戻のみ。他の書類にはありません）'),
  })
  .describe('書類の結果。再送には保存した結果をそのまま返します。');
export type DocumentResult = z.infer<typeof documentResult>;

/** One document of a batch: its own HTTP status and either its result or its error. */
export const batchItem = z
  .object({
    clientId: text('書類の clientId（形式の誤った書類では送られた値のまま、なければ空文字）'),
    status: int('この書類を単独で送った場合の HTTP ステータス（200 受付、4xx 拒否）'),
    replayed: z
      .boolean()
      .describe('保存済みの結果を返した再送なら true（単独送信のヘッダー Idempotent-Replayed: true と同じ）'),
    result: documentResult.optional().describe('受け付けた書類の結果（status が 200 のとき）'),
    error: z
      .object({
        code: text('エラーコード（単独送信のエラー応答の code と同じ）'),
        message: text('日本語のメッセージ'),
        errors: z
          .array(
            z
              .object({ field: text('項目（例: lines.0.seatKey）'), message: text('項目のエラーメッセージ') })
              .describe('項目ごとのエラー'),
          )
          .optional()
          .describe('項目ごとのエラー（400 のとき）'),
        seats: z.array(z.string()).optional().describe('seat_unavailable: 販売済み・確保済みの座席のキー'),
      })
      .optional()
      .describe('拒否の内容（status が 200 以外のとき）'),
  })
  .describe('一括送信の書類1件の結果');
export const batchAnswer = z
  .object({ results: z.array(batchItem).describe('各書類の結果（deviceSeq の順）') })
  .describe('一括送信の結果');
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
    points_unavailable: 'ポイント利用不可',
  };
  return `拒否: ${labels[code] ?? code}`;
}

// A quote before the sale (POST /api/device/quote): the same re-pricing, discounts, coupons and
// rules as the sale, nothing written. A line's unitPrice may be left out (the price list's, or for 会費 the
// member's 会員制度's, is used).
const unpriced = {
  unitPrice: yen('単価')
    .optional()
    .describe(
      '端末の価格（税込、円）。省略すると料金表・劇場の価格（会費は memberNo の会員の会員制度の会費）で計算します。',
    ),
};
export const quoteBody = z.object({
  lines: z
    .array(
      z.discriminatedUnion('type', [
        ticketLineInput.extend(unpriced),
        shopLineInput.extend(unpriced),
        // A 会費 left unpriced is the memberNo's 会員制度 fee of that kind.
        membershipFeeLineInput.extend(unpriced),
      ]),
      { error: '「lines」を指定してください' },
    )
    .min(1, '明細を1件以上指定してください')
    .max(100, '明細は100件までです')
    .describe('見積もる明細（販売の lines と同じ形、1〜100件）'),
  /** When the sale will happen (the sales window, the business day); now when left out. */
  occurredAt: z.iso
    .datetime({ offset: true, error: 'occurredAtはISO 8601の日時で指定してください' })
    .optional()
    .describe('販売する日時（ISO 8601、オフセット付き）。販売期間と営業日の判定に使います。省略すると現在時刻。'),
  memberNo: z
    .string()
    .trim()
    .max(40, '会員番号は40文字以内で入力してください')
    .optional()
    .describe('販売で送る会員番号（販売と同じ内容で見積もります）'),
});
export type QuoteBody = z.infer<typeof quoteBody>;

export const quoteAnswer = z.object({
  lines: z
    .array(
      z
        .object({
          lineNo: int('明細番号（送った順に1から）'),
          name: text('品名（作品名と券種、商品名）'),
          quantity: int('数量'),
          unitPrice: int('料金表の1個の価格（税込、円。オプション・追加料金を含む）'),
          couponAmount: int('クーポン・鑑賞券の値引き額（円）'),
          amount: int('金額（税込、円。値引き後）'),
          taxRate: rate('税率（0.1 または 0.08）'),
          tax: int('この明細に配分した消費税額（円）'),
        })
        .describe('見積の明細'),
    )
    .describe('明細ごとの価格'),
  total: int('合計（税込、円）。販売の total にこの値を送ります。'),
  tax: int('消費税額（円、税率ごとに1回端数処理した合計）'),
  exceptions: z
    .array(transactionException)
    .describe('この内容で POS・自動券売機が販売した場合に記録される例外（劇場が販売しない商品など）'),
  receipt: documentReceipt.nullable().describe('販売した場合のレシートの内容'),
});
export type QuoteAnswer = z.infer<typeof quoteAnswer>;
