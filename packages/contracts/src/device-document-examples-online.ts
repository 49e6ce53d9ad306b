import type { EndpointExample } from './endpoint.js';
import { ids, receipt, resultOf, sentBy, ticket } from './device-document-examples-shared.js';

// The cinema's web site WEB01 (a device of type online): hold, pay, or release (docs/device-api.md).

const hold = {
  kind: 'hold',
  clientId: ids.hold,
  deviceSeq: 88231,
  occurredAt: '2026-11-25T21:02:11+09:00',
  lines: [ticket('E-10'), ticket('E-11', 2, 1500)],
  total: 3500,
  purchaser: { name: '佐藤 太郎', kana: 'サトウ タロウ', phone: '090-1234-5678', email: 'taro@example.jp' },
};

const FILM = '風の向こうの街';

/** The order's figures, as every answer about it gives them. */
const order = (doc: { clientId: string; kind: string }, of: string, no: string, status: string, yen: number[]) => ({
  ...resultOf(doc),
  transactionId: of,
  transactionNo: no,
  transactionKind: 'sale',
  status,
  total: yen[0],
  tax: yen[1],
});

const paid = {
  kind: 'payment_result',
  clientId: '01a21297-ec20-7e80-a48a-1e13bf8b00b2',
  deviceSeq: 88232,
  occurredAt: '2026-11-25T21:04:36+09:00',
  transactionId: ids.hold,
  result: 'success',
  payments: [{ methodId: 2, amount: 3500, approvalNo: '654321', reference: '************1881' }],
};

const hold2 = {
  kind: 'hold',
  clientId: ids.hold2,
  deviceSeq: 88233,
  occurredAt: '2026-11-25T21:15:02+09:00',
  lines: [ticket('E-12')],
  total: 2000,
};

const release = {
  kind: 'release',
  clientId: '01a212a3-0bc8-7ed4-9363-b2745f92c567',
  deviceSeq: 88234,
  occurredAt: '2026-11-25T21:16:45+09:00',
  transactionId: ids.hold2,
  reason: 'お客様が購入をやめた',
};

// A hold answers its own kind, with the sale it starts (transactionKind sale) and the receipt it will print once paid.
export const holdExample: EndpointExample = {
  summary: '仮押さえ（WEB01）: オンライン予約の座席を15分確保',
  description:
    '取引は決済待ち（pendingPayment）になります。holdExpiresAt までに決済結果を送ります。応答の transactionKind は sale（仮押さえが始める販売）です。',
  headers: sentBy.web01,
  body: hold,
  status: 200,
  answer: {
    ...order({ clientId: ids.hold, kind: 'hold' }, ids.hold, '10004828', 'pendingPayment', [3500, 318]),
    change: 0,
    holdExpiresAt: '2026-11-25T12:17:11.000Z',
    receipt: receipt(
      [
        [`${FILM} 一般`, 1, 2000, 0.1],
        [`${FILM} 大学生`, 1, 1500, 0.1],
      ],
      [[0.1, 3500, 318]],
    ),
  },
};

export const paymentResultExample: EndpointExample = {
  summary: '決済結果（WEB01）: 決済代行会社で売上確定',
  description: '取引は支払い済み（success）になり、購入者のメールアドレスにチケットのメールを送ります。',
  headers: sentBy.web01,
  body: paid,
  status: 200,
  answer: order(paid, ids.hold, '10004828', 'success', [3500, 318]),
};

export const holdToReleaseExample: EndpointExample = {
  summary: '仮押さえ（WEB01）: 別のお客様の予約',
  headers: sentBy.web01,
  body: hold2,
  status: 200,
  answer: {
    ...order({ clientId: ids.hold2, kind: 'hold' }, ids.hold2, '10004829', 'pendingPayment', [2000, 181]),
    change: 0,
    holdExpiresAt: '2026-11-25T12:30:02.000Z',
    receipt: receipt([[`${FILM} 一般`, 1, 2000, 0.1]], [[0.1, 2000, 181]]),
  },
};

export const releaseExample: EndpointExample = {
  summary: '仮押さえの解放（WEB01）: お客様が購入をやめた',
  description: '座席を解放し、取引はキャンセル（cancel）になります。',
  headers: sentBy.web01,
  body: release,
  status: 200,
  answer: order(release, ids.hold2, '10004829', 'cancel', [2000, 181]),
};
