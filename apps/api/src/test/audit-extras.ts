import { sql } from 'drizzle-orm';
import { clientGroupLabels, ingredientLabels, serialLabels } from '@cinema/contracts';
import { rowsOf } from '../db/client.js';
import { paidItemSale } from '../modules/transaction-history/transaction-history.fixtures.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { operationsExtras } from './audit-extras-operations.js';
import { multipart, pngBytes } from './images.js';
import { auth, type TestContext } from './helper.js';

// What a valid write of the audit-coverage suite (audit-coverage.test.ts) needs beyond the generic request of
// audit-requests.ts and the IDOR suite's extras (idor-extras.ts): who sends it where the screen's roles say too
// little, inputs no stored record holds, and the session a call needs first. By endpoint path.

export type Doc = Record<string, unknown>;
/** `staff`: a 新宿 account whose role holds every permission, for what the demo 劇場スタッフ may not do (delete). */
export type Who = 'hq' | 'shinjuku' | 'admin' | 'staff';
export interface Ctx {
  t: TestContext;
  tokens: Record<Who, string>;
  /** シネマライン and 新宿, the callers' own. */
  brandId: number;
  cinemaId: number;
}
export type Created = Record<string, number | string>;

export interface Extra {
  as?: Who;
  body?: (ctx: Ctx, created: Created) => Doc | Promise<Doc>;
  params?: (ctx: Ctx, created: Created) => Doc | Promise<Doc>;
  query?: (ctx: Ctx) => Doc | Promise<Doc>;
  upload?: () => { payload: Buffer; headers: Record<string, string> };
  /** A session of its own, for a call that changes or ends the one it is sent with. */
  token?: (ctx: Ctx) => Promise<string>;
}

const csv = (rows: string[][]) => ({
  fileName: 'audit.csv',
  content: Buffer.from(rows.map((r) => r.join(',')).join('\r\n') + '\r\n', 'utf8').toString('base64'),
  commit: true,
});
/** One row of SQL. */
const one = async <T>(ctx: Ctx, query: ReturnType<typeof sql>) =>
  (await rowsOf<T>(ctx.t.database.db.execute(query)))[0];
const versionOf = async (ctx: Ctx, query: ReturnType<typeof sql>) =>
  (await one<{ version: number }>(ctx, query))?.version ?? 0;

export const auditExtras: Record<string, Extra> = {
  ...operationsExtras,
  '/api/system/uploadFile': {
    upload: () =>
      multipart([
        { name: 'purpose', value: 'filmImage' },
        { name: 'file', filename: 'audit.png', contentType: 'image/png', data: pngBytes(30, 20) },
      ]),
  },
  // The operator acting as シネマライン head office returns to its own account.
  '/api/session/restore': {
    as: 'admin',
    token: async ({ t, brandId }) => {
      const token = await t.login('admin');
      const res = await t.app.inject({ url: `/api/brand/loginAs/${brandId}`, headers: auth(token) });
      if (res.statusCode !== 200) throw new Error(`loginAs: ${res.body}`);
      return token;
    },
  },
  '/api/logout': { token: ({ t }) => t.login('hq') },
  '/api/account/changePassword': {
    token: ({ t }) => t.login('shinjuku'),
    body: () => ({ oldPassword: DEMO_PASSWORD, newPassword: 'audit-2026-x', confirmPassword: 'audit-2026-x' }),
  },
  '/api/account/create': { body: () => ({ password: 'audit-2026-x', confirmPassword: 'audit-2026-x' }) },
  '/api/account/profile': {
    body: async (ctx) => ({
      displayName: '本部（監査）',
      email: 'hq-audit@example.jp',
      version: await versionOf(ctx, sql`select version from accounts where user_name = 'hq'`),
    }),
  },
  // A lock from failed sign-ins of the account this run created.
  '/api/account/unlock/:id': {
    params: async (ctx, created) => {
      const row = await one<{ user_name: string }>(
        ctx,
        sql`select user_name from accounts where id = ${created.account}`,
      );
      await ctx.t.database.db.execute(sql`insert into login_throttles (key, login, failures, locked_until)
        values (${`audit:${row?.user_name}`}, ${row?.user_name}, 10, now() + interval '1 hour')`);
      return { id: created.account };
    },
  },
  '/api/cinema/create': {
    body: async (ctx) => ({
      firstStaff: {
        userName: 'auditstaff',
        displayName: '監査',
        email: 'auditstaff@example.jp',
        password: 'audit-2026-x',
        roleId: (await one<{ id: number }>(ctx, sql`select role_id as id from accounts where user_name = 'shinjuku'`))
          ?.id,
      },
    }),
  },
  // 領収書の再発行 needs a paid sale: the demo seeds none, and the run's first of 新宿 is its 掛売 (owed, refused).
  '/api/transactionHistory/reissueReceipt/:id': {
    params: async (ctx) => ({ id: await paidItemSale(ctx.t.database.db, ctx.cinemaId) }),
  },
  '/api/film/create': { body: () => ({ workId: null }) },
  // Head office approves, or sends back, a film 新宿 registered (waiting for approval).
  ...Object.fromEntries(
    ['approve', 'sendBack'].map((action) => [
      `/api/film/${action}/:id`,
      {
        params: async (ctx: Ctx) => {
          const film = await one<{ id: number }>(
            ctx,
            sql`select id from films where brand_id = ${ctx.brandId} order by id desc limit 1`,
          );
          await ctx.t.database.db.execute(sql`update films set approval_status = 'pending' where id = ${film?.id}`);
          return { id: film?.id };
        },
      },
    ]),
  ),
  '/api/version/create': { body: () => ({ kind: 'format', code: 'AUD' }) },
  // 劇場サイト: a news draft of 新宿 (its content is checked against the kind's schema, which the walk cannot see).
  '/api/website/page/create': {
    body: () => ({ kind: 'news', content: { title: '監査のお知らせ', body: '<p>本文</p>' } }),
  },
  '/api/website/page/update': { body: () => ({ content: { title: '監査のお知らせ（更新）', body: '<p>本文</p>' } }) },
  '/api/website/page/restore': { body: () => ({ revisionNo: 1 }) },
  // 会員: personal data the walk cannot make valid (郵便番号), and a 調整 other than 0.
  '/api/member/update': { body: () => ({ personal: { postalCode: '1600022', phone: '03-1234-5678' } }) },
  '/api/member/adjustPoints': { body: () => ({ points: 10, reason: '監査' }) },
  '/api/inventoryAdjustment/create': { body: () => ({ ingredientId: null }) },
  // サイネージ・表示 of 新宿: no device (a group of none, the cinema's playlist), a display on a signage device
  // registered for it (新宿's own is bound already), a message with a window.
  '/api/signageGroup/create': { body: (ctx) => ({ cinemaId: ctx.cinemaId, deviceIds: [] }) },
  '/api/signageGroup/update': { body: () => ({ deviceIds: [] }) },
  ...Object.fromEntries(
    ['create', 'update'].map((w) => [
      `/api/signagePlaylist/${w}`,
      { body: () => ({ deviceId: null, groupId: null, slides: [{ kind: 'board', durationSeconds: 10 }] }) },
    ]),
  ),
  '/api/signageDisplay/create': {
    body: async (ctx) => {
      const device = {
        code: 'AUDSIG',
        name: '監査サイネージ',
        type: 'signage',
        status: 'active',
        cinemaId: ctx.cinemaId,
      };
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/device/create',
        headers: auth(ctx.tokens.hq),
        payload: device,
      });
      return { cinemaId: ctx.cinemaId, deviceId: res.json().data.id, layout: 'counter', houseId: null };
    },
  },
  '/api/signageDisplay/update': { body: () => ({ layout: 'counter', houseId: null }) },
  ...Object.fromEntries(
    ['create', 'update'].map((w) => [
      `/api/signageMessage/${w}`,
      { body: () => ({ deviceId: null, startAt: '2031-02-01T10:00:00+09:00', endAt: null }) },
    ]),
  ),
  '/api/stockLocation/create': { body: () => ({ forSales: false }) },
  // 他の劇場へコピー…: the record this run's create made in 新宿 (a name 池袋 lacks), copied to 池袋.
  ...Object.fromEntries(
    [
      ['/api/priceTemplate/copyToCinemas', 'ticketRuleTemplate'],
      ['/api/discountRule/copyToCinemas', 'discountRule'],
    ].map(([path, segment]) => [
      path,
      {
        body: async (ctx: Ctx, created: Created) => {
          const ikebukuro = await one<{ id: number }>(ctx, sql`select id from cinemas where code = '0102'`);
          return { ids: [created[segment!] ?? 1], cinemaIds: [ikebukuro?.id], onConflict: 'skip' };
        },
      },
    ]),
  ),
  '/api/payment/cinemaSettings': {
    body: () => ({ cinemaId: 1, settings: [{ paymentMethodId: 1, channels: ['pos'] }] }),
  },
  '/api/kitchenPrinter/update': {
    body: async (ctx) => {
      const printer = await one<{ id: number }>(
        ctx,
        sql`select id from devices where type = 'kitchenPrinter' and brand_id = ${ctx.brandId} order by id limit 1`,
      );
      return {
        deviceId: printer?.id,
        version: await versionOf(
          ctx,
          sql`select version from kitchen_printer_settings where device_id = ${printer?.id ?? 0}`,
        ),
      };
    },
  },
  // A failed job to run again.
  '/api/job/retry/:id': {
    params: async (ctx) => ({
      id: (
        await one<{ id: number }>(
          ctx,
          sql`insert into jobs (queue, status, attempts, last_error) values ('audit', 'failed', 5, '監査') returning id`,
        )
      )?.id,
    }),
  },
  // A stop of 新宿's online sales that has begun: only such a stop can be ended.
  '/api/salesStop/end': {
    body: async (ctx) => {
      const stop = await one<{ id: number; version: number }>(
        ctx,
        sql`insert into sales_stops (scope, brand_id, cinema_id, starts_at, message)
          values ('cinema', ${ctx.brandId}, ${ctx.cinemaId}, now() - interval '1 hour', '監査') returning id, version`,
      );
      return { id: stop?.id, version: stop?.version };
    },
  },
  '/api/salesStop/delete/:id': { as: 'staff' },
  '/api/restrict/delete/:id': { as: 'staff' },
  '/api/theaterDailyshow/update': {
    body: async (ctx) => ({
      version: await versionOf(
        ctx,
        sql`select version from cinema_shop_items where cinema_id = 1 and shop_item_id = 1`,
      ),
    }),
  },
  '/api/theaterDailyshow/layout': {
    body: async (ctx) => ({
      version: await versionOf(
        ctx,
        sql`select version from cinema_menu_layouts where cinema_id = 1 and device_type = 'pos'`,
      ),
    }),
  },
  '/api/clientGroup/import': {
    body: () =>
      csv([
        [clientGroupLabels.code, clientGroupLabels.name],
        ['AUG1', '監査グループ'],
      ]),
  },
  '/api/revenueGoal/import': {
    body: () =>
      csv([
        ['劇場コード', '年月', '動員', '興収', '売店', 'その他'],
        ['0101', '2031-04', '100', '100000', '30000', '1000'],
      ]),
  },
  '/api/ingredient/import': {
    body: () =>
      csv([
        [ingredientLabels.code, ingredientLabels.name, ingredientLabels.unit],
        ['AUI1', '監査原材料', 'g'],
      ]),
  },
  '/api/coupon/serialImport': {
    query: () => ({ couponId: 1 }),
    body: () => csv([[serialLabels.code], ['AUDIT0000111']]),
  },
  // A serial the run issued (serialIssue) and activated (serialState), used at 新宿's POS.
  '/api/coupon/serialReverse': {
    body: async (ctx) => ({
      redemptionId: (
        await one<{ id: number }>(
          ctx,
          sql`select id from serial_redemptions where reversed_at is null order by id desc limit 1`,
        )
      )?.id,
    }),
  },
  '/api/coupon/serialRedeem': {
    body: async (ctx) => ({
      code: (
        await one<{ code: string }>(
          ctx,
          sql`select code from serials where brand_id = ${ctx.brandId} and state in ('issued', 'activated') order by id desc limit 1`,
        )
      )?.code,
      cinemaId: ctx.cinemaId,
      channel: 'pos',
    }),
  },
};
