import { z } from 'zod';
import { HOLD_MINUTES } from './sales.js';
import { common, paymentInput, uuid } from './device-document-fields.js';
import { kindOf, reasonOf, saleDocument } from './device-document-counter.js';

// The online channel (docs/device-api.md): hold seats while the customer pays (15 minutes), then report
// the gateway's answer, or release. Only a device of type online sends these.

export const holdDocument = saleDocument
  .omit({ kind: true, payments: true, shiftClientId: true })
  .extend({ kind: kindOf('hold', '仮押さえ') })
  .describe(
    `仮押さえ（hold、オンライン販売の端末のみ）: 座席を${HOLD_MINUTES}分確保し、取引は決済待ち（pendingPayment）になります。応答の holdExpiresAt までに payment_result を送ります。オンライン販売停止中は 409 conflict（停止のメッセージ）。価格や商品の誤りは拒否します（409、400）。`,
  );

const orderOf = (what: string) =>
  uuid('transactionId').describe(
    `${what}仮押さえ（hold）の clientId。まだ届いていなければ 409 original_not_received（後で再送）。`,
  );

export const paymentResultDocument = z
  .object({
    kind: kindOf('payment_result', '決済結果'),
    ...common,
    transactionId: orderOf('決済した'),
    result: z
      .enum(['success', 'fail'], { error: '決済結果は success か fail を指定してください' })
      .describe('決済代行会社の結果: success（売上確定）、fail（失敗。座席を解放）'),
    payments: z
      .array(paymentInput)
      .max(10, '支払は10件までです')
      .default([])
      .describe('決済代行会社が確定した支払（success のとき必須、10件まで）。合計は仮押さえの合計と一致させます。'),
    reason: reasonOf('失敗の理由'),
  })
  .describe(
    `決済結果（payment_result、オンライン販売の端末のみ）: 仮押さえの決済の結果。${HOLD_MINUTES}分を過ぎた仮押さえは確定できず 409 conflict（決済を取り消してください）。`,
  );

export const releaseDocument = z
  .object({
    kind: kindOf('release', '仮押さえの解放'),
    ...common,
    transactionId: orderOf('解放する'),
    reason: reasonOf('解放の理由'),
  })
  .describe('仮押さえの解放（release、オンライン販売の端末のみ）: お客様が購入をやめた仮押さえの座席を解放します。');
