import { z } from 'zod';
import { deviceAccess, endpoint, publicAccess } from './endpoint.js';
import { devicePaymentMethod, deviceToken, deviceTokenBody } from './device-api.js';

// What a POS vendor integrates against (SALES.md §4); /api/docs shows these with their examples.
export const deviceApiEndpoints = {
  token: endpoint({
    method: 'POST',
    path: '/api/device/token',
    summary: '端末トークンを発行（端末コードと登録キーを交換。有効期限は約12時間）',
    description:
      '登録済みで有効な端末の端末コードと登録キーから、端末トークンを発行します。以降の /api/device/* の呼び出しは `Authorization: Bearer <token>` で行います。登録キーを再発行するか端末を無効にすると、発行済みのトークンはその時点で使えなくなります。1分あたりの回数に上限があります。',
    access: publicAccess,
    body: deviceTokenBody,
    answer: deviceToken,
    errors: ['auth_invalid'],
    examples: {
      body: { deviceCode: 'POS01', secret: 'ABCDE-FGHJK-MNPQR-STUVW-XYZ23-45678' },
      answer: {
        token: 'dv1.12.1764000000000.1764043200.3q2-7wEi…',
        expiresAt: '2026-11-25T12:00:00.000Z',
        device: { id: 12, code: 'POS01', name: '売店レジ1', type: 'pos' },
        cinema: { id: 3, name: 'シネマ新宿', businessDayCutoffHour: 29 },
      },
    },
  }),
  paymentMethods: endpoint({
    method: 'GET',
    path: '/api/device/payment-methods',
    summary: 'この端末の販売チャネルで劇場が受け付ける決済方法（表示順）',
    description:
      'POS端末はPOS、自動券売機は自動券売機のチャネルで、劇場が有効にしている有効な決済方法を返します。販売しない端末（キッチンプリンター、サイネージ）は no_permission です。',
    access: deviceAccess,
    answer: z.array(devicePaymentMethod),
    examples: {
      answer: [
        { id: 1, code: 'CASH', name: '現金', kind: 'cash', givesChange: true },
        { id: 2, code: 'CREDIT', name: 'クレジットカード', kind: 'credit', givesChange: false },
      ],
    },
  }),
};
