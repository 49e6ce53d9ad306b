import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { PaymentChannel } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, houses, paymentMethodCinemas, paymentMethods, screenings } from '../../db/schema/index.js';

export async function deviceCinema(db: Db, cinemaId: number) {
  const [row] = await db
    .select({ id: cinemas.id, name: cinemas.name, businessDayCutoffHour: cinemas.businessDayCutoffHour })
    .from(cinemas)
    .where(eq(cinemas.id, cinemaId));
  return row ?? null;
}

/** The brand's active methods the cinema accepts on a channel, in the brand's display order. */
export function channelPaymentMethods(db: Db, cinemaId: number, channel: PaymentChannel) {
  return db
    .select({
      id: paymentMethods.id,
      code: paymentMethods.code,
      name: paymentMethods.name,
      kind: paymentMethods.kind,
      givesChange: paymentMethods.givesChange,
    })
    .from(paymentMethodCinemas)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodCinemas.paymentMethodId))
    .where(
      and(
        eq(paymentMethodCinemas.cinemaId, cinemaId),
        eq(paymentMethodCinemas.channel, channel),
        eq(paymentMethods.active, true),
      ),
    )
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
}

/** A published screening of the cinema with its screen's seat plan, or null. */
export async function sellableScreeningPlan(db: Db, cinemaId: number, screeningId: number) {
  const [row] = await db
    .select({ id: screenings.id, seatPlan: houses.seatPlan })
    .from(screenings)
    .innerJoin(houses, eq(houses.id, screenings.houseId))
    .where(
      and(
        eq(screenings.id, screeningId),
        eq(screenings.cinemaId, cinemaId),
        isNotNull(screenings.publishedAt),
        ne(screenings.status, 'cancelled'),
      ),
    );
  return row ?? null;
}
