import type { EndpointExample } from './endpoint.js';
import { ids, receipt, resultOf, sentBy, ticket } from './device-document-examples-shared.js';

// Register POS02 was offline from 18:00 and sold D-11, which POS01 sold again at 19:05; the customer
// asks POS01 for the money back before POS02's queue arrives (docs/device-api.md).

const refundOfPos02 = {
  kind: 'refund',
  clientId: ids.refundOfPos02,
  deviceSeq: 1055,
  occurredAt: '2026-11-25T20:12:40+09:00',
  originalId: ids.pos02Sale,
  shiftClientId: ids.pos01Shift,
  reason: '座席重複のため返金',
};

const pos02Shift = {
  kind: 'shift_open',
  clientId: ids.pos02Shift,
  deviceSeq: 311,
  occurredAt: '2026-11-25T18:00:00+09:00',
  openingFloat: 20000,
};

const pos02Sale = {
  kind: 'sale',
  clientId: ids.pos02Sale,
  deviceSeq: 312,
  occurredAt: '2026-11-25T18:41:27+09:00',
  offline: true,
  shiftClientId: ids.pos02Shift,
  lines: [ticket('D-11')],
  payments: [{ methodId: 1, amount: 2000, tendered: 2000 }],
  total: 2000,
};

const taken = '座席 D-11 は販売済みまたは確保済みです';

export const originalNotReceivedExample: EndpointExample = {
  summary: '拒否 409 original_not_received（POS01）: 払い戻す販売がまだ届いていない',
  description:
    'POS02 の販売の払戻ですが、POS02 の書類はまだ届いていません。何も保存せず deviceSeq 1055 も使わないので、後で同じ書類を再送します。',
  headers: sentBy.pos01,
  body: refundOfPos02,
  status: 409,
  answer: {
    code: 'original_not_received',
    message: '取消・払戻の元の取引がまだ届いていません。後で再送してください',
  },
};

export const batchExample: EndpointExample = {
  summary: '一括送信（POS02）: オフライン中のキュー',
  description:
    '通信が戻った POS02 がキューをまとめて送ります。deviceSeq の順に1件ずつ処理し、各書類の HTTP ステータスと結果を返します。offline: true の販売は、販売済みの座席でも例外 seat_conflict として受け付けます。',
  headers: sentBy.pos02,
  body: { kind: 'batch', documents: [pos02Shift, pos02Sale] },
  status: 200,
  answer: {
    results: [
      { clientId: ids.pos02Shift, status: 200, replayed: false, result: resultOf(pos02Shift, { total: 20000 }) },
      {
        clientId: ids.pos02Sale,
        status: 200,
        replayed: false,
        result: {
          ...resultOf(pos02Sale),
          transactionId: ids.pos02Sale,
          transactionNo: '10004826',
          transactionKind: 'sale',
          status: 'success',
          total: 2000,
          tax: 181,
          change: 0,
          exceptions: [
            {
              kind: 'seat_conflict',
              message: `${taken}（オフライン販売。お客様の座席の振替が必要です）`,
              seats: ['D-11'],
            },
          ],
          receipt: receipt([['風の向こうの街 一般', 1, 2000, 0.1]], [[0.1, 2000, 181]]),
        },
      },
    ],
  },
};

export const refundAfterOriginalExample: EndpointExample = {
  summary: '払戻の再送（POS01）: 元の販売が届いたので受け付けられる',
  description: '明細を指定しない払戻は、まだ払い戻していない残りすべてです。現金は POS01 のレジから返します。',
  headers: sentBy.pos01,
  body: refundOfPos02,
  status: 200,
  answer: {
    ...resultOf(refundOfPos02),
    transactionId: ids.refundOfPos02,
    transactionNo: '10004827',
    transactionKind: 'refund',
    status: 'success',
    total: -2000,
    tax: -181,
    receipt: receipt([['風の向こうの街 一般', -1, 2000, 0.1]], [[0.1, -2000, -181]]),
  },
};

export const clientIdInUseExample: EndpointExample = {
  summary: '拒否 409 client_id_in_use（POS02）: 別の端末が使った clientId',
  description:
    'POS01 の入出金と同じ clientId を POS02 が使いました。何も保存しないので、新しい clientId を作り同じ deviceSeq で送ります。',
  headers: sentBy.pos02,
  body: {
    kind: 'cash_movement',
    clientId: ids.drop,
    deviceSeq: 313,
    occurredAt: '2026-11-25T20:20:00+09:00',
    shiftClientId: ids.pos02Shift,
    movement: 'drop',
    amount: 10000,
  },
  status: 409,
  answer: {
    code: 'client_id_in_use',
    message: 'このclientIdは別の端末の書類で使われています。新しいclientIdで送信してください',
  },
};
