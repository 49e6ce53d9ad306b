import type { EndpointExample } from './endpoint.js';
import { ids, receipt, resultOf, sentBy, ticket } from './device-document-examples-shared.js';

// Register POS01's evening: the documents it sends when all goes well (docs/device-api.md).

const FILM = '風の向こうの街';

export const shiftOpen = {
  kind: 'shift_open',
  clientId: ids.pos01Shift,
  deviceSeq: 1041,
  occurredAt: '2026-11-25T17:00:03+09:00',
  openingFloat: 30000,
  staffName: '山田 花子',
};

export const sale = {
  kind: 'sale',
  clientId: ids.sale,
  deviceSeq: 1042,
  occurredAt: '2026-11-25T19:05:12+09:00',
  shiftClientId: ids.pos01Shift,
  lines: [
    ticket('D-10'),
    ticket('D-11', 2, 1500),
    {
      type: 'shop',
      itemId: 101,
      quantity: 1,
      options: [
        { group: 'フレーバー', choice: '塩' },
        { group: 'サイズ', choice: 'S' },
      ],
      unitPrice: 450,
    },
  ],
  payments: [{ methodId: 1, amount: 3950, tendered: 5000 }],
  total: 3950,
};

export const saleAnswer = {
  ...resultOf(sale),
  transactionId: sale.clientId,
  transactionNo: '10004821',
  transactionKind: 'sale',
  status: 'success',
  total: 3950,
  tax: 351,
  change: 1050,
  receipt: receipt(
    [
      [`${FILM} 一般`, 1, 2000, 0.1],
      [`${FILM} 大学生`, 1, 1500, 0.1],
      ['ポップコーン', 1, 450, 0.08],
    ],
    [
      [0.1, 3500, 318],
      [0.08, 450, 33],
    ],
  ),
};

/** Sold with the Idempotency-Key header in place of the body's clientId. */
export const keyedSale = {
  kind: 'sale',
  deviceSeq: 1044,
  occurredAt: '2026-11-25T19:10:05+09:00',
  shiftClientId: ids.pos01Shift,
  lines: [ticket('E-5')],
  payments: [{ methodId: 2, amount: 2000, approvalNo: '123456', reference: '************4242' }],
  total: 2000,
};

const cashMovement = {
  kind: 'cash_movement',
  clientId: ids.drop,
  deviceSeq: 1045,
  occurredAt: '2026-11-25T19:30:00+09:00',
  shiftClientId: ids.pos01Shift,
  movement: 'drop',
  amount: 20000,
  reason: '中間回収',
};

export const admission = {
  kind: 'admission',
  clientId: '01a21255-ed98-7fe5-9aca-14bf955aa776',
  deviceSeq: 1046,
  occurredAt: '2026-11-25T19:52:31+09:00',
  screeningId: 812,
  seatKey: 'D-10',
  action: 'admit',
};

const refund = {
  kind: 'refund',
  clientId: '01a2125f-ccf0-750e-a24e-0376accdec5a',
  deviceSeq: 1047,
  occurredAt: '2026-11-25T20:03:18+09:00',
  originalId: ids.sale,
  shiftClientId: ids.pos01Shift,
  lines: [{ lineNo: 3, quantity: 1 }],
  reason: 'ポップコーンの返品',
};

const voidDoc = {
  kind: 'void',
  clientId: '01a21262-0740-7513-ba7d-652a8b59ce58',
  deviceSeq: 1048,
  occurredAt: '2026-11-25T20:05:44+09:00',
  originalId: ids.keyedSale,
  reason: '券種の誤り',
};

const reversal = (doc: { clientId: string; kind: string }, no: string, total: number, tax: number) => ({
  ...resultOf(doc),
  transactionId: doc.clientId,
  transactionNo: no,
  transactionKind: doc.kind,
  status: 'success',
  total,
  tax,
});

export const shiftOpenExample: EndpointExample = {
  summary: 'シフト開始（POS01）',
  description: 'レジを開けます。この clientId が以降の書類の shiftClientId です。応答の total は釣銭準備金。',
  headers: sentBy.pos01,
  body: shiftOpen,
  status: 200,
  answer: resultOf(shiftOpen, { total: 30000 }),
};

export const saleExample: EndpointExample = {
  summary: '販売（POS01）: チケット2枚とポップコーン、現金',
  description:
    '一般と大学生の2席と売店商品を現金で販売します。おつり（change）はサーバーが計算します。receipt はレシート（適格簡易請求書）に印字する内容です。',
  headers: sentBy.pos01,
  body: sale,
  status: 200,
  answer: saleAnswer,
};

export const saleWithIdempotencyKeyExample: EndpointExample = {
  summary: '販売（POS01）: clientId をヘッダー Idempotency-Key で送る、クレジットカード',
  description: '本文に clientId を書かず、ヘッダー Idempotency-Key で送ります（値は clientId と同じ規則の UUIDv7）。',
  headers: { ...sentBy.pos01, 'Idempotency-Key': ids.keyedSale },
  body: keyedSale,
  status: 200,
  answer: {
    ...resultOf({ clientId: ids.keyedSale, kind: 'sale' }),
    transactionId: ids.keyedSale,
    transactionNo: '10004823',
    transactionKind: 'sale',
    status: 'success',
    total: 2000,
    tax: 181,
    change: 0,
    receipt: receipt([[`${FILM} 一般`, 1, 2000, 0.1]], [[0.1, 2000, 181]]),
  },
};

export const cashMovementExample: EndpointExample = {
  summary: '入出金（POS01）: 中間回収',
  description: 'レジから20,000円を回収します。応答の total はレジの現金の増減（回収は負）。',
  headers: sentBy.pos01,
  body: cashMovement,
  status: 200,
  answer: resultOf(cashMovement, { total: -20000 }),
};

export const admissionExample: EndpointExample = {
  summary: '着券（POS01）: 入場口で D-10 を読み取り',
  description: '販売済みの座席の入場を記録します。2回目以降の読み取りは何も変えずに同じ応答です。',
  headers: sentBy.pos01,
  body: admission,
  status: 200,
  answer: resultOf(admission, { transactionId: ids.sale }),
};

export const refundExample: EndpointExample = {
  summary: '払戻（POS01）: 販売の3行目（ポップコーン）を払い戻す',
  description: '明細番号と数量で一部を払い戻します。現金はこのシフトのレジから返し、税は販売で配分した額を返します。',
  headers: sentBy.pos01,
  body: refund,
  status: 200,
  answer: {
    ...reversal(refund, '10004824', -450, -33),
    receipt: receipt([['ポップコーン', -1, 450, 0.08]], [[0.08, -450, -33]]),
  },
};

export const voidExample: EndpointExample = {
  summary: '取消（POS01）: Idempotency-Key で送った販売を取り消す',
  description: 'シフトを締める前の販売全体を取り消します。座席・在庫・クーポンも戻ります。',
  headers: sentBy.pos01,
  body: voidDoc,
  status: 200,
  answer: {
    ...reversal(voidDoc, '10004825', -2000, -181),
    receipt: receipt([[`${FILM} 一般`, -1, 2000, 0.1]], [[0.1, -2000, -181]]),
  },
};

export const shiftClose = {
  kind: 'shift_close',
  clientId: ids.close,
  deviceSeq: 1056,
  occurredAt: '2026-11-25T23:45:10+09:00',
  shiftClientId: ids.pos01Shift,
  countedCash: { '10000': 1, '1000': 1, '500': 1 },
  drawerOpens: 14,
};

export const shiftCloseExample: EndpointExample = {
  summary: 'シフト締め（POS01）',
  description:
    '数えた現金を金種ごとに送ります。計算上の現金 11,500円（釣銭準備金 30,000 + 現金の販売 3,950 − 回収 20,000 − 現金の払戻 450 + 2,000）と同じなので過不足 0（total）。過不足があれば overShortReason が必要です。',
  headers: sentBy.pos01,
  body: shiftClose,
  status: 200,
  answer: resultOf(shiftClose, { total: 0 }),
};
