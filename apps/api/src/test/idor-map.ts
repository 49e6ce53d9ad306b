import type { EndpointDef } from '@cinema/contracts';
import { pathsOf, type Variant } from './idor-walk.js';

// What the IDOR suite (idor.test.ts) needs to know beyond the endpoint declarations: which table a
// path's `:id` (or a body's `id`) names, and which table an id-like reference names, at any depth of a
// query or body (idor-walk.ts). The suite checks these maps against every declared endpoint, so a new
// endpoint (or a new nested field) that takes an id fails it until mapped.

/** Table of the record a path segment's `:id` / body `id` names (`/api/<segment>/…`). */
export const tableOfSegment: Record<string, string> = {
  account: 'accounts',
  role: 'roles',
  brand: 'brands',
  film: 'films',
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
  accountingSubject: 'accounting_subjects',
  salesGroup: 'sales_groups',
  client: 'clients',
  deposit: 'deposits',
  coupon: 'coupons',
  rollupRebuild: 'rollup_rebuilds',
  transactionHistory: 'transactions',
  transactionHistoryStand: 'transactions',
  transactionHistoryOther: 'transactions',
  transactionHistoryCl: 'transactions',
  transactions: 'transactions',
  cashierReport: 'cashier_shifts',
  accountReceivable: 'account_receivable_invoices',
  // 買掛・未払: a 取引先's payables (detail), an entry (cancel, by its body id: tableOfPath).
  accountPayable: 'clients',
  // 劇場サイト: a page of the cinema's website (detail, update, publish, revisions, restore, preview).
  website: 'website_pages',
  // 会員: a 会員制度, a member (detail, update, status, points, purchases).
  memberShip: 'member_systems',
  member: 'members',
  // 自動化ルール: a rule (detail, update, delete, run, the preview's saved rule).
  automationRule: 'automation_rules',
  // 会員フィルター: a saved filter (detail, update, delete).
  memberFilter: 'member_filters',
  // メールマガジン: a magazine (detail, recipients, delete; send, cancel, pause and resume by the body's id).
  mailMagazine: 'mail_magazines',
  // 会員クーポン: a draft (detail, update, delete; distribute and cancel by the body's id).
  memberCoupon: 'member_coupons',
  // サイネージ・表示 (docs/signage.md): a cinema's groups, playlists (and their preview), displays and messages.
  signageGroup: 'signage_groups',
  signagePlaylist: 'signage_playlists',
  signageDisplay: 'signage_displays',
  signageMessage: 'signage_messages',
};

/** Endpoints whose id names a table other than their segment's. */
export const tableOfPath: Record<string, string> = {
  '/api/system/downloadFileBase64': 'files',
  '/api/automationRule/runs/:id/fires': 'automation_runs',
  // 会員詳細's 保有クーポン: the member's.
  '/api/memberCoupon/holds/:id': 'members',
  '/api/device/screenings/:id/seats': 'screenings',
  '/api/device/print-jobs/:id/ack': 'kitchen_print_jobs',
  '/api/accountReceivable/payment/unmatch/:id': 'account_receivable_matches',
  '/api/accountPayable/cancel': 'payable_entries',
};

/** The caller's record a request starts from, where its first record of the table cannot carry the reference. */
export const modelTableOf: Record<string, string> = {
  // Only a set has components.
  '/api/shopItem/create components.*.itemId': 'shop_items:set',
  '/api/shopItem/update components.*.itemId': 'shop_items:set',
};

/**
 * Table an id-like query or body field refers to (arrays: every element), by its key at any depth
 * (`itemId` in `lines.*.itemId`), or by its path where the key alone says too little (a nested `id`), or by
 * `endpoint path` where the same key names other records elsewhere (`ids`).
 */
export const tableOfReference: Record<string, string> = {
  brandId: 'brands',
  cinemaId: 'cinemas',
  cinemaIds: 'cinemas',
  joinedCinemaId: 'cinemas',
  houseId: 'houses',
  houseIds: 'houses',
  filmId: 'films',
  roleId: 'roles',
  // 配給会社 are 取引先 with role distributor.
  distributorId: 'clients',
  deviceId: 'devices',
  // サイネージ: a group's devices, the group a playlist shows on.
  deviceIds: 'devices',
  groupId: 'signage_groups',
  priceTemplateId: 'price_templates',
  languageVersionId: 'versions:language',
  formatVersionId: 'versions:format',
  formatId: 'versions:format',
  formatIds: 'versions:format',
  versionIds: 'versions:language',
  ids: 'device_notification_logs',
  clientGroupId: 'client_groups',
  clientId: 'clients',
  memberSystemId: 'member_systems',
  // 自動化ルール's 実行ログ of one rule.
  ruleId: 'automation_rules',
  // メールマガジン's 配信対象.
  memberFilterId: 'member_filters',
  // 会員サイト設定: the 会員制度 web sign-ups join.
  signupSystemId: 'member_systems',
  payableId: 'payables',
  depositId: 'deposits',
  couponId: 'coupons',
  filmIds: 'films',
  serialIds: 'serials',
  redemptionId: 'serial_redemptions',
  locationId: 'stock_locations',
  shopItemId: 'shop_items',
  shopItemIds: 'shop_items',
  itemId: 'shop_items',
  // 劇場で販売する… of the 売店商品 lists: the selected items.
  itemIds: 'shop_items',
  ingredientId: 'ingredients',
  paymentMethodId: 'payment_methods',
  methodId: 'payment_methods',
  // 会計設定's 伝票ごとの既定科目: the brand's 勘定科目.
  debitSubjectId: 'accounting_subjects',
  creditSubjectId: 'accounting_subjects',
  // 販売グループ: its 勘定科目, and the group a 券種 or 会費 is assigned to.
  subjectId: 'accounting_subjects',
  salesGroupId: 'sales_groups',
  screeningId: 'screenings',
  // 売掛: the invoices a payment is matched to, the payment matched (入金口座: depositId above).
  invoiceIds: 'account_receivable_invoices',
  paymentId: 'account_receivable_payments',
  fileId: 'files',
  // A device's 券種: a row of a price template (its cinema is the template's).
  ticketId: 'price_template_tickets',
  // A template's 券種 keep their ids across edits: an id names an existing row of the template.
  'tickets.*.id': 'price_template_tickets',
  // 他の劇場へコピー…: the chosen records of the list.
  '/api/priceTemplate/copyToCinemas ids': 'price_templates',
  '/api/discountRule/copyToCinemas ids': 'discount_rules',
  // 料金表's suggestion: the cinema's price template.
  '/api/website/priceTable/suggestion templateId': 'price_templates',
  // Documents name a sale (void, refund), an online order (payment_result, release) by the id the
  // device gave it, and a shift by its shift_open document's id.
  originalId: 'transactions',
  transactionId: 'transactions',
  shiftClientId: 'cashier_shifts#device_client_id',
};

/** Keys (or `path`, or `<endpoint> path`) that look like ids but name no tenant record. */
const notReferences = new Set([
  'version',
  'workId',
  'paymentShopId',
  // 未着券記録: sale line UUIDs, checked in the service against the chosen cinema (non-arrival.routes.test.ts).
  'lineIds',
  // What a serial is used for, only compared with the coupon's own conditions, never read or stored
  // (contracts' coupon-redemption.ts itemRefusal; coupons/coupon-conditions.ts reads the brand's own versions only).
  'item.formatId',
  'item.versionId',
  'item.filmId',
  'item.shopItemId',
  // A document's own id, made by the device: another device's is refused with 409 client_id_in_use
  // (sales/device-keys.test.ts).
  '/api/device/documents clientId',
  '/api/device/documents documents.*.clientId',
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

const idLike = (k: string) => /(^id$|^ids$|Id$|Ids$)/.test(k);

/** An id-like field at any depth of a query or body, with each union branch it can be reached by. */
export interface Reference {
  where: 'query' | 'body';
  path: string[];
  /** Dotted, `*` for array elements: `lines.*.itemId`. */
  name: string;
  branches: Variant[][];
}

function referencesOf(e: EndpointDef, where: Reference['where']): Reference[] {
  const out = new Map<string, Reference>();
  for (const { path, variants } of pathsOf(e[where])) {
    const key = path.at(-1)!;
    const name = path.join('.');
    if (!idLike(key) || name === 'id') continue;
    if ([key, name, `${e.path} ${name}`].some((k) => notReferences.has(k))) continue;
    const ref = out.get(name) ?? { where, path, name, branches: [] };
    if (!ref.branches.some((b) => JSON.stringify(b) === JSON.stringify(variants))) ref.branches.push(variants);
    out.set(name, ref);
  }
  return [...out.values()];
}

/** The table a reference names: by the endpoint and its path, by its path, else by its key. */
export const tableOfRef = (ref: Reference, endpointPath?: string) =>
  tableOfReference[`${endpointPath} ${ref.name}`] ?? tableOfReference[ref.name] ?? tableOfReference[ref.path.at(-1)!];

/** What of an endpoint names a record: its `:id` or body `id` (the target), and reference fields at any depth. */
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
  const refs = [...referencesOf(e, 'query'), ...referencesOf(e, 'body')];
  return { segment, target, refs };
}
