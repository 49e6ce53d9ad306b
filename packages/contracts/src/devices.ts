import { z } from 'zod';
import { listQuery } from './common.js';
import { labelled, shopGroup } from './enums.js';
import { code, id, int, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';

// Devices of a cinema (端末): POS terminals, ticket kiosks, kitchen printers and signage players.
// Each calls the device API with its code and a registration secret (登録シークレット) that the
// console shows once, when it is issued.
export const deviceType = labelled(['pos', 'kiosk', 'kitchenPrinter', 'signage'], {
  pos: 'POS端末',
  kiosk: '自動券売機',
  kitchenPrinter: 'キッチンプリンター',
  signage: 'サイネージ端末',
});
export type DeviceType = (typeof deviceType.values)[number];

export const deviceStatus = labelled(['active', 'inactive'], { active: '有効', inactive: '無効' });
export type DeviceStatus = (typeof deviceStatus.values)[number];

const typeField = z.enum(deviceType.values, { error: ja.requiredSelect('端末種別') });
const statusField = z.enum(deviceStatus.values, { error: ja.requiredSelect('状態') });

const deviceFields = {
  code: code('端末コード', 20),
  name: requiredText('端末名', 100),
  status: statusField,
};

// The type is fixed at registration: a kitchen printer's print settings exist exactly as long as it does.
export const deviceCreateBody = z.object({ cinemaId: id.optional(), type: typeField, ...deviceFields });
export type DeviceCreateBody = z.infer<typeof deviceCreateBody>;
export const deviceUpdateBody = z.object({ id, version: versionField, ...deviceFields });
export type DeviceUpdateBody = z.infer<typeof deviceUpdateBody>;

export const device = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  code: z.string(),
  name: z.string(),
  type: deviceType.schema,
  status: deviceStatus.schema,
  lastSeenAt: z.string().nullable(),
  /** When the current registration secret was issued. */
  secretIssuedAt: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Device = z.infer<typeof device>;

/** The create and rotate answers: the only time the plain secret ever leaves the server. */
export const deviceWithSecret = device.extend({ secret: z.string() });
export type DeviceWithSecret = z.infer<typeof deviceWithSecret>;

export const deviceListQuery = listQuery.extend({
  cinemaId: id.optional(),
  type: typeField.optional(),
  status: statusField.optional(),
});
export type DeviceListQuery = z.infer<typeof deviceListQuery>;

// Kitchen printers (キッチンプリンター): which shop groups print there, paper and copies.
export const paperWidth = labelled(['58', '80'], { '58': '58mm', '80': '80mm' });
export type PaperWidth = (typeof paperWidth.values)[number];

export const kitchenPrinterUpdateBody = z.object({
  deviceId: id,
  version: versionField,
  shopGroups: z
    .array(z.enum(shopGroup.values, { error: ja.requiredSelect('印刷する売店グループ') }), {
      error: ja.requiredSelect('印刷する売店グループ'),
    })
    .min(1, ja.requiredSelect('印刷する売店グループ'))
    .transform((v) => [...new Set(v)]),
  paperWidth: z.enum(paperWidth.values, { error: ja.requiredSelect('用紙幅') }),
  copies: int('印刷部数', 1, 5),
});
export type KitchenPrinterUpdateBody = z.infer<typeof kitchenPrinterUpdateBody>;

export const kitchenPrinter = z.object({
  deviceId: z.number().int(),
  cinemaId: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: deviceStatus.schema,
  lastSeenAt: z.string().nullable(),
  shopGroups: z.array(shopGroup.schema),
  paperWidth: paperWidth.schema,
  copies: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type KitchenPrinter = z.infer<typeof kitchenPrinter>;

export const kitchenPrinterListQuery = listQuery.extend({
  cinemaId: id.optional(),
  status: statusField.optional(),
  shopGroup: z.enum(shopGroup.values, { error: ja.requiredSelect('売店グループ') }).optional(),
});
export type KitchenPrinterListQuery = z.infer<typeof kitchenPrinterListQuery>;

// Pickers (notification filters): the devices of the caller's scope, optionally of one cinema.
export const deviceListMapQuery = z.object({ cinemaId: id.optional(), type: typeField.optional() });
export type DeviceListMapQuery = z.infer<typeof deviceListMapQuery>;
export const deviceOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: deviceType.schema,
  cinemaId: z.number().int(),
  cinemaName: z.string(),
});
export type DeviceOption = z.infer<typeof deviceOption>;
