import { z } from 'zod';
import { deviceType } from './devices.js';
import { paymentKind } from './payments.js';
import { dateField } from './dates.js';
import { menuColor } from './cinema-shop-items.js';
import { shopGroup, taxHandling } from './enums.js';
import { shopItemOptionGroupRecord } from './shop-item-options.js';
import { shopItemKind } from './shop-items.js';

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

const priceLine = z.object({ label: z.string(), yen: z.number().int() });

/** One 券種 on one seat type, priced with the one price function for this screening. */
export const devicePrice = z.object({
  ticketId: z.number().int(),
  ticketKind: z.string(),
  name: z.string(),
  seatType: z.string(),
  /** People one unit seats: 2 for a pair ticket. */
  persons: z.number().int(),
  base: z.number().int(),
  surcharges: z.array(priceLine),
  /** What the customer pays, tax included. */
  total: z.number().int(),
  alertMessage: z.string().nullable(),
});
export type DevicePrice = z.infer<typeof devicePrice>;

export const deviceScreening = z.object({
  id: z.number().int(),
  businessDate: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** On the 36-hour scale: '25:30' for 01:30 the next morning. */
  startTime: z.string(),
  endTime: z.string(),
  film: z.object({
    id: z.number().int(),
    name: z.string(),
    classification: z.string().nullable(),
    lengthMinutes: z.number().int().nullable(),
  }),
  screen: z.object({ id: z.number().int(), name: z.string() }),
  formatName: z.string(),
  languageName: z.string(),
  status: z.string(),
  /** This device's channel may sell it now: 販売中, the channel switched on, inside the sales window. */
  onSale: z.boolean(),
  seats: z.object({ total: z.number().int(), remaining: z.number().int() }),
  /** Prices for this device's channel; empty when the screening has no price template. */
  prices: z.array(devicePrice),
});
export type DeviceScreening = z.infer<typeof deviceScreening>;

export const deviceScreeningsQuery = z.object({
  /** The business day (YYYY-MM-DD); the cinema's running business day when absent. */
  businessDate: dateField('営業日').optional(),
});

export const deviceSeat = z.object({
  key: z.string(),
  row: z.number().int(),
  col: z.number().int(),
  label: z.string(),
  type: z.string(),
  state: z.enum(['free', 'held', 'sold', 'closed']),
});
export const deviceSeatMap = z.object({
  screeningId: z.number().int(),
  rows: z.number().int(),
  cols: z.number().int(),
  rowLabels: z.array(z.string()),
  seats: z.array(deviceSeat),
});
export type DeviceSeatMap = z.infer<typeof deviceSeatMap>;

/** One item of the shop menu a POS or kiosk sells now, at the cinema's price. */
export const deviceMenuItem = z.object({
  id: z.number().int(),
  kind: shopItemKind.schema,
  code: z.string(),
  janCode: z.string().nullable(),
  name: z.string(),
  nameKana: z.string().nullable(),
  shopGroup: shopGroup.schema,
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  recommended: z.boolean(),
  /** Yen: the cinema's price, else the master price; option choices add their priceDelta. */
  price: z.number().int(),
  taxRate: z.number(),
  /** Food and drink eaten at the lobby tables; null for everything else. */
  eatInTaxRate: z.number().nullable(),
  taxDisplay: taxHandling.schema,
  /** 本日売り切れ: shown greyed, not sold. A set is, too, when a fixed item or every choice of a group is. */
  soldOut: z.boolean(),
  options: z.array(shopItemOptionGroupRecord),
  /** Sets only: fixed rows and the alternatives of each choice group. */
  components: z.array(
    z.object({
      itemId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      choiceGroup: z.string().nullable(),
      optionChoice: z.string().nullable(),
      /** 本日売り切れ of this item at the cinema. */
      soldOut: z.boolean(),
    }),
  ),
});
export type DeviceMenuItem = z.infer<typeof deviceMenuItem>;

export const deviceMenu = z.object({
  businessDate: z.string(),
  items: z.array(deviceMenuItem),
  /** The menu of this device's type; null when the cinema has none (or the device is the online channel). */
  layout: z
    .object({
      version: z.number().int(),
      pages: z.array(
        z.object({
          name: z.string(),
          buttons: z.array(z.object({ itemId: z.number().int(), color: menuColor.schema, colorHex: z.string() })),
        }),
      ),
    })
    .nullable(),
});
export type DeviceMenu = z.infer<typeof deviceMenu>;
