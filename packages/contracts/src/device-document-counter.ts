import { z } from 'zod';
import { customerAttributes } from './customer-attributes.js';
import {
  common,
  count,
  paymentInput,
  purchaser,
  saleLineInput,
  shortText,
  uuid,
  yen,
} from './device-document-fields.js';

// The documents of a counter (POS, kiosk) and of ticket gates; each is described for /api/docs.

export const kindOf = <K extends string>(kind: K, name: string) =>
  z.literal(kind).describe(`書類の種類: ${kind}（${name}）`);
export const reasonOf = (what: string) => shortText('理由', 200).optional().describe(`${what}（200文字以内）`);
const shiftOf = (what: string) =>
  uuid('shiftClientId').describe(
    `${what}: そのシフトの shift_open 書類の clientId。シフト開始の書類がまだ届いていなければ 409 original_not_received（後で再送）、締め済みのシフトは 409 conflict。`,
  );

export const saleDocument = z
  .object({
    kind: kindOf('sale', '販売'),
    ...common,
    shiftClientId: uuid('shiftClientId')
      .optional()
      .describe(
        '販売したレジのシフト: shift_open 書類の clientId。現金はこのシフトのレジの現金に計上されます。省略した POS・自動券売機の現金の販売は例外 no_shift（どのレジの現金にも含まれない）。シフト開始の書類がまだ届いていなければ 409 original_not_received（後で再送）、締め済みのシフトは 409 conflict。',
      ),
    lines: z
      .array(saleLineInput)
      .min(1, '明細を1件以上指定してください')
      .max(100, '明細は100件までです')
      .describe('明細（1〜100件）。応答の明細番号（lineNo）はこの順に1から振られます。'),
    payments: z
      .array(paymentInput)
      .max(10, '支払は10件までです')
      .describe('支払（10件まで）。合計が total と違えば 400 validation_failed（field: payments）。'),
    total: yen('合計').describe(
      '端末が請求した合計（税込、円）。明細の金額（クーポン値引き後）の合計と違えば 400 validation_failed（field: total）。',
    ),
    memberNo: shortText('会員番号', 40).optional().describe('会員の販売なら会員番号（40文字以内）'),
    purchaser: purchaser.optional(),
    customer: customerAttributes.optional(),
  })
  .describe(
    '販売（sale）: POS・自動券売機の会計が済んだ販売。座席は送信時に確保し、販売済みなら 409 seat_unavailable。',
  );

export const voidDocument = z
  .object({
    kind: kindOf('void', '取消'),
    ...common,
    originalId: uuid('originalId').describe(
      '取消する販売の取引ID（その販売の clientId）。まだ届いていなければ 409 original_not_received（後で再送）。',
    ),
    reason: reasonOf('取消の理由'),
  })
  .describe(
    '取消（void）: 販売全体を取り消します（座席・在庫・クーポンも戻る）。元の販売のシフトが締められる前だけで、締め後は 409 conflict（払戻を使う）。取消済みの販売は 409 invalid_transition。',
  );

export const refundDocument = z
  .object({
    kind: kindOf('refund', '払戻'),
    ...common,
    originalId: uuid('originalId').describe(
      '払い戻す販売の取引ID（その販売の clientId、他の端末の販売も可）。まだ届いていなければ 409 original_not_received（後で再送）。',
    ),
    shiftClientId: uuid('shiftClientId')
      .optional()
      .describe(
        '現金を払い戻すレジのシフト: shift_open 書類の clientId。省略すると現金の払戻はどのレジの現金にも計上されません。シフト開始の書類がまだ届いていなければ 409 original_not_received（後で再送）、締め済みのシフトは 409 conflict。',
      ),
    lines: z
      .array(
        z
          .object({
            lineNo: count('明細番号').describe('元の販売の明細番号（販売の応答の receipt.lines[].lineNo）'),
            quantity: count('数量').describe('払い戻す数量（まだ払い戻していない数量まで）'),
          })
          .describe('払い戻す明細と数量'),
      )
      .max(100)
      .optional()
      .describe('払い戻す明細と数量（100件まで）。省略するとまだ払い戻していない残りすべて。'),
    reason: reasonOf('払戻の理由'),
  })
  .describe(
    '払戻（refund）: 販売の全部または一部を、元の支払方法に払い戻します。税は販売で明細に配分した額を返します。全額払戻済み・取消済みの販売は 409 invalid_transition。',
  );

export const shiftOpenDocument = z
  .object({
    kind: kindOf('shift_open', 'シフト開始'),
    ...common,
    openingFloat: yen('釣銭準備金').describe('釣銭準備金（レジに入れて始める現金、円）'),
    staffName: shortText('担当者', 50).optional().describe('担当者名（レジ精算に表示、50文字以内）'),
  })
  .describe(
    'シフト開始（shift_open）: レジ（自動券売機は現金庫）の担当の始まり。この書類の clientId が以降の書類の shiftClientId です。1台の端末で作業中のシフトは1つだけで、締める前に開始すると 409 conflict。',
  );

export const cashMovementDocument = z
  .object({
    kind: kindOf('cash_movement', '入出金'),
    ...common,
    shiftClientId: shiftOf('入出金したレジのシフト'),
    movement: z
      .enum(['floatAdd', 'drop', 'payout'], { error: '入出金の種類を指定してください' })
      .describe('floatAdd（入金・釣銭補充）、drop（中間回収）、payout（支払）'),
    amount: yen('金額', 1).describe('金額（円、1以上）。drop と payout はレジの現金から引きます。'),
    reason: reasonOf('入出金の理由'),
  })
  .describe('入出金（cash_movement）: シフト中のレジの現金の出し入れ。');

/** Yen denominations a drawer count may name. */
export const denominations = [10000, 5000, 2000, 1000, 500, 100, 50, 10, 5, 1] as const;

/** A drawer count: pieces per denomination. The device's shift_close and レジ精算's console count share it. */
export const countedCash = z.partialRecord(
  z.enum(denominations.map(String) as [string, ...string[]], { error: '金種が正しくありません' }),
  z.number().int('枚数は整数で入力してください').min(0, '枚数は0以上で入力してください').max(100_000),
);
export type CountedCash = z.infer<typeof countedCash>;

export const shiftCloseDocument = z
  .object({
    kind: kindOf('shift_close', 'シフト締め'),
    ...common,
    shiftClientId: shiftOf('締めるシフト'),
    countedCash: countedCash.describe(
      '数えた現金: 金種（円: "10000", "5000", "2000", "1000", "500", "100", "50", "10", "5", "1"）ごとの枚数。合計と計算上の現金（釣銭準備金 + 現金の販売 − 現金の払戻 ± 入出金）の差が過不足です。',
    ),
    overShortReason: shortText('過不足理由', 200)
      .optional()
      .describe('過不足の理由。過不足があるときは必須（ないと 400 validation_failed）。'),
    drawerOpens: z.number().int().min(0).max(100_000).optional().describe('シフト中にドロワーを開けた回数'),
  })
  .describe(
    'シフト締め（shift_close）: 現金を数えてシフトを締めます。届いていない連番があっても締められ、欠番はレジ精算に表示されます。応答の total は過不足（円、不足は負）。',
  );

export const admissionDocument = z
  .object({
    kind: kindOf('admission', '発券・着券'),
    ...common,
    screeningId: count('上映回', 2_000_000_000).describe('上映回ID（この端末の劇場の上映回。他は 404 not_found）'),
    seatKey: shortText('座席', 20).min(1, '座席を指定してください').describe('販売済みの座席のキー（例: D-10）'),
    action: z
      .enum(['issue', 'admit'], { error: '発券か着券かを指定してください' })
      .describe('issue（発券: チケットを印刷した）、admit（着券: 入場口で読み取った。発券も兼ねる）'),
  })
  .describe(
    '発券・着券（admission）: 販売済みの座席の発券や入場。最初の1回だけが記録され、同じ座席の2回目以降は何も変えずに受け付けます。販売されていない座席は 409 conflict。',
  );
