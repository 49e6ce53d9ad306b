import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Ctx, Extra } from './audit-extras.js';

// The audit-coverage suite's extras (audit-extras.ts) for the 運営 screens: 日次締め, 月次締め and レジ精算's console
// actions, each on a day, month or shift in the state its write needs.

/**
 * A register shift of 新宿 on an open 営業日 with no float and nothing sold (理論現金在高 0, so an empty count has no
 * 過不足): working for レジ精算's 精算, closed by its device for 再精算 and 承認.
 */
async function shiftOf({ t, brandId, cinemaId }: Ctx, status: 'working' | 'closed') {
  const id = randomUUID();
  const closed = status === 'closed';
  await t.database.db.execute(sql`insert into cashier_shifts (id, brand_id, cinema_id, kind, device_client_id,
      sales_business_date, status, opened_at, opening_float, closed_at, closed_from, counted_cash, counted_total,
      expected_cash, over_short)
    values (${id}, ${brandId}, ${cinemaId}, 'drawer', ${id}, '2025-02-10', ${status}, now(), 0,
      ${closed ? sql`now()` : null}, ${closed ? 'device' : null}, ${closed ? sql`'{}'::jsonb` : null},
      ${closed ? 0 : null}, ${closed ? 0 : null}, ${closed ? 0 : null})`);
  return { id };
}

/** A past 営業日 of 新宿 with nothing sold, its 天候 and 銀行預入 entered: ready to be closed. */
const closingDay = '2025-01-15';

/** Every 営業日 of the month closed (日次締め) at 新宿, so 月次締め may close it. */
async function closedMonth({ t, brandId, cinemaId }: Ctx, month: string) {
  await t.database.db.execute(sql`insert into daily_closings (brand_id, cinema_id, business_date, status)
    select ${brandId}, ${cinemaId}, d::date, 'closed'
    from generate_series(${month + '-01'}::date, (${month + '-01'}::date + interval '1 month' - interval '1 day'), '1 day') d
    on conflict (cinema_id, business_date) do update set status = 'closed'`);
  return month;
}

export const operationsExtras: Record<string, Extra> = {
  // 日次締め: the day made ready first (a close refused while red audits nothing), then reopened by head office.
  '/api/dailyClosing/close': {
    body: async ({ t, brandId, cinemaId }) => {
      const db = t.database.db;
      await db.execute(sql`insert into business_day_notes (brand_id, cinema_id, business_date, weather)
        values (${brandId}, ${cinemaId}, ${closingDay}, 'sunny') on conflict do nothing`);
      await db.execute(sql`insert into daily_closings (brand_id, cinema_id, business_date, deposit_amount,
          deposit_bag_no, depositor_name)
        values (${brandId}, ${cinemaId}, ${closingDay}, 0, 'B-1', '監査') on conflict do nothing`);
      return { businessDate: closingDay };
    },
  },
  '/api/dailyClosing/deposit': {
    body: () => ({ businessDate: '2025-01-14', depositAmount: 1000, depositBagNo: 'B-2', depositorName: '監査' }),
  },
  '/api/dailyClosing/reopen': {
    body: ({ cinemaId }) => ({ cinemaId, businessDate: closingDay, reason: '監査のため' }),
  },
  // 月次締め: every day of a past month of 新宿 closed first (a close refused audits nothing); 全劇場を締める another
  // month, since the other cinemas are not ready; then the first month reopened.
  '/api/monthlyClosing/close': {
    as: 'hq',
    body: async (ctx) => ({ cinemaId: ctx.cinemaId, month: await closedMonth(ctx, '2024-11') }),
  },
  '/api/monthlyClosing/closeAll': { as: 'hq', body: async (ctx) => ({ month: await closedMonth(ctx, '2024-10') }) },
  '/api/monthlyClosing/reopen': {
    as: 'hq',
    body: ({ cinemaId }) => ({ cinemaId, month: '2024-11', reason: '監査のため' }),
  },
  // レジ精算's console actions, each on a shift in the state it needs.
  '/api/cashierReport/settle/:id': { params: (ctx) => shiftOf(ctx, 'working') },
  '/api/cashierReport/resettle/:id': { params: (ctx) => shiftOf(ctx, 'closed') },
  '/api/cashierReport/approve/:id': { params: (ctx) => shiftOf(ctx, 'closed') },
};
