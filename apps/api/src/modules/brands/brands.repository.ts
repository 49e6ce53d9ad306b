import { and, asc, eq, sql } from 'drizzle-orm';
import type { Brand, BrandCreateBody, BrandListQuery, BrandUpdateBody, ImageRef } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import type { Scope } from '../../platform/scope.js';
import { signedStamp } from '../files/index.js';
import { one } from '@cinema/contracts';

type Row = typeof brands.$inferSelect;

// Qualified by hand: inside a correlated subquery drizzle would render the outer column unqualified.
const cinemaCount = sql<number>`(select count(*)::int from cinemas c where c.brand_id = "brands"."id")`;
const accountCount = sql<number>`(select count(*)::int from accounts a where a.brand_id = "brands"."id")`;
// Active head-office accounts with an admin role: who 代理ログイン acts as (principal.brandHeadOffice).
const adminCount = sql<number>`(select count(*)::int from accounts a join roles r on r.id = a.role_id
  where a.brand_id = "brands"."id" and a.type = 'brand' and a.active and r.is_admin)`;

// A brand's images are always uploaded files (the save refuses links).
const uploaded = (ref: ImageRef | null) => (ref?.fileId != null ? { fileId: ref.fileId, url: ref.url } : null);

const toBrand = (r: Row & { cinemaCount: number; accountCount: number; adminCount: number }): Brand => ({
  id: r.id,
  code: r.code,
  name: r.name,
  nameKana: r.nameKana,
  companyName: r.companyName,
  representative: r.representative,
  postalCode: r.postalCode,
  prefectureCode: r.prefectureCode,
  address: r.address,
  phone: r.phone,
  email: r.email,
  invoiceNumber: r.invoiceNumber,
  fractionRounding: r.fractionRounding,
  taxHandling: r.taxHandling,
  receivableCycle: r.receivableCycle,
  receivableHolidayShift: r.receivableHolidayShift,
  weekStartDay: r.weekStartDay,
  logoImage: uploaded(r.logoImage),
  // Private: only a short-lived signed URL, and only in answers the brand's users may read.
  stampImage: signedStamp(uploaded(r.stampImage)),
  moduleMap: r.moduleMap,
  customDomain: r.customDomain,
  active: r.active,
  cinemaCount: r.cinemaCount,
  accountCount: r.accountCount,
  adminCount: r.adminCount,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

// The brand is the tenant itself: a brand-scoped caller sees its own row only.
const brandScope = (scope: Scope) => (scope.kind === 'all' ? undefined : eq(brands.id, scope.brandId));

export async function listBrands(db: Db, scope: Scope, q: BrandListQuery) {
  const where = and(
    brandScope(scope),
    keywordWhere(q.keyword, [brands.name, brands.code, brands.companyName, brands.nameKana]),
    q.active ? eq(brands.active, q.active === 'true') : undefined,
  );
  const rows = await db
    .select({ ...selectAll, cinemaCount, accountCount, adminCount, total: totalCount })
    .from(brands)
    .where(where)
    .orderBy(...orderBy(q, { code: brands.code, name: brands.name, createdAt: brands.createdAt }, [asc(brands.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toBrand, () => countWhere(db, brands, where));
}

const selectAll = {
  id: brands.id,
  code: brands.code,
  name: brands.name,
  nameKana: brands.nameKana,
  companyName: brands.companyName,
  representative: brands.representative,
  postalCode: brands.postalCode,
  prefectureCode: brands.prefectureCode,
  address: brands.address,
  phone: brands.phone,
  email: brands.email,
  invoiceNumber: brands.invoiceNumber,
  fractionRounding: brands.fractionRounding,
  taxHandling: brands.taxHandling,
  receivableCycle: brands.receivableCycle,
  receivableHolidayShift: brands.receivableHolidayShift,
  weekStartDay: brands.weekStartDay,
  logoImage: brands.logoImage,
  stampImage: brands.stampImage,
  moduleMap: brands.moduleMap,
  customDomain: brands.customDomain,
  active: brands.active,
  version: brands.version,
  createdAt: brands.createdAt,
  updatedAt: brands.updatedAt,
};

export async function findBrand(db: Db, scope: Scope, id: number): Promise<Brand | null> {
  const [row] = await db
    .select({ ...selectAll, cinemaCount, accountCount, adminCount })
    .from(brands)
    .where(and(eq(brands.id, id), brandScope(scope)));
  return row ? toBrand(row) : null;
}

export async function insertBrand(db: Db, body: Omit<BrandCreateBody, 'admin'>) {
  const row = one(await db.insert(brands).values(body).returning({ id: brands.id }), 'brand');
  return row.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateBrand(db: Db, body: Omit<BrandUpdateBody, 'id' | 'version'>, id: number, version: number) {
  const rows = await db
    .update(brands)
    .set({ ...body, version: version + 1, updatedAt: new Date() })
    .where(and(eq(brands.id, id), eq(brands.version, version)))
    .returning({ id: brands.id });
  return rows.length > 0;
}

export async function updateBrandDomain(db: Db, id: number, version: number, customDomain: string | null) {
  const rows = await db
    .update(brands)
    .set({ customDomain, version: version + 1, updatedAt: new Date() })
    .where(and(eq(brands.id, id), eq(brands.version, version)))
    .returning({ id: brands.id });
  return rows.length > 0;
}

export const brandOptions = (db: Db, scope: Scope) =>
  db
    .select({ id: brands.id, name: brands.name, code: brands.code })
    .from(brands)
    .where(brandScope(scope))
    .orderBy(asc(brands.id));
