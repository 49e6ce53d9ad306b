import { count } from 'drizzle-orm';
import { allModulesOn, fail, getOrFail, one, type PermissionMap } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { accountCinemas, accounts, brands, cinemas, globalSettings, roles } from '../db/schema/index.js';
import { hashPassword } from '../platform/passwords.js';
import { seedDevices, seedNotificationReads } from './devices.js';
import { seedHouses } from './houses.js';
import { MemoryFileStorage, type FileStorage } from '../platform/storage/index.js';
import { seedRestrict } from './restrict.js';
import { seedPriceRules } from './price-rules.js';
import { seedMovieTickets } from './movie-tickets.js';
import { seedFilms } from './films.js';
import { seedSchedules } from './schedules.js';
import { seedSalesStops } from './sales-stops.js';
import { seedAccounting } from './accounting.js';
import { seedClients } from './clients.js';
import { seedCoupons } from './coupons.js';
import { seedShopItems } from './shop-items.js';
import { seedStock } from './stock.js';
import { seedMembers } from './members.js';
import { seedCinemaMenus } from './cinema-menus.js';
import { queueDemoSalesHistory } from './sales-history/index.js';
import { seedRevenueGoals } from './revenue-goals.js';
import { seedWebsite } from './website.js';
import { seedSignage } from './signage.js';

export const DEMO_PASSWORD = 'demo-2026';

const staffPermissions: PermissionMap = {
  dashboard: ['view'],
  film: ['view', 'create', 'update'],
  performance: ['view', 'create', 'update', 'delete', 'export'],
  shop: ['view', 'create', 'update', 'delete', 'export'],
  couponLib: ['view'],
  operations: ['view', 'create', 'update', 'export'],
  // update: メール再送, 払戻・取消 and 領収書の再発行 on the histories (未着券記録 and レジ精算's actions are 運営's).
  reports: ['view', 'update', 'export'],
  // 特別レポート: 興行成績報告書（料金別） is each cinema's own, for its distributors.
  special: ['view', 'export'],
  screen: ['view', 'create', 'update', 'delete'],
  website: ['view', 'create', 'update', 'delete'],
  signage: ['view', 'create', 'update', 'delete'],
  // Devices, kitchen printers and the cinema's payment switches live under 設定.
  settings: ['view', 'create', 'update'],
};
const accountingPermissions: PermissionMap = {
  dashboard: ['view'],
  accounting: ['view', 'create', 'update', 'delete', 'export'],
  reports: ['view', 'export'],
  special: ['view', 'export'],
  clientManagement: ['view', 'create', 'update', 'delete', 'export'],
  // 運営: head office's accountants read レジ精算 and 日次締め, close and reopen months and days, and re-aggregate.
  operations: ['view', 'update', 'export'],
};

interface CinemaSeed {
  code: string;
  name: string;
  nameKana: string;
  prefectureCode: string;
  city: string;
  addressLine: string;
  postalCode: string;
  phone: string;
  screens: number[];
}
const brand1Cinemas: CinemaSeed[] = [
  {
    code: '0101',
    name: 'シネマライン新宿',
    nameKana: 'シネマラインシンジュク',
    prefectureCode: '13',
    city: '新宿区',
    addressLine: '新宿3-1-1',
    postalCode: '1600022',
    phone: '03-1234-5601',
    screens: [512, 302, 245, 180, 128, 96],
  },
  {
    code: '0102',
    name: 'シネマライン池袋',
    nameKana: 'シネマラインイケブクロ',
    prefectureCode: '13',
    city: '豊島区',
    addressLine: '東池袋1-2-3',
    postalCode: '1700013',
    phone: '03-1234-5602',
    screens: [420, 260, 150, 110, 98],
  },
  {
    code: '0103',
    name: 'シネマライン横浜',
    nameKana: 'シネマラインヨコハマ',
    prefectureCode: '14',
    city: '横浜市西区',
    addressLine: 'みなとみらい2-2-1',
    postalCode: '2200012',
    phone: '045-123-5603',
    screens: [380, 220, 140, 100],
  },
];
const brand2Cinemas: CinemaSeed[] = [
  {
    code: '0201',
    name: 'ミライシネマ梅田',
    nameKana: 'ミライシネマウメダ',
    prefectureCode: '27',
    city: '大阪市北区',
    addressLine: '梅田1-1-1',
    postalCode: '5300001',
    phone: '06-1234-5201',
    screens: [450, 210, 120],
  },
];

export interface DemoOptions {
  /** Past days of sales history (plus today) the job runner writes for シネマライン after the seed (DEMO_SALES_DAYS);
   * 0, the default, writes none (tests). */
  salesHistoryDays?: number;
}

/** Loads the demo data of the README into an empty database; answers false when data exists. */
// `storage` receives demo files (posters); the app must be built with the same storage to serve them.
export async function seedDemo(
  db: Db,
  storage: FileStorage = new MemoryFileStorage(),
  options: DemoOptions = {},
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(accounts);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(globalSettings)
      .values({ id: 1, specialBrandCodes: ['CL', 'KINEMA', 'SORA', 'HIKARI', 'TEST'], specialBrandCodePrefix: 'TEST-' })
      .onConflictDoNothing();

    const b1 = one(
      await tx
        .insert(brands)
        .values({
          code: 'CL',
          name: 'シネマライン',
          nameKana: 'シネマライン',
          companyName: '株式会社シネマライン',
          representative: '山田 太郎',
          postalCode: '1600022',
          prefectureCode: '13',
          address: '新宿区新宿3-1-1',
          phone: '03-1234-5600',
          email: 'info@cinemaline.example.jp',
          invoiceNumber: 'T1234567890123',
          moduleMap: allModulesOn(),
          customDomain: 'www.cinemaline.example.jp',
        })
        .returning({ id: brands.id }),
      'brand',
    );
    const mods2 = allModulesOn();
    mods2.membership = false;
    mods2.special = false;
    const b2 = one(
      await tx
        .insert(brands)
        .values({
          code: 'MIRAI',
          name: 'ミライシネマ',
          nameKana: 'ミライシネマ',
          companyName: '株式会社ミライシネマ',
          representative: '佐藤 花子',
          postalCode: '5300001',
          prefectureCode: '27',
          address: '大阪市北区梅田1-1-1',
          phone: '06-1234-5200',
          fractionRounding: 'ROUND',
          moduleMap: mods2,
        })
        .returning({ id: brands.id }),
      'brand',
    );

    const roleIds = async (brandId: number) => {
      const rows = await tx
        .insert(roles)
        .values([
          { brandId, name: '管理者', description: 'すべての権限を持つロール', isAdmin: true, permissions: {} },
          {
            brandId,
            name: '劇場スタッフ',
            description: '劇場の日々の運営',
            isAdmin: false,
            permissions: staffPermissions,
          },
          { brandId, name: '経理', description: '本部の経理担当', isAdmin: false, permissions: accountingPermissions },
        ])
        .returning({ id: roles.id, name: roles.name });
      return new Map(rows.map((r) => [r.name, r.id]));
    };
    const r1 = await roleIds(b1.id);
    const r2 = await roleIds(b2.id);

    const addCinemas = async (brandId: number, list: CinemaSeed[]) => {
      const ids: number[] = [];
      for (const [i, c] of list.entries()) {
        const { screens, ...fields } = c;
        const row = one(
          await tx
            .insert(cinemas)
            .values({
              brandId,
              ...fields,
              status: 'open',
              openingDate: '2015-04-01',
              sortOrder: i + 1,
              onlineSalesStartTime: '00:00',
              email: `${c.code}@example.jp`,
              mailSenderName: c.name,
            })
            .returning({ id: cinemas.id }),
          'cinema',
        );
        await seedHouses(tx, brandId, row.id, screens);
        ids.push(row.id);
      }
      return ids;
    };
    const c1 = await addCinemas(b1.id, brand1Cinemas);
    await addCinemas(b2.id, brand2Cinemas);
    const readNotifications = await seedDevices(tx);
    await seedRestrict(tx);
    await seedMovieTickets(tx);
    // Before the schedules: screenings name their 料金テンプレート.
    await seedPriceRules(tx);

    const acc = await tx
      .insert(accounts)
      .values([
        {
          userName: 'admin',
          displayName: 'プラットフォーム管理者',
          email: 'admin@example.jp',
          type: 'superAdmin',
          passwordHash,
        },
        {
          userName: 'hq',
          displayName: 'シネマライン本部',
          email: 'hq@cinemaline.example.jp',
          type: 'brand',
          brandId: b1.id,
          roleId: getOrFail(r1, '管理者', 'role'),
          passwordHash,
        },
        {
          userName: 'shinjuku',
          displayName: '新宿 劇場スタッフ',
          email: 'shinjuku@cinemaline.example.jp',
          type: 'cinema',
          brandId: b1.id,
          roleId: getOrFail(r1, '劇場スタッフ', 'role'),
          passwordHash,
        },
        {
          userName: 'hq2',
          displayName: 'ミライシネマ本部',
          email: 'hq@mirai.example.jp',
          type: 'brand',
          brandId: b2.id,
          roleId: getOrFail(r2, '管理者', 'role'),
          passwordHash,
        },
      ])
      .returning({ id: accounts.id, userName: accounts.userName, brandId: accounts.brandId });
    await seedNotificationReads(tx, readNotifications, acc);
    const shinjuku = acc.find((a) => a.userName === 'shinjuku') ?? fail('no shinjuku account');
    await tx.insert(accountCinemas).values({ accountId: shinjuku.id, cinemaId: one(c1, 'cinema'), brandId: b1.id });
    // After the accounts (head office approves the films) and the 取引先 (their 配給会社).
    await seedClients(tx);
    await seedFilms(tx, storage);
    // After films, screens and versions: a month of screenings per cinema; then sales stops and サイネージ (docs/signage.md).
    for (const seed of [seedSchedules, seedSalesStops, seedSignage]) await seed(tx);
    // After films: a パンフレット per film.
    await seedShopItems(tx);
    // After clients and shop items: the chart, the settings and the 販売グループ with their assignments.
    await seedAccounting(tx);
    // After the shop items: the popcorn coupon names its items.
    await seedCoupons(tx);
    await seedMembers(tx);
    // シネマライン's history (queued below) takes its own sales out of stock.
    const historyDays = options.salesHistoryDays ?? 0;
    await seedStock(tx, new Date(), { brandIds: historyDays > 0 ? [b1.id] : [], days: historyDays });
    // The history's months get targets (売上目標); tests, with no history, set their own.
    if (historyDays > 0) await seedRevenueGoals(tx, b1.id, historyDays);
    await seedCinemaMenus(tx);
    await seedWebsite(tx);
    // In the background: the server answers while the job runner writes the history day by day.
    await queueDemoSalesHistory(tx, options.salesHistoryDays ?? 0);
  });
  return true;
}
