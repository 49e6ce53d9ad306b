import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { EndpointDef } from '@cinema/contracts';
import { rowsOf, type Db } from '../db/client.js';

// What the IDOR suite (idor.test.ts) needs to know beyond the endpoint declarations: which table a
// path's `:id` (or a body's `id`) names, and which table an id-like reference names. The suite checks
// these maps against every declared endpoint, so a new endpoint that takes an id fails it until mapped.

/** Table of the record a path segment's `:id` / body `id` names (`/api/<segment>/…`). */
export const tableOfSegment: Record<string, string> = {
  account: 'accounts',
  role: 'roles',
  brand: 'brands',
  film: 'films',
  filmmakers: 'distributors',
  job: 'jobs',
  cinema: 'cinemas',
  payment: 'payment_methods',
  salesStop: 'sales_stops',
  device: 'devices',
  kitchenPrinter: 'devices',
  house: 'houses',
  version: 'versions',
  restrict: 'restrict_codes',
  movieTicket: 'movie_tickets',
  schedule: 'screenings',
  ticketRuleTemplate: 'price_templates',
  discountRule: 'discount_rules',
  shopItem: 'shop_items',
  ingredient: 'ingredients',
  stockLocation: 'stock_locations',
  deviceNotificationLog: 'device_notification_logs',
  clientGroup: 'client_groups',
  client: 'clients',
  deposit: 'deposits',
  coupon: 'coupons',
  transactionHistory: 'transactions',
  transactionHistoryStand: 'transactions',
  transactionHistoryOther: 'transactions',
  transactionHistoryCl: 'transactions',
  transactions: 'transactions',
  cashierReport: 'cashier_shifts',
};

/** Endpoints whose id names a table other than their segment's. */
export const tableOfPath: Record<string, string> = {
  '/api/system/downloadFileBase64': 'files',
  '/api/device/screenings/:id/seats': 'screenings',
};

/** Table an id-like query or body field refers to (arrays: every element). */
export const tableOfReference: Record<string, string> = {
  brandId: 'brands',
  cinemaId: 'cinemas',
  cinemaIds: 'cinemas',
  houseId: 'houses',
  houseIds: 'houses',
  filmId: 'films',
  roleId: 'roles',
  distributorId: 'distributors',
  deviceId: 'devices',
  priceTemplateId: 'price_templates',
  languageVersionId: 'versions:language',
  formatVersionId: 'versions:format',
  formatIds: 'versions:format',
  ids: 'device_notification_logs',
  clientGroupId: 'client_groups',
  clientId: 'clients',
  couponId: 'coupons',
  filmIds: 'films',
  serialIds: 'serials',
  redemptionId: 'serial_redemptions',
  locationId: 'stock_locations',
  shopItemId: 'shop_items',
  ingredientId: 'ingredients',
  paymentMethodId: 'payment_methods',
  screeningId: 'screenings',
};

/** Keys that look like ids but name no tenant record. */
// shopItemIds waits for the shop items (no table yet), so it cannot be tried.
// shiftClientId, originalId and transactionId are ids a device made (UUIDs of its own documents), looked up per device.
const notReferences = new Set([
  'version',
  'workId',
  'paymentShopId',
  'shopItemIds',
  'shiftClientId',
  'originalId',
  'transactionId',
  // 未着券記録: sale line UUIDs, checked in the service against the chosen cinema (non-arrival.routes.test.ts).
  'lineIds',
]);

/** Keys of a zod object (through pipes, effects and intersections). */
export function keysOf(schema: unknown): string[] {
  const z = schema as { shape?: Record<string, unknown>; def?: Record<string, unknown> } | undefined;
  if (!z) return [];
  if (z.shape) return Object.keys(z.shape);
  const d = z.def ?? {};
  if (d.in) return keysOf(d.in);
  if (d.schema) return keysOf(d.schema);
  if (d.left) return [...keysOf(d.left), ...keysOf(d.right)];
  if (Array.isArray(d.options)) return [...new Set(d.options.flatMap(keysOf))];
  return [];
}

const idLike = (k: string) => /(^id$|^ids$|Id$|Ids$)/.test(k) && !notReferences.has(k);

/** What of an endpoint names a record: its `:id` or body `id` (the target), and reference fields. */
export function idInputs(e: EndpointDef) {
  const segment = e.path.split('/')[2]!;
  const params = keysOf(e.params);
  const body = keysOf(e.body);
  const query = keysOf(e.query);
  const target = params.includes('id')
    ? ('param' as const)
    : body.includes('id')
      ? ('body' as const)
      : query.includes('id')
        ? ('query' as const)
        : null;
  const refs = [
    ...query.filter((k) => k !== 'id').map((k) => ['query', k] as const),
    ...body.filter((k) => k !== 'id').map((k) => ['body', k] as const),
  ].filter(([, k]) => idLike(k));
  return { segment, target, refs };
}

export type Foreign = { brand: number; cinema?: number };

/**
 * Ids of records the caller must not reach, per table: another brand's, and for tables a cinema owns
 * another cinema's of the same brand. `own`: the caller's brand and cinema.
 */
export async function foreignIds(db: Db, table: string, own: { brandId: number; cinemaId: number }) {
  const [name, kind] = table.split(':') as [string, string | undefined];
  const cols = await rowsOf<{ column_name: string }>(
    db.execute(sql`select column_name from information_schema.columns where table_name = ${name}`),
  );
  const has = (c: string) => cols.some((r) => r.column_name === c);
  const byKind = kind ? sql` and kind = ${kind}` : sql``;
  const pick = async (where: ReturnType<typeof sql>) => {
    const [row] = await rowsOf<{ id: number }>(
      db.execute(sql`select id from ${sql.identifier(name)} where ${where}${byKind} order by id limit 1`),
    );
    return row?.id;
  };
  if (name === 'brands') return { brand: await pick(sql`id <> ${own.brandId}`) };
  if (name === 'cinemas')
    return {
      brand: await pick(sql`brand_id <> ${own.brandId}`),
      cinema: await pick(sql`brand_id = ${own.brandId} and id <> ${own.cinemaId}`),
    };
  if (!has('brand_id')) return { brand: await pick(sql`true`) };
  return {
    brand: await pick(sql`brand_id <> ${own.brandId}`),
    cinema: has('cinema_id') ? await pick(sql`brand_id = ${own.brandId} and cinema_id <> ${own.cinemaId}`) : undefined,
  };
}

/** The caller's own record of a table (of its brand and, where a cinema owns the rows, its cinema). */
export async function ownId(db: Db, table: string, own: { brandId: number; cinemaId: number }) {
  const [name, kind] = table.split(':') as [string, string | undefined];
  const cols = await rowsOf<{ column_name: string }>(
    db.execute(sql`select column_name from information_schema.columns where table_name = ${name}`),
  );
  const has = (c: string) => cols.some((r) => r.column_name === c);
  const where = [
    name === 'brands' ? sql`id = ${own.brandId}` : has('brand_id') ? sql`brand_id = ${own.brandId}` : sql`true`,
    name === 'cinemas' ? sql`id = ${own.cinemaId}` : has('cinema_id') ? sql`cinema_id = ${own.cinemaId}` : sql`true`,
    kind ? sql`kind = ${kind}` : sql`true`,
    // Not the caller itself (an account cannot change its own role): a cinema account of the brand.
    name === 'accounts' ? sql`type = 'cinema'` : sql`true`,
  ];
  const [row] = await rowsOf<{ id: number }>(
    db.execute(sql`select id from ${sql.identifier(name)} where ${sql.join(where, sql` and `)} order by id limit 1`),
  );
  return row?.id;
}

/**
 * What a valid request needs beyond a record's own fields (its detail answer): inputs that are not
 * stored on the record, values a create must not repeat; by path, or by `path key` for one reference.
 */
export const extrasOf: Record<string, Record<string, unknown>> = {
  '/api/schedule/week': { from: '2026-11-23' },
  '/api/schedule/bulkCreate': { times: ['10:00'], dates: ['2031-02-03'] },
  '/api/schedule/copy': { fromDate: '2026-11-23', toDates: ['2031-02-04'] },
  '/api/schedule/publish/preview': { from: '2031-02-07', to: '2031-02-13' },
  '/api/schedule/publish': { from: '2031-02-07', to: '2031-02-13' },
  '/api/schedule/unpublish': { from: '2031-02-07', to: '2031-02-13' },
  // 在庫調整: the demo's first location (新宿 売店) and first item (F001) are shinjuku's own.
  '/api/inventoryAdjustment/create': { kind: 'other', quantity: '+1', locationId: 1, shopItemId: 1 },
  '/api/inventoryAdjustment/create ingredientId': { shopItemId: null },
  // 受払表 and 棚卸 of 新宿, named for head office: a past date of its 売店, counting its first item (F001).
  '/api/inventory/list': { cinemaId: 1 },
  '/api/inventory/count': {
    cinemaId: 1,
    locationId: 1,
    countDate: '2026-11-01',
    lines: [{ shopItemId: 1, counted: 5 }],
  },
  // 取込 of serials: a valid one-row file, so only the foreign coupon can refuse it.
  '/api/coupon/serialImport couponId': {
    fileName: 'old.csv',
    content: Buffer.from('シリアル番号\r\nOLD00001111\r\n', 'utf8').toString('base64'),
    commit: true,
  },
  '/api/salesStop/create': {
    scope: 'cinema',
    message: '点検のため停止します',
    startsAt: '2031-02-01T10:00:00+09:00',
    endsAt: '2031-02-01T12:00:00+09:00',
  },
  // Per reference: marking every notification of a cinema read names the cinema alone.
  '/api/deviceNotificationLog/markRead cinemaId': { all: true },
  '/api/film/sendBack/:id': { reason: '上映素材の情報が不足しています' },
  '/api/kitchenPrinter/update': { shopGroups: ['food'], paperWidth: '80', copies: 1 },
  '/api/account/create': {
    userName: 'idorx',
    email: 'idorx@example.jp',
    password: 'idor-2026-x',
    confirmPassword: 'idor-2026-x',
  },
  '/api/role/create': { name: 'IDOR検査' },
  '/api/cinema/create': { code: '9901' },
  '/api/schedule/create': { startAt: '2031-02-05T10:00:00+09:00', endAt: null, salesStartAt: null, salesEndAt: null },
  '/api/schedule/update': { startAt: '2031-02-05T10:00:00+09:00', endAt: null, salesStartAt: null, salesEndAt: null },
  '/api/account/update': { password: null, confirmPassword: null },
  // A well-formed serial (a check character that fits) that names no card: only the id can be refused.
  '/api/coupon/serialCheck': { code: '2222-2222-2222-2222', channel: 'pos' },
  '/api/coupon/serialRedeem': { code: '2222-2222-2222-2222', channel: 'pos' },
  '/api/coupon/serialIssue': { count: 1 },
  // 販売劇場 filter of the item lists.
  '/api/shopItem/list': { kind: 'concession' },
  '/api/coupon/serialState': { action: 'invalidate', reason: 'IDOR検査', fromSeq: 1, toSeq: 1 },
  // A device's 着券 of another cinema's screening: a fresh document id each time (a resend of a
  // different body under one id would be refused for that reason instead).
  '/api/device/documents screeningId': admissionDocument(),
  // A document's clientId is the device's own UUID, not a 取引先: a number is refused as malformed.
  '/api/device/documents clientId': { ...admissionDocument(), screeningId: 1 },
  // A selection of another brand's serials, named under シネマライン's first demo coupon (seeded first).
  '/api/coupon/serialState serialIds': { couponId: 1, fromSeq: null, toSeq: null },
  // 劇場別の販売設定: the demo's first cinema (新宿) and item (F001) are shinjuku's own.
  '/api/theaterDailyshow/update': { cinemaId: 1, shopItemId: 1, enabled: true, price: null, version: 0 },
  '/api/theaterDailyshow/soldOut': { cinemaId: 1, shopItemId: 1, soldOut: true },
  '/api/theaterDailyshow/bulk': { shopItemIds: [1], enabled: true },
  '/api/theaterDailyshow/layout': { deviceType: 'pos', pages: [], version: 0 },
  // 取引履歴・販売ログ・掛売: a period inside 31 days; the 掛売 entry with 新宿, the brand's first 取引先 and item.
  ...Object.fromEntries(
    [
      'transactionHistory',
      'transactionHistoryStand',
      'transactionHistoryOther',
      'transactionHistoryCl',
      'transactionLogTicket',
      'transactionLogShop',
      'transactionLogOther',
    ].map((s) => [`/api/${s}/list`, { from: '2031-03-01', to: '2031-03-10' }]),
  ),
  '/api/onlineBooking/list': { from: '2031-03-01', to: '2031-03-10' },
  '/api/nonArrival/list': { businessDate: '2031-03-07' },
  '/api/transactionHistoryCl/create': {
    cinemaId: 1,
    clientId: 1,
    lines: [{ type: 'shop', itemId: 1, quantity: 1, unitPrice: 0 }],
  },
  // レジ精算: a period inside 31 days.
  '/api/cashierReport/list': { from: '2031-03-01', to: '2031-03-10' },
  '/api/cashierReport/exceptions': { from: '2031-03-01', to: '2031-03-10' },
};

function admissionDocument() {
  return {
    kind: 'admission',
    get clientId() {
      return randomUUID();
    },
    deviceSeq: 1,
    occurredAt: '2031-02-05T10:00:00+09:00',
    seatKey: 'A-1',
    action: 'admit',
  };
}

/** The row as stored (a snapshot to compare before and after a refused call). */
export async function rowOf(db: Db, table: string, id: number) {
  const name = table.split(':')[0]!;
  const [row] = await rowsOf(db.execute(sql`select * from ${sql.identifier(name)} where id = ${id}`));
  return row ?? null;
}

export async function auditCount(db: Db) {
  const [row] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from audit_logs`));
  return row!.n;
}
