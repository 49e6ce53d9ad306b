import { z } from 'zod';
import { deviceAccess, endpoint } from './endpoint.js';
import { deviceDocumentsBody } from './device-documents.js';
import { batchAnswer, documentResult, quoteAnswer, quoteBody } from './device-document-results.js';
import { deviceDocumentExamples } from './device-document-examples.js';

// What a POS, kiosk or the online channel sends (docs/device-api.md). /api/docs shows these with examples.

const idempotencyKey = {
  name: 'Idempotency-Key',
  description:
    'この書類の clientId（UUIDv7）。本文の clientId を省略するとこの値が入ります。本文の clientId と違うと 400 validation_failed（field: Idempotency-Key、保存しない）。一括送信（kind: batch）では使えません（同じ 400）。',
  schema: z.uuid(),
} as const;

const replayed = {
  name: 'Idempotent-Replayed',
  description:
    '再送（保存済みの clientId と同じ内容）への応答に付きます。値は常に true で、保存済みの結果や拒否をそのまま返したことを示します。初めて処理した書類には付きません。',
  schema: z.literal('true'),
  statuses: [200, 400, 403, 404, 409],
} as const;

export const deviceDocumentEndpoints = {
  quote: endpoint({
    method: 'POST',
    path: '/api/device/quote',
    summary: '見積（販売前の料金計算）: 販売と同じ料金・割引・クーポン・販売可否の判定、何も保存しない',
    description: [
      '販売（`kind: "sale"`）と同じ料金表・劇場の商品価格・割引ルール・クーポンで明細を計算し、合計・税率ごとの消費税・レシートの内容を返します。何も保存せず、クーポンも使用済みになりません。',
      '- 明細の `unitPrice` は省略できます（料金表の価格で計算）。',
      '- POS・自動券売機では、劇場が販売していない商品やオプションの不足は `exceptions` に入ります（販売時と同じ）。オンラインでは販売時と同じく 400 で項目を示して拒否します。',
      '- `occurredAt` を省略すると現在時刻で、販売期間と営業日を判定します。',
    ].join('\n'),
    access: deviceAccess,
    body: quoteBody,
    answer: quoteAnswer,
    errors: ['conflict'],
    examples: {
      body: {
        lines: [
          { type: 'ticket', screeningId: 812, seatKey: 'D-10', ticketId: 3 },
          { type: 'shop', itemId: 21, quantity: 1, options: [{ group: 'サイズ', choice: 'L' }] },
        ],
      },
      answer: {
        lines: [
          {
            lineNo: 1,
            name: '作品名 一般',
            quantity: 1,
            unitPrice: 2000,
            couponAmount: 0,
            amount: 2000,
            taxRate: 0.1,
            tax: 182,
          },
          {
            lineNo: 2,
            name: 'ポップコーン',
            quantity: 1,
            unitPrice: 650,
            couponAmount: 0,
            amount: 650,
            taxRate: 0.08,
            tax: 48,
          },
        ],
        total: 2650,
        tax: 230,
        exceptions: [],
        receipt: null,
      },
    },
  }),
  documents: endpoint({
    method: 'POST',
    path: '/api/device/documents',
    summary: '書類を送信（販売・取消・払戻・シフト開始・入出金・シフト締め・発券/着券・オンライン予約、1件または一括）',
    description: [
      '書類は端末が作ったUUIDv7の `clientId` と端末連番 `deviceSeq` を持ちます。送信前に端末のキューに書き込み、応答が得られるまで同じ内容で再送してください。下の例は、ある劇場の一晩に端末が送る順に並んでいます（POS01 の販売・払戻・締め、オフラインから戻った POS02 の一括送信、オンライン販売 WEB01）。',
      '- 同じ `clientId` と同じ内容: 保存済みの結果を返し、ヘッダー `Idempotent-Replayed: true` を付けます（拒否された書類は同じ拒否を返します）。',
      '- 同じ `clientId` で内容が違う: 422 `idempotency_key_reused`。別の端末が使った `clientId`: 409 `client_id_in_use`（何も保存しない）。',
      '- 受け付けた書類も、内容や形式で拒否した書類も、その `deviceSeq` を使います（再送には同じ拒否を返します）。409 `original_not_received`（元の取引・シフト・仮押さえがまだ届いていない）は保存せず番号も使わないので、後で同じ書類を再送します。409 `client_id_in_use`、401、500 も何も保存しません。',
      '- 販売済みの座席: その場の販売は 409 `seat_unavailable`（`seats` に座席）。`offline: true` の書類（オフライン中の販売の再送）は受け付け、例外 `seat_conflict` を記録します。',
      '- ポイント払い（決済種別 ポイント、1ポイント＝1円）は `memberNo` が必要です。利用できるポイントが足りない・有効な会員でない販売は 409 `points_unavailable`（オフラインでも例外にはせず拒否。販売は保存されません）。',
      '- 明細は料金表で計算し直します。端末の金額と違う場合は例外 `price_mismatch` としてレジ精算に表示します（オンラインは 409）。端末の時計が300秒を超えて進んでいる（`clock_skew`）、連番が飛んだ（`sequence_gap`）なども拒否せず例外として記録します。',
      '- 取消（void）は元のシフトが締められる前だけ。状態遷移できない場合は 409 `invalid_transition`。シフト締めは届いていない連番があっても受け付け、欠番はレジ精算に表示します。',
      '一括送信は `{"kind": "batch", "documents": [...]}`（200件まで）。連番順に1件ずつ処理し、各書類の `status` と結果またはエラーを返します。',
    ].join('\n'),
    access: deviceAccess,
    body: deviceDocumentsBody,
    answer: z.union([documentResult, batchAnswer]),
    errors: [
      'bad_request',
      'not_found',
      'conflict',
      'seat_unavailable',
      'idempotency_key_reused',
      'invalid_transition',
      'original_not_received',
      'client_id_in_use',
      'invalid_document',
      'points_unavailable',
    ],
    headers: { request: [idempotencyKey], answer: [replayed] },
    namedExamples: deviceDocumentExamples,
  }),
};
