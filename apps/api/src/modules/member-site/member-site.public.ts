import { eq } from 'drizzle-orm';
import type { ModuleMap } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands } from '../../db/schema/index.js';
import { brandSystems, readMemberSiteSettings, signupSystemOf } from './member-site.settings.js';

// What the cinema website needs to know of a brand's member site (docs/membership.md, "会員サイト"): nothing when the
// brand's 会員 module is off (the member pages are then 404); else its settings and the 会員制度 sign-ups join
// (null: sign-up is closed, members who have a login still log in).

const moduleOn = (moduleMap: ModuleMap | null) => Boolean(moduleMap?.membership);

export async function memberSiteFor(db: Db, brandId: number) {
  const [brand] = await db.select({ moduleMap: brands.moduleMap }).from(brands).where(eq(brands.id, brandId));
  if (!brand || !moduleOn(brand.moduleMap)) return null;
  const settings = await readMemberSiteSettings(db, brandId);
  const systemId = settings.signupEnabled ? signupSystemOf(settings, await brandSystems(db, brandId)) : null;
  return { settings, systemId };
}
export type MemberSiteConfig = NonNullable<Awaited<ReturnType<typeof memberSiteFor>>>;
