import { eq, inArray } from 'drizzle-orm';
import { addDays, tokyoDateOf, tokyoMidnight, type SalesStopEvent } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { accounts, cinemas, salesStops } from '../db/schema/index.js';

const HOUR = 3_600_000;

/**
 * A little history on /setting-onlinesale: a platform maintenance and a 新宿 system fault, both
 * over. Nothing running or scheduled, so a demo database kept for weeks never stops its own sales.
 */
export async function seedSalesStops(db: Db, now = new Date()) {
  const people = await db
    .select({ id: accounts.id, userName: accounts.userName, displayName: accounts.displayName })
    .from(accounts)
    .where(inArray(accounts.userName, ['admin', 'shinjuku']));
  const [shinjuku] = await db
    .select({ id: cinemas.id, brandId: cinemas.brandId })
    .from(cinemas)
    .where(eq(cinemas.code, '0101'));
  const admin = people.find((p) => p.userName === 'admin');
  const staff = people.find((p) => p.userName === 'shinjuku');
  if (!admin || !staff || !shinjuku) return;

  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const created = (at: Date, by: string): SalesStopEvent => ({
    at: at.toISOString(),
    action: 'created',
    by,
    actingAs: null,
    changes: [],
  });
  // The messages say when: the maintenance ran 0:00–2:00 nine nights ago, the fault was fixed within the hour.
  const maintenanceStart = new Date(tokyoMidnight(addDays(tokyoDateOf(now), -9)));
  const maintenanceEnd = new Date(maintenanceStart.getTime() + 2 * HOUR);
  const faultStart = ago(24 * 3 + 5);
  const faultEnd = ago(24 * 3 + 4);
  await db.insert(salesStops).values([
    {
      scope: 'platform',
      startsAt: maintenanceStart,
      endsAt: maintenanceEnd,
      message:
        'システムメンテナンスのため、0:00〜2:00はオンラインでのチケット販売を停止しています。2:00頃に再開予定です。',
      createdById: admin.id,
      createdByName: admin.displayName,
      history: [created(ago(24 * 12), admin.displayName)],
    },
    {
      scope: 'cinema',
      brandId: shinjuku.brandId,
      cinemaId: shinjuku.id,
      startsAt: faultStart,
      endsAt: faultEnd,
      message:
        '劇場システムの障害のため、オンライン販売を一時停止しています。復旧まで1時間ほどかかる見込みです。劇場窓口では通常どおり販売しております。',
      createdById: staff.id,
      createdByName: staff.displayName,
      history: [
        created(faultStart, staff.displayName),
        {
          at: faultEnd.toISOString(),
          action: 'ended',
          by: staff.displayName,
          actingAs: null,
          changes: [{ field: 'endsAt', from: null, to: faultEnd.toISOString() }],
        },
      ],
    },
  ]);
}
