import { and, asc, eq } from 'drizzle-orm';
import { blankVouchers, type AccountingSettingBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accountingSettings, clients, paymentMethods } from '../../db/schema/index.js';

/** The brand's settings row, or the defaults (version 0) when it has never saved one. */
export async function readSettings(db: Db, brandId: number, { lock = false } = {}) {
  const q = db.select().from(accountingSettings).where(eq(accountingSettings.brandId, brandId));
  const [row] = lock ? await q.for('update') : await q;
  return row
    ? { ...row, updatedAt: row.updatedAt.toISOString() }
    : {
        id: null,
        fiscalYearStartMonth: 4,
        settlements: [],
        vouchers: blankVouchers(),
        version: 0,
        updatedAt: null,
      };
}

/** Insert at version 0, else update at the version read: no row means someone saved first. */
export async function writeSettings(db: Db, brandId: number, body: AccountingSettingBody) {
  const { version, ...values } = body;
  const rows =
    version === 0
      ? await db
          .insert(accountingSettings)
          .values({ brandId, ...values })
          .onConflictDoNothing()
          .returning({ id: accountingSettings.id })
      : await db
          .update(accountingSettings)
          .set({ ...values, version: version + 1, updatedAt: new Date() })
          .where(and(eq(accountingSettings.brandId, brandId), eq(accountingSettings.version, version)))
          .returning({ id: accountingSettings.id });
  return rows[0]?.id ?? null;
}

export async function paymentMethodOptions(db: Db, brandId: number) {
  return db
    .select({ id: paymentMethods.id, name: paymentMethods.name })
    .from(paymentMethods)
    .where(eq(paymentMethods.brandId, brandId))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.code));
}

export async function clientOptions(db: Db, brandId: number) {
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.brandId, brandId))
    .orderBy(asc(clients.code));
}
