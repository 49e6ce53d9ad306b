import { eq } from 'drizzle-orm';
import type { GlobalSettings, GlobalSettingsUpdateBody } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { globalSettings } from '../db/schema/index.js';
import { staleVersion } from './errors.js';

type Row = typeof globalSettings.$inferSelect;
const toContract = (r: Row): GlobalSettings => ({
  passwordExpiryDays: r.passwordExpiryDays,
  sessionTtlHours: r.sessionTtlHours,
  loginMaxFailures: r.loginMaxFailures,
  loginLockMinutes: r.loginLockMinutes,
  roundingMode: r.roundingMode,
  specialBrandCodes: r.specialBrandCodes,
  specialBrandCodePrefix: r.specialBrandCodePrefix,
  mailRetryIntervalMinutes: r.mailRetryIntervalMinutes,
  mailRetryCount: r.mailRetryCount,
  mailBatchSize: r.mailBatchSize,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});

/** The single settings row, created with defaults the first time it is read. */
export async function loadSettings(db: Db): Promise<GlobalSettings> {
  const [row] = await db.select().from(globalSettings).where(eq(globalSettings.id, 1));
  if (row) return toContract(row);
  const [created] = await db.insert(globalSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ? toContract(created) : loadSettings(db);
}

export async function updateSettings(db: Db, body: GlobalSettingsUpdateBody): Promise<GlobalSettings> {
  await loadSettings(db);
  const { version, ...fields } = body;
  const [row] = await db
    .update(globalSettings)
    .set({
      ...fields,
      specialBrandCodes: [...new Set(fields.specialBrandCodes)],
      version: version + 1,
      updatedAt: new Date(),
    })
    .where(eqVersion(version))
    .returning();
  if (!row) throw staleVersion();
  return toContract(row);
}

const eqVersion = (version: number) => eq(globalSettings.version, version);
