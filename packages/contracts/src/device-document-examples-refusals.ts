import type { EndpointExample } from './endpoint.js';
import { ja } from './messages.js';
import { invalidTransitionMessage } from './sales-status.js';
import { ids, sentBy, ticket } from './device-document-examples-shared.js';
import { keyedSale, sale, saleAnswer, shiftClose } from './device-document-examples-register.js';

// What POS01 is answered when a document is resent or refused (docs/device-api.md, "deviceSeq: one
// rule"): each refusal but the header's and the token's is stored and uses the document's number.

const refused = (code: string, message: string, more: Record<string, unknown> = {}) => ({ code, message, ...more });
const onField = (code: string, field: string, message: string) =>
  refused(code, message, { errors: [{ field, message }] });
const at = (clientId: string, deviceSeq: number, time: string) => ({
  clientId,
  deviceSeq,
  occurredAt: `2026-11-25T${time}+09:00`,
});

export const saleReplayExample: EndpointExample = {
  summary: '再送（POS01）: 応答が届かなかった販売を同じ内容で送り直す',
  description:
    '同じ clientId・同じ内容の再送には、保存済みの結果をそのまま返し、ヘッダー Idempotent-Replayed: true を付けます。二重に販売されることはありません。',
  headers: sentBy.pos01,
  body: sale,
  status: 200,
  answer: saleAnswer,
  answerHeaders: { 'Idempotent-Replayed': 'true' },
};

export const idempotencyKeyReusedExample: EndpointExample = {
  summary: '拒否 422 idempotency_key_reused（POS01）: 同じ clientId で内容の違う書類',
  description: '保存済みの販売と同じ clientId で支払を変えた書類です。最初の販売はそのまま残ります。',
  headers: sentBy.pos01,
  body: { ...sale, payments: [{ methodId: 2, amount: 3950 }] },
  status: 422,
  answer: refused(
    'idempotency_key_reused',
    'このclientIdは別の内容の書類で使われています。新しいclientIdで送信してください',
  ),
};

export const seatUnavailableExample: EndpointExample = {
  summary: '拒否 409 seat_unavailable（POS01）: 販売済みの座席',
  description: 'D-10 は販売済みです。seats の座席を避けて選び直し、新しい clientId と次の deviceSeq で送ります。',
  headers: sentBy.pos01,
  body: {
    kind: 'sale',
    ...at('01a2122c-dde0-76e9-bef2-ccf4c3f98e83', 1043, '19:07:40'),
    shiftClientId: ids.pos01Shift,
    lines: [ticket('D-10')],
    payments: [{ methodId: 1, amount: 2000, tendered: 2000 }],
    total: 2000,
  },
  status: 409,
  answer: refused('seat_unavailable', '座席 D-10 は販売済みまたは確保済みです', { seats: ['D-10'] }),
};

const keyMismatch = 'Idempotency-Key ヘッダーと clientId が一致しません';
export const idempotencyKeyMismatchExample: EndpointExample = {
  summary: '拒否 400 validation_failed（POS01）: Idempotency-Key と clientId が違う',
  description:
    'ヘッダー Idempotency-Key と本文の clientId が違う書類は、保存せずに拒否します（deviceSeq も使いません）。',
  headers: { ...sentBy.pos01, 'Idempotency-Key': '01a2122f-1830-75e1-95ef-5caa353025ae' },
  body: { ...keyedSale, clientId: ids.keyedSale },
  status: 400,
  answer: onField('validation_failed', 'Idempotency-Key', keyMismatch),
};

export const invalidTransitionExample: EndpointExample = {
  summary: '拒否 409 invalid_transition（POS01）: 取消済みの販売をもう一度取消',
  description: '別の clientId で同じ販売を取り消そうとしました（同じ書類の再送なら保存済みの結果が返ります）。',
  headers: sentBy.pos01,
  body: {
    kind: 'void',
    ...at('01a21262-2298-7be6-a593-80b4355b3eff', 1049, '20:05:51'),
    originalId: ids.keyedSale,
    reason: '券種の誤り',
  },
  status: 409,
  answer: refused('invalid_transition', invalidTransitionMessage('cancel', 'cancel')),
};

export const conflictExample: EndpointExample = {
  summary: '拒否 409 conflict（POS01）: 作業中のシフトがあるのにシフト開始',
  description: '1台の端末で作業中のシフトは1つです。先にシフト締めを送ります。',
  headers: sentBy.pos01,
  body: {
    kind: 'shift_open',
    ...at('01a21262-6cd0-719e-a61f-aa840d85dff6', 1050, '20:06:10'),
    openingFloat: 30000,
    staffName: '鈴木 一郎',
  },
  status: 409,
  answer: refused('conflict', 'この端末には締められていないシフトがあります。先にシフトを締めてください'),
};

const noMovement = '入出金の種類を指定してください';
export const invalidDocumentExample: EndpointExample = {
  summary: '拒否 400 invalid_document（POS01）: スキーマに合わない書類',
  description:
    'movement にない値を送りました（端末のソフトウェアの誤り）。拒否として保存され、deviceSeq 1051 は使用済みです。',
  headers: sentBy.pos01,
  body: {
    kind: 'cash_movement',
    ...at('01a21263-3020-7013-8c2e-cca85a793d0c', 1051, '20:07:00'),
    shiftClientId: ids.pos01Shift,
    movement: 'withdraw',
    amount: 5000,
  },
  status: 400,
  answer: onField('invalid_document', 'movement', noMovement),
};

const badTotal = '合計金額（3900円）が明細の合計（4000円）と一致しません';
export const validationFailedExample: EndpointExample = {
  summary: '拒否 400 validation_failed（POS01）: 合計が明細と合わない',
  description: '内容の誤りは項目（errors）を示して拒否し、拒否として保存します。',
  headers: sentBy.pos01,
  body: {
    kind: 'sale',
    ...at('01a21264-8fb0-7e84-9d4b-76449ac01815', 1052, '20:08:30'),
    shiftClientId: ids.pos01Shift,
    lines: [ticket('F-7'), ticket('F-8')],
    payments: [{ methodId: 1, amount: 3900, tendered: 4000 }],
    total: 3900,
  },
  status: 400,
  answer: onField('validation_failed', 'total', badTotal),
};

export const notFoundExample: EndpointExample = {
  summary: '拒否 404 not_found（POS01）: この劇場にない上映回の発券',
  headers: sentBy.pos01,
  body: {
    kind: 'admission',
    ...at('01a21265-0cb0-7dc6-94c5-4e0f0429c8e4', 1053, '20:09:02'),
    screeningId: 999999,
    seatKey: 'A-1',
    action: 'issue',
  },
  status: 404,
  answer: refused('not_found', '上映回が見つかりません'),
};

export const noPermissionExample: EndpointExample = {
  summary: '拒否 403 no_permission（POS01）: オンライン販売の書類を POS から送る',
  description: 'hold・payment_result・release はオンライン販売の端末だけが送れます。',
  headers: sentBy.pos01,
  body: {
    kind: 'hold',
    ...at('01a21266-29d8-7966-9565-4e65f5f5ab06', 1054, '20:10:15'),
    lines: [ticket('G-1')],
    total: 2000,
  },
  status: 403,
  answer: refused('no_permission', 'オンライン予約の端末だけが送れる書類です'),
};

export const authInvalidExample: EndpointExample = {
  summary: '拒否 401 auth_invalid（POS01）: 期限切れの端末トークン',
  description: '何も保存しません。トークンを取り直して同じ書類を再送します（次の例）。',
  headers: { Authorization: 'Bearer dv1.12.1764000000000.1764043200.Zt3m9Qw1xK7pL2vN8rB5cH0dF4gJ6sY1aE9uT3oW2iM' },
  body: shiftClose,
  status: 401,
  answer: refused('auth_invalid', ja.deviceTokenInvalid),
};

// Answers no JSON example can cause: shown for their code and what the device does.
export const badRequestExample: EndpointExample = {
  summary: '拒否 400 bad_request: 本文が JSON として読めない',
  status: 400,
  answer: refused('bad_request', 'JSONの形式が正しくありません。'),
};
export const payloadTooLargeExample: EndpointExample = {
  summary: '拒否 413 payload_too_large: 本文が 1MB を超えた',
  status: 413,
  answer: refused('payload_too_large', ja.payloadTooLarge),
};
export const internalExample: EndpointExample = {
  summary: 'エラー 500 internal: サーバーの一時的なエラー',
  status: 500,
  answer: refused('internal', ja.serverError),
};

export const pointsUnavailableExample: EndpointExample = {
  summary: '拒否 409 points_unavailable（POS01）: ポイントが足りない',
  description:
    '会員 CL00000001 のポイント（決済種別 ポイント、1ポイント＝1円）で2,000円を支払おうとしましたが、利用できるポイントが足りません。販売は保存されず、書類は拒否として保存されます（deviceSeq 1057 は使用済み）。GET /api/device/member で利用できるポイントを確かめ、支払を直した販売を新しい clientId と次の deviceSeq で送ります。',
  headers: sentBy.pos01,
  body: {
    kind: 'sale',
    ...at('01a21340-1b20-7c3e-9a41-6f2d8e0b5c19', 1057, '23:50:00'),
    memberNo: 'CL00000001',
    lines: [ticket('G-2')],
    payments: [{ methodId: 9, amount: 2000 }],
    total: 2000,
  },
  status: 409,
  answer: refused('points_unavailable', 'ポイントが足りません（利用 2000 ポイント、利用できるポイント 120）'),
};
