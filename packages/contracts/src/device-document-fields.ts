import { z } from 'zod';
import { CLOCK_SKEW_SECONDS, membershipFeeKind } from './sales.js';

// The fields every device document shares, and a sale's lines and payments (docs/device-api.md).
// Each description is what a vendor reads in /api/docs: the unit, the format and who makes the value.

export const uuid = (label: string) => z.uuid({ error: `${label}はUUIDで指定してください` });
export const yen = (label: string, min = 0) =>
  z
    .number({ error: `${label}は整数（円）で入力してください` })
    .int(`${label}は整数（円）で入力してください`)
    .min(min, `${label}は${min}円以上で入力してください`)
    .max(100_000_000, `${label}は100,000,000円以下で入力してください`);
export const count = (label: string, max = 999) =>
  z
    .number({ error: `${label}は整数で入力してください` })
    .int(`${label}は整数で入力してください`)
    .min(1, `${label}は1以上で入力してください`)
    .max(max, `${label}は${max}以下で入力してください`);
export const shortText = (label: string, max = 100) =>
  z.string().trim().max(max, `${label}は${max}文字以内で入力してください`);
const dbId = (label: string) => count(label, 2_000_000_000);

/** The business day rule, said once: sales, shifts and reports all follow it (contracts business-day.ts). */
export const businessDayRule =
  '営業日はこの日時と劇場の営業日切替時刻（端末トークンの cinema.businessDayCutoffHour。36時間表記で、29 は翌朝5:00）で決まります。切替時刻より前の深夜（例: 翌1:30 = 25:30）は前日の営業日です。';

export const common = {
  clientId: uuid('clientId').describe(
    '書類ID。端末が作る UUIDv7（RFC 9562）で、送信前に端末のキューに書き込み、応答が得られるまで同じ値と同じ内容で再送します。どの端末の書類とも重複しない値です（別の端末が使った値は 409 client_id_in_use）。販売・取消・払戻・仮押さえではそのまま取引ID、シフト開始ではシフトID（shiftClientId）になります。ヘッダー Idempotency-Key で送ることもできます。',
  ),
  deviceSeq: dbId('deviceSeq').describe(
    '端末連番。端末が書類ごとに1ずつ増やす整数（1〜2,000,000,000、営業日やシフトで戻さない）。受け付けた書類も、内容や形式で拒否された書類も番号を使います。何も保存しない応答（409 original_not_received、409 client_id_in_use、401、ヘッダーの誤り、500）は番号を使わないので、同じ番号で送り直します。届かなかった番号は次の書類に例外 sequence_gap として記録し、レジ精算に「連番欠番」と表示します。オンライン販売の端末の番号は確認しません。',
  ),
  occurredAt: z.iso
    .datetime({ offset: true, error: 'occurredAtはISO 8601の日時で指定してください' })
    .describe(
      `書類が発生した日時（端末の時計）。ISO 8601 のオフセット付き（例: 2026-11-25T19:05:12+09:00、または Z）。${businessDayRule}上映回の販売期間もこの日時で判定します。端末の時計がサーバーより${CLOCK_SKEW_SECONDS}秒を超えて進んでいても拒否せず、例外 clock_skew として記録します（レジ精算に表示）。`,
    ),
  offline: z
    .boolean()
    .optional()
    .describe(
      'オフライン中に販売しキューから送る書類なら true（省略時 false）。販売済みの座席を拒否せず、例外 seat_conflict として受け付けます（お客様の座席の振替が必要）。',
    ),
};

const optionChoice = z
  .object({
    group: shortText('オプション', 50).describe(
      'オプショングループ名（GET /api/device/items の options[].name、例: サイズ）',
    ),
    choice: shortText('選択肢', 50).describe('選択肢名（options[].choices[].name、例: L）'),
  })
  .describe('選んだオプション');

const screeningRule =
  '上映回ID（GET /api/device/screenings の id）。この劇場の公開済みの上映回でなければ 400 validation_failed。上映回の状態が販売中で、この端末のチャネル（POS・自動券売機・オンライン）の販売を劇場が有効にしていて、occurredAt が販売期間内（販売開始日時から販売終了日時まで。販売終了の指定がなければ上映終了まで）でなければ 409 conflict。';

export const ticketLineInput = z
  .object({
    type: z.literal('ticket').describe('明細の種類: ticket（チケット）'),
    screeningId: dbId('上映回').describe(screeningRule),
    seatKey: shortText('座席', 20)
      .min(1, '座席を指定してください')
      .describe(
        '座席キー（GET /api/device/screenings/{id}/seats の key、例: D-10）。上映回にない座席・販売停止席は 400 validation_failed。',
      ),
    ticketId: dbId('券種').describe(
      '券種ID（GET /api/device/screenings の prices[].ticketId）。上映回の料金テンプレートにあり、この座席の座席種別に販売できる券種でなければ 400 validation_failed。',
    ),
    unitPrice: yen('単価').describe(
      '端末が請求した価格（税込、円）。サーバーが料金表で計算し直し、違う場合 POS・自動券売機は例外 price_mismatch として端末の金額で記録、オンラインは 409。',
    ),
    couponSerial: shortText('クーポン', 40)
      .optional()
      .describe('クーポン・鑑賞券のシリアル番号。販売で使用済みになり、値引きは明細の金額に反映されます。'),
  })
  .describe('チケットの明細（1座席1明細）');

export const shopLineInput = z
  .object({
    type: z
      .enum(['shop', 'other'])
      .describe('明細の種類: shop（売店商品）、other（その他売上）。売上の区分は商品の種類で決まります。'),
    itemId: dbId('商品').describe(
      '商品ID（GET /api/device/items の id）。ブランドにない商品は 400 validation_failed。劇場がその日販売しない商品は、POS・自動券売機では例外 item_not_sold、オンラインでは 400。',
    ),
    quantity: count('数量').describe('数量（1〜999）'),
    options: z
      .array(optionChoice)
      .max(10)
      .optional()
      .describe(
        '選んだオプション（10件まで）。商品にない選択肢は 400 validation_failed。必須グループの不足や1つだけ選べるグループの複数選択は、POS・自動券売機では例外 option_invalid、オンラインでは 400。',
      ),
    choices: z
      .array(
        z
          .object({
            group: shortText('選択グループ', 50).describe('セットの選択グループ名（components[].choiceGroup）'),
            itemId: dbId('商品').describe('そのグループで選んだ商品のID（components[].itemId）'),
            options: z.array(optionChoice).max(10).optional().describe('選んだ商品のオプション'),
          })
          .describe('セットの選択グループで選んだ商品'),
      )
      .max(10)
      .optional()
      .describe('セットの選択グループごとに選んだ商品（セットのみ、10件まで）'),
    eatIn: z
      .boolean()
      .optional()
      .describe(
        'ロビーのテーブルで飲食する店内飲食なら true（税率10%）。持ち帰り・シアター内は省略または false（フード・ドリンクは軽減税率8%）。',
      ),
    unitPrice: yen('単価').describe(
      '端末が請求した1個の価格（税込、円。オプションの priceDelta を含む）。劇場の価格と違う場合 POS・自動券売機は例外 price_mismatch、オンラインは 409。',
    ),
  })
  .describe('売店商品・その他売上の明細');

export const membershipFeeLineInput = z
  .object({
    type: z.literal('membershipFee').describe('明細の種類: membershipFee（会費）'),
    feeKind: z
      .enum(membershipFeeKind.values, { error: '会費の種類を指定してください' })
      .describe('会費の種類: join（入会金）、annual（年会費）、renewal（更新料）、card（カード発行料）'),
    unitPrice: yen('単価').describe(
      '端末が請求した会費（税込・税率10%、円）。販売の memberNo の会員の会員制度の会費と違う場合、POS・自動券売機は例外 price_mismatch として端末の金額で記録、オンラインは 409。',
    ),
  })
  .describe(
    '会費の明細（1明細1件）。販売に memberNo が必要です。年会費・更新料は会員の有効期限を会員制度の月数だけ延ばし（今日と今の有効期限の遅いほうから）、期限切れの会員を有効にします。ポイントは付きません。',
  );

export const saleLineInput = z.discriminatedUnion('type', [ticketLineInput, shopLineInput, membershipFeeLineInput]);
export type SaleLineInput = z.infer<typeof saleLineInput>;

export const paymentInput = z
  .object({
    methodId: dbId('決済方法').describe(
      '決済方法ID（GET /api/device/payment-methods の id）。ブランドにない・無効な方法は 400 validation_failed。劇場がこの端末のチャネルで受け付けない方法は、POS・自動券売機では例外 payment_not_offered、オンラインでは 400。',
    ),
    amount: yen('支払金額').describe('この方法で受け取った金額（税込、円）。支払の合計は書類の合計と一致させます。'),
    tendered: yen('預り金')
      .optional()
      .describe(
        '現金で受け取った金額（円、支払金額以上）。おつり（預り金 − 支払金額）はサーバーが計算し change で返します。おつりのない方法では記録しません。',
      ),
    approvalNo: shortText('承認番号', 40).optional().describe('カード・QR決済などの承認番号（決済端末が返す値）'),
    reference: shortText('参照番号', 40)
      .optional()
      .describe('決済の参照番号（決済端末の取引番号、マスクしたカード番号など。カード番号そのものは送らない）'),
  })
  .describe('支払（決済方法ごとに1件）');

export const purchaser = z
  .object({
    name: shortText('購入者名').optional().describe('購入者の氏名'),
    kana: shortText('購入者名カナ').optional().describe('購入者の氏名（カタカナ）'),
    phone: shortText('電話番号', 20).optional().describe('電話番号（20文字以内）'),
    email: z
      .email({ error: 'メールアドレスの形式が正しくありません' })
      .max(254)
      .optional()
      .describe('メールアドレス。オンライン販売が確定すると、ここにチケットのメールを送ります。'),
  })
  .describe('購入者（オンライン予約、チケットのメール送信のとき）');

/** An enum's values with their Japanese names, for a description: `sale（販売）、void（取消）`. */
export const labelList = (l: { values: readonly string[]; labels: Record<string, string> }) =>
  l.values.map((v) => `${v}（${l.labels[v]}）`).join('、');
