import { and, asc, eq } from 'drizzle-orm';
import { type CouponCreateBody, fail, newSerialCode, one } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import {
  brands,
  cinemas,
  clients,
  coupons,
  serialBatches,
  serialRedemptions,
  serials,
  shopItems,
} from '../db/schema/index.js';

type Seed = Partial<CouponCreateBody> &
  Pick<CouponCreateBody, 'name' | 'discountKind' | 'discountAmount' | 'expiryType' | 'channels'> & {
    /** Serials to issue, how many of them activated, how many used (of the activated first). */
    issue: number;
    /** The 取引先 (seed/clients.ts) it was sold to. */
    clientCode?: string;
    /** The brand's shop items of this category (seed/shop-items.ts) it applies to. */
    shopCategory?: string;
    activated: number;
    used: number;
    invalid?: number;
  };

const cinemaLine: Seed[] = [
  {
    name: '会員100円引きクーポン',
    description: '会員限定。一般・シニア・大学生の鑑賞料金から100円引き',
    discountKind: 'amountOff',
    discountAmount: 100,
    ticketKinds: ['general', 'senior', 'university'],
    expiryType: 'none',
    channels: ['pos', 'kiosk', 'online'],
    issue: 60,
    activated: 0,
    used: 8,
  },
  {
    name: 'ポップコーンSサイズ300円クーポン',
    description: 'ポップコーン（S）を優待価格300円で',
    discountKind: 'fixedPrice',
    discountAmount: 300,
    shopCategory: 'ポップコーン',
    expiryType: 'deadline',
    validFrom: '2026-10-01',
    validUntil: '2027-03-31',
    channels: ['pos'],
    combinable: true,
    issue: 40,
    activated: 0,
    used: 5,
    invalid: 3,
  },
  {
    name: 'お誕生日クーポン（1,000円で鑑賞）',
    description: 'お誕生月の会員様へ。有効化から30日間、一般料金が1,000円',
    discountKind: 'fixedPrice',
    discountAmount: 1000,
    ticketKinds: ['general', 'member'],
    expiryType: 'daysFromActivation',
    validDays: 30,
    channels: ['pos', 'kiosk', 'online'],
    issue: 20,
    activated: 12,
    used: 4,
  },
  {
    kind: 'viewing',
    name: '法人向け鑑賞券（みらい商事）',
    description: '株式会社みらい商事へ販売。全作品・全劇場で一般1名',
    clientCode: 'C001',
    discountKind: 'fixedPrice',
    discountAmount: 0,
    faceValue: 1500,
    bookedAmount: 1400,
    expiryType: 'deadline',
    validUntil: '2027-06-30',
    channels: ['pos', 'kiosk'],
    issue: 200,
    activated: 200,
    used: 37,
  },
  {
    kind: 'invitation',
    name: '試写会招待券（プレミア上映）',
    discountKind: 'fixedPrice',
    discountAmount: 0,
    faceValue: 0,
    bookedAmount: 0,
    expiryType: 'deadline',
    validUntil: '2027-01-31',
    channels: ['pos'],
    issue: 50,
    activated: 50,
    used: 12,
  },
];
const mirai: Seed[] = [
  {
    name: 'ミライ会員200円引き',
    discountKind: 'amountOff',
    discountAmount: 200,
    expiryType: 'none',
    channels: ['pos', 'online'],
    issue: 10,
    activated: 10,
    used: 2,
  },
];

async function seedBrand(db: Db, brandCode: string, list: Seed[]) {
  const brand = one(await db.select({ id: brands.id }).from(brands).where(eq(brands.code, brandCode)), 'brand');
  const [cinema] = await db
    .select({ id: cinemas.id })
    .from(cinemas)
    .where(eq(cinemas.brandId, brand.id))
    .orderBy(asc(cinemas.code));
  for (const { issue, activated, used, invalid = 0, clientCode, shopCategory, ...fields } of list) {
    const [client] = clientCode
      ? await db
          .select({ id: clients.id })
          .from(clients)
          .where(and(eq(clients.brandId, brand.id), eq(clients.code, clientCode)))
      : [];
    const items = shopCategory
      ? await db
          .select({ id: shopItems.id })
          .from(shopItems)
          .where(and(eq(shopItems.brandId, brand.id), eq(shopItems.category, shopCategory)))
          .orderBy(asc(shopItems.id))
      : [];
    if (shopCategory && !items.length) fail(`no shop items of ${shopCategory}: seed the shop items first`);
    const c = one(
      await db
        .insert(coupons)
        .values({
          ...fields,
          ...(shopCategory ? { shopItemIds: items.map((i) => i.id) } : {}),
          brandId: brand.id,
          clientId: client?.id ?? null,
        })
        .returning({ id: coupons.id }),
      'coupon',
    );
    const batch = one(
      await db
        .insert(serialBatches)
        .values({
          brandId: brand.id,
          couponId: c.id,
          count: issue,
          firstSeq: 1,
          lastSeq: issue,
          clientId: client?.id ?? null,
          note: 'デモ発行',
        })
        .returning({ id: serialBatches.id }),
      'serial batch',
    );
    const activatedAt = new Date(Date.now() - 3 * 86_400_000);
    const rows = await db
      .insert(serials)
      .values(
        Array.from({ length: issue }, (_, i) => {
          const isUsed = i < used;
          const isInvalid = !isUsed && i >= issue - invalid;
          const isActive = i < activated;
          return {
            brandId: brand.id,
            couponId: c.id,
            batchId: batch.id,
            seq: i + 1,
            code: newSerialCode(),
            usageLimit: 1,
            usedCount: isUsed ? 1 : 0,
            state: isUsed
              ? ('used' as const)
              : isInvalid
                ? ('invalid' as const)
                : isActive
                  ? ('activated' as const)
                  : ('issued' as const),
            activatedAt: isActive ? activatedAt : null,
            invalidatedAt: isInvalid ? activatedAt : null,
            invalidReason: isInvalid ? '印刷不良のため' : null,
            lastUsedAt: isUsed ? activatedAt : null,
          };
        }),
      )
      .returning({ id: serials.id, usedCount: serials.usedCount });
    const usedRows = rows.filter((r) => r.usedCount > 0);
    if (usedRows.length)
      await db.insert(serialRedemptions).values(
        usedRows.map((r, i) => ({
          brandId: brand.id,
          serialId: r.id,
          cinemaId: (cinema ?? fail('a demo brand has a cinema')).id,
          channel: 'pos' as const,
          reference: `DEMO-${String(i + 1).padStart(4, '0')}`,
          redeemedAt: activatedAt,
        })),
      );
  }
}

/** Coupons with serials for both demo brands: some issued, some activated, some used. */
export async function seedCoupons(db: Db) {
  await seedBrand(db, 'CL', cinemaLine);
  await seedBrand(db, 'MIRAI', mirai);
}
