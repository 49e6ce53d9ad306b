import { and, eq, sql } from 'drizzle-orm';
import type { PayableDetail, PayableList } from '@cinema/contracts';
import { clients, deposits } from '../../db/schema/index.js';
import type { TestContext } from '../../test/helper.js';
import { addFilm } from '../accumulated/accumulated.fixtures.js';
import { caller } from '../monthly-closing/monthly-closing.fixtures.js';

// 買掛・未払's test fixtures: confirmed film fees of a 配給会社 at a cinema for a month, and the calls.

export const requests = (t: TestContext) => {
  const send = caller(t);
  return {
    send,
    list: async (token: string, query: string) => {
      const res = await send(token, 'GET', `/api/accountPayable/list?${query}`);
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().data as PayableList;
    },
    detail: async (token: string, clientId: number) => {
      const res = await send(token, 'GET', `/api/accountPayable/detail/${clientId}`);
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().data as PayableDetail;
    },
  };
};

export async function clientByCode(t: TestContext, brandId: number, code: string) {
  const [c] = await t.database.db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.brandId, brandId), eq(clients.code, code)));
  return c as { id: number; name: string };
}

export async function paymentDeposit(t: TestContext, brandId: number) {
  const [d] = await t.database.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.brandId, brandId), eq(deposits.purpose, 'payment')));
  return (d as { id: number }).id;
}

/** A film of the 配給会社 at 60 % with one day's box office (税込) in the month, the month closed. */
export async function filmWithFee(
  t: TestContext,
  k: { brandId: number; cinemaId: number; month: string; distributorId: number },
  name: string,
  boxOffice: number,
) {
  const db = t.database.db;
  const film = await addFilm(
    db,
    k.brandId,
    name,
    `${k.month}-01`,
    [{ category: 'main', rate: 60, from: `${k.month}-01`, to: null }],
    k.distributorId,
  );
  await db.execute(sql`insert into rb_film_day_total (brand_id, cinema_id, screening_bd, film_id, fee_category,
      format_id, tickets, comps, refunds, paid, discount, surcharge, booked, booked_tax)
    values (${k.brandId}, ${k.cinemaId}, ${`${k.month}-05`}, ${film}, 'main', 0, 5, 0, 0, ${boxOffice}, 0, 0,
      ${boxOffice}, 0)`);
  await db.execute(sql`insert into monthly_closings (brand_id, cinema_id, month, status, closed_at)
    values (${k.brandId}, ${k.cinemaId}, ${k.month}, 'closed', now()) on conflict do nothing`);
  return film;
}
