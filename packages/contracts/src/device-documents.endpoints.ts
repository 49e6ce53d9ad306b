import { z } from 'zod';
import { deviceAccess, endpoint } from './endpoint.js';
import { deviceDocumentsBody } from './device-documents.js';
import { batchAnswer, documentResult, quoteAnswer, quoteBody } from './device-document-results.js';

// What a POS, kiosk or the online channel sends (SALES.md §4). /api/docs shows these with examples.

const sale = {
  kind: 'sale',
  clientId: '019abf5e-6a2c-7c41-9a3e-4b1f0c2d8e71',
  deviceSeq: 1042,
  occurredAt: '2026-11-25T19:05:12+09:00',
  shiftClientId: '019abf2a-11d0-7b2e-8c55-0e6f3a9b1c20',
  lines: [
    { type: 'ticket', screeningId: 812, seatKey: 'D-10', ticketId: 3, unitPrice: 2000 },
    { type: 'ticket', screeningId: 812, seatKey: 'D-11', ticketId: 5, unitPrice: 1500 },
    { type: 'shop', itemId: 21, quantity: 1, options: [{ group: 'サイズ', choice: 'L' }], unitPrice: 800 },
  ],
  payments: [{ methodId: 1, amount: 4300, tendered: 5000 }],
  total: 4300,
};

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
    summary: '販売・取消・払戻・シフト開始・入出金・シフト締め・発券/着券の書類を送信（1件または一括）',
    description: [
      '書類は端末が作ったUUIDv7の `clientId` と端末連番 `deviceSeq` を持ちます。送信前に端末のキューに書き込み、応答が得られるまで同じ内容で再送してください。',
      '- 同じ `clientId` と同じ内容: 保存済みの結果を 200 で返し、ヘッダー `Idempotent-Replayed: true` を付けます（拒否された書類は同じ拒否を返します）。',
      '- 同じ `clientId` で内容が違う: 422 `idempotency_key_reused`。',
      '- 販売済みの座席: その場の販売は 409 `seat_unavailable`（`seats` に座席）。`offline: true` の書類（オフライン中の販売の再送）は受け付け、例外 `seat_conflict` を記録します。',
      '- 明細は料金表で再計算します。端末の金額と違う場合は例外 `price_mismatch` としてレジ精算に表示します（オンラインは 409）。',
      '- 取消・払戻の元の取引、販売のシフトがまだ届いていない場合は 409 `original_not_received`（後で再送）。シフト締めは、それより前の連番がすべて届くまで同じ応答です。',
      '- 取消（void）は元のシフトが締められる前だけ。状態遷移できない場合は 409 `invalid_transition`。',
      '一括送信は `{"kind": "batch", "documents": [...]}`（200件まで）。連番順に1件ずつ処理し、各書類の `status` と結果またはエラーを返します。',
    ].join('\n'),
    access: deviceAccess,
    body: deviceDocumentsBody,
    answer: z.union([documentResult, batchAnswer]),
    errors: ['conflict', 'seat_unavailable', 'idempotency_key_reused', 'invalid_transition', 'original_not_received'],
    examples: {
      body: sale,
      answer: {
        clientId: sale.clientId,
        kind: 'sale',
        transactionId: sale.clientId,
        transactionNo: '10004821',
        transactionKind: 'sale',
        status: 'success',
        total: 4300,
        tax: 390,
        change: 700,
        exceptions: [],
      },
    },
  }),
};
