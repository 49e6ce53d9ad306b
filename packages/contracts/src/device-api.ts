import { z } from 'zod';
import { deviceType } from './devices.js';
import { paymentKind } from './payments.js';
import { labelList } from './device-document-fields.js';

// The device API (docs/device-api.md): POS terminals, ticket kiosks and the online channel exchange their
// registration key for a short-lived device token, then call the /api/device/* endpoints with it.
// The device and cinema of every call come from the token, never from the body.

export {
  deviceScreening,
  deviceScreeningsQuery,
  devicePrice,
  deviceSeat,
  deviceSeatMap,
  type DevicePrice,
  type DeviceScreening,
  type DeviceSeatMap,
} from './device-api-screenings.js';
export { deviceMenu, deviceMenuItem, type DeviceMenu, type DeviceMenuItem } from './device-api-menu.js';
export { deviceErrorActions } from './device-api-errors.js';

export const deviceApiLabels = { deviceCode: '端末コード', secret: '登録キー' } as const;

// The rule of the device master (devices.ts: code()), as the vendor types it into the device.
const deviceCodeRule =
  '端末コード: 管理画面の 設定 › 端末 で登録した値。半角英数字・ハイフン・アンダースコアの1〜20文字（登録時に全角は半角にそろえます）で、劇場の中で一意です。大文字・小文字は区別します。';

export const deviceTokenBody = z.object({
  deviceCode: z
    .string({ error: `${deviceApiLabels.deviceCode}を入力してください` })
    .trim()
    .min(1, `${deviceApiLabels.deviceCode}を入力してください`)
    .max(50, `${deviceApiLabels.deviceCode}は50文字以内で入力してください`)
    .describe(`${deviceCodeRule}1分間に10回まで（端末コードごと）。`),
  secret: z
    .string({ error: `${deviceApiLabels.secret}を入力してください` })
    .min(1, `${deviceApiLabels.secret}を入力してください`)
    .max(200, `${deviceApiLabels.secret}は200文字以内で入力してください`)
    .describe(
      '登録キー: 端末の登録・再発行のとき管理画面に一度だけ表示される30文字（5文字ずつハイフン区切り、例: ABCDE-FGHJK-MNPQR-STUVW-XYZ23-45678）。大文字・小文字、ハイフン、空白は区別しません。',
    ),
});
export type DeviceTokenBody = z.infer<typeof deviceTokenBody>;

export const deviceToken = z.object({
  token: z
    .string()
    .describe(
      '端末トークン。以降の呼び出しで `Authorization: Bearer <token>` として送ります。中身を解釈しないでください。',
    ),
  /** ISO 8601; the device asks for a new token before then (about 12 hours). */
  expiresAt: z
    .string()
    .describe(
      'トークンの有効期限（ISO 8601、UTC。発行から12時間）。期限の前に新しいトークンを取得してください。期限後や登録キーの再発行後は 401 auth_invalid。',
    ),
  device: z
    .object({
      id: z.number().int().describe('端末ID'),
      code: z.string().describe(deviceCodeRule),
      name: z.string().describe('端末名（管理画面で登録した名前）'),
      type: deviceType.schema.describe(`端末種別: ${labelList(deviceType)}`),
    })
    .describe('トークンの端末。以降の呼び出しの端末・劇場はトークンで決まり、本文では指定しません。'),
  cinema: z
    .object({
      id: z.number().int().describe('劇場ID'),
      name: z.string().describe('劇場名'),
      businessDayCutoffHour: z
        .number()
        .int()
        .describe(
          '営業日の切替時刻（0〜36時の36時間表記）。24未満はその時刻の翌朝を表し、5 と 29 はどちらも翌朝5:00です。この時刻より前の深夜の販売・上映は前日の営業日に属し、25:30（翌1:30）のように表示します。',
        ),
    })
    .describe('端末が属する劇場'),
});
export type DeviceToken = z.infer<typeof deviceToken>;

export const devicePaymentMethod = z.object({
  id: z.number().int().describe('決済方法ID（支払の methodId に送る値）'),
  code: z.string().describe('決済方法コード（ブランドが登録した値）'),
  name: z.string().describe('表示名'),
  kind: paymentKind.schema.describe(`決済の種類: ${labelList(paymentKind)}`),
  givesChange: z.boolean().describe('おつりを出す方法（現金）なら true。支払で預り金 tendered を送ります。'),
});
export type DevicePaymentMethod = z.infer<typeof devicePaymentMethod>;
