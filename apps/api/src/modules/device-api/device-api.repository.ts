import { and, asc, eq } from 'drizzle-orm';
import type { PaymentChannel } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, paymentMethodCinemas, paymentMethods } from '../../db/schema/index.js';

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
