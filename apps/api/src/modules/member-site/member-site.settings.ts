import { and, asc, eq } from 'drizzle-orm';
import {
  memberSiteDefaults,
  memberSiteLabels as L,
  memberSiteMessages,
  type ImageRef,
  type MemberSiteSetting,
  type MemberSiteSettingBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, memberSiteSettings, memberSystems } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { lastSavedOf } from '../../platform/crud.repository.js';
import { found, invalidField, staleVersion } from '../../platform/errors.js';
import { notOurs } from '../../platform/references.js';
import { brandForWrite } from '../../platform/scope.js';
import { resolveImageRefs } from '../files/index.js';

// 会員サイト設定 (docs/membership.md, "会員サイト"): one row per brand, saved whole at the version the form read (0:
// never saved), audited. The 会員制度 must be the brand's own; the card image one of the brand's uploads.

type Settings = Omit<MemberSiteSettingBody, 'version' | 'cardImage'> & {
  cardImage: ImageRef | null;
  id: number | null;
  version: number;
  updatedAt: string | null;
};

/** The brand's settings, or the defaults (version 0) when it has never saved them. */
export async function readMemberSiteSettings(db: Db, brandId: number, { lock = false } = {}): Promise<Settings> {
  const q = db.select().from(memberSiteSettings).where(eq(memberSiteSettings.brandId, brandId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row)
    return {
      ...memberSiteDefaults,
      signupFields: { ...memberSiteDefaults.signupFields },
      id: null,
      version: 0,
      updatedAt: null,
    };
  const { brandId: _b, createdAt: _c, updatedAt, ...rest } = row;
  return {
    ...rest,
    signupFields: { ...memberSiteDefaults.signupFields, ...row.signupFields },
    updatedAt: updatedAt.toISOString(),
  };
}

export const brandSystems = (db: Db, brandId: number) =>
  db
    .select({ id: memberSystems.id, name: memberSystems.name })
    .from(memberSystems)
    .where(eq(memberSystems.brandId, brandId))
    .orderBy(asc(memberSystems.code));

/** The 会員制度 a web sign-up joins: the one chosen, else the brand's only one; null when there is none to use. */
export function signupSystemOf(settings: Pick<Settings, 'signupSystemId'>, systems: { id: number }[]): number | null {
  if (settings.signupSystemId !== null)
    return systems.some((s) => s.id === settings.signupSystemId) ? settings.signupSystemId : null;
  const [only] = systems;
  return only && systems.length === 1 ? only.id : null;
}

async function settingOf(db: Db, brandId: number): Promise<MemberSiteSetting> {
  const { id: _id, ...s } = await readMemberSiteSettings(db, brandId);
  const [brand] = await db.select({ code: brands.code }).from(brands).where(eq(brands.id, brandId));
  return { ...s, systems: await brandSystems(db, brandId), brandCode: found(brand).code };
}

export const memberSiteSettingOf = (db: Db, actor: Actor) => settingOf(db, brandForWrite(actor.scope, null));

async function checked(db: Db, brandId: number, body: MemberSiteSettingBody) {
  const systems = await brandSystems(db, brandId);
  if (body.signupSystemId !== null && !systems.some((s) => s.id === body.signupSystemId))
    throw invalidField('signupSystemId', notOurs(L.signupSystemId));
  if (body.signupEnabled && signupSystemOf(body, systems) === null)
    throw invalidField(
      'signupSystemId',
      systems.length ? memberSiteMessages.systemRequired : memberSiteMessages.noSystem,
    );
  if (!body.cardImage) return body;
  const { images } = await resolveImageRefs(db, brandId, [{ field: 'cardImage', ref: body.cardImage }], 'refuse');
  return { ...body, cardImage: images[0] ?? null };
}

export async function saveMemberSiteSetting(db: Db, actor: Actor, body: MemberSiteSettingBody) {
  const brandId = brandForWrite(actor.scope, null);
  await db.transaction(async (tx) => {
    const current = await readMemberSiteSettings(tx, brandId, { lock: true });
    if (current.version !== body.version)
      throw staleVersion(current.id ? await lastSavedOf(tx, memberSiteSettings, 'memberSite', current.id) : undefined);
    const { version, ...values } = await checked(tx, brandId, body);
    const rows =
      version === 0
        ? await tx
            .insert(memberSiteSettings)
            .values({ brandId, ...values })
            .onConflictDoNothing()
            .returning({ id: memberSiteSettings.id })
        : await tx
            .update(memberSiteSettings)
            .set({ ...values, version: version + 1, updatedAt: new Date() })
            .where(and(eq(memberSiteSettings.brandId, brandId), eq(memberSiteSettings.version, version)))
            .returning({ id: memberSiteSettings.id });
    const id = rows[0]?.id;
    if (id === undefined) throw staleVersion();
    await audit(tx, actor, {
      action: version === 0 ? 'create' : 'update',
      entity: 'memberSite',
      entityId: id,
      brandId,
      cinemaId: null,
      summary: `入会受付: ${values.signupEnabled ? 'する' : 'しない'}`,
    });
  });
  return settingOf(db, brandId);
}

/** Each system's ranks (the member pages' card.css colours every rank). */
export const brandSystemRanks = (db: Db, brandId: number) =>
  db
    .select({ id: memberSystems.id, ranks: memberSystems.ranks })
    .from(memberSystems)
    .where(eq(memberSystems.brandId, brandId));
