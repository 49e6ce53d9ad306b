import { z } from 'zod';
import { deviceType } from './devices.js';
import { paymentKind } from './payments.js';

// The device API (SALES.md §4): POS terminals, ticket kiosks and the online channel exchange their
// registration key for a short-lived device token, then call the /api/device/* endpoints with it.
// The device and cinema of every call come from the token, never from the body.

export const deviceApiLabels = { deviceCode: '端末コード', secret: '登録キー' } as const;

export const deviceTokenBody = z.object({
  deviceCode: z
    .string({ error: `${deviceApiLabels.deviceCode}を入力してください` })
    .trim()
    .min(1, `${deviceApiLabels.deviceCode}を入力してください`)
    .max(50, `${deviceApiLabels.deviceCode}は50文字以内で入力してください`),
  secret: z
    .string({ error: `${deviceApiLabels.secret}を入力してください` })
    .min(1, `${deviceApiLabels.secret}を入力してください`)
    .max(200, `${deviceApiLabels.secret}は200文字以内で入力してください`),
});
export type DeviceTokenBody = z.infer<typeof deviceTokenBody>;

export const deviceToken = z.object({
  token: z.string(),
  /** ISO 8601; the device asks for a new token before then (about 12 hours). */
  expiresAt: z.string(),
  device: z.object({ id: z.number().int(), code: z.string(), name: z.string(), type: deviceType.schema }),
  cinema: z.object({ id: z.number().int(), name: z.string(), businessDayCutoffHour: z.number().int() }),
});
export type DeviceToken = z.infer<typeof deviceToken>;

export const devicePaymentMethod = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: paymentKind.schema,
  givesChange: z.boolean(),
});
export type DevicePaymentMethod = z.infer<typeof devicePaymentMethod>;
