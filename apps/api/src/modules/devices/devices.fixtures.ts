import { eq } from 'drizzle-orm';
import { devices } from '../../db/schema/index.js';
import type { TestContext } from '../../test/helper.js';

// Test data for the devices API: a valid body, and what the database keeps of a device's secret.

export const newDevice = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `テスト端末${code}`,
  type: 'pos',
  status: 'active',
  ...extra,
});

export const storedHashOf = async (t: TestContext, id: number) =>
  (await t.database.db.select({ h: devices.secretHash }).from(devices).where(eq(devices.id, id)))[0]!.h;
