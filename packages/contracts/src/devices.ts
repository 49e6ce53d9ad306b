import { z } from 'zod';
import { sortedList } from './common.js';
import { labelled, shopGroup } from './enums.js';
import { code, id, int, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';

// Devices of a cinema (端末): POS terminals, ticket kiosks, kitchen printers and signage players.
// Each calls the device API with its code and a registration secret (登録キー) that the
// console shows once, when it is issued.
// online: the cinema's own web or app ticketing system, registered like a POS (docs/device-api.md).
export const deviceType = labelled(['pos', 'kiosk', 'kitchenPrinter', 'signage', 'online'], {
  pos: 'POS端末',
  kiosk: '自動券売機',
  kitchenPrinter: 'キッチンプリンター',
  signage: 'サイネージ端末',
  online: 'オンライン販売',
});
export type DeviceType = (typeof deviceType.values)[number];

export const deviceStatus = labelled(['active', 'inactive'], { active: '有効', inactive: '無効' });
export type DeviceStatus = (typeof deviceStatus.values)[number];

/** The device master's field labels: the validation messages, the form, the list and the export all use these. */
export const deviceLabels = {
  cinemaName: '劇場',
  code: '端末コード',
  name: '端末名',
  type: '端末種別',
  status: '状態',
  lastSeenAt: '最終通信',
  secret: '登録キー',
  secretIssuedAt: '登録キー発行日時',
} as const;
const L = deviceLabels;

const typeField = z.enum(deviceType.values, { error: ja.requiredSelect(L.type) });
const statusField = z.enum(deviceStatus.values, { error: ja.requiredSelect(L.status) });

const deviceFields = {
  code: code(L.code, 20),
  name: requiredText(L.name, 100),
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

/** The orders the list offers: the API refuses any other sortField (400). */
export const deviceSortFields = ['code', 'name', 'type', 'status', 'lastSeenAt'] as const;
export const deviceListQuery = sortedList(deviceSortFields).extend({
  cinemaId: id.optional(),
  type: typeField.optional(),
  status: statusField.optional(),
});
export type DeviceListQuery = z.infer<typeof deviceListQuery>;

// Kitchen printers (キッチンプリンター): which shop groups print there, paper and copies.
export const paperWidth = labelled(['58', '80'], { '58': '58mm', '80': '80mm' });
export type PaperWidth = (typeof paperWidth.values)[number];

/** A kitchen printer's field labels (its code, name and status are the device's). */
export const kitchenPrinterLabels = {
  shopGroups: '印刷する売店グループ',
  shopGroup: '売店グループ',
  paperWidth: '用紙幅',
  copies: '印刷部数',
} as const;
const K = kitchenPrinterLabels;

export const kitchenPrinterUpdateBody = z.object({
  deviceId: id,
  version: versionField,
  shopGroups: z
    .array(z.enum(shopGroup.values, { error: ja.requiredSelect(K.shopGroups) }), {
      error: ja.requiredSelect(K.shopGroups),
    })
    .min(1, ja.requiredSelect(K.shopGroups))
    .transform((v) => [...new Set(v)]),
  paperWidth: z.enum(paperWidth.values, { error: ja.requiredSelect(K.paperWidth) }),
  copies: int(K.copies, 1, 5),
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

/** The kitchen printer list's orders. */
export const kitchenPrinterSortFields = ['code', 'name', 'status', 'paperWidth', 'copies'] as const;
export const kitchenPrinterListQuery = sortedList(kitchenPrinterSortFields).extend({
  cinemaId: id.optional(),
  status: statusField.optional(),
  shopGroup: z.enum(shopGroup.values, { error: ja.requiredSelect(K.shopGroup) }).optional(),
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
