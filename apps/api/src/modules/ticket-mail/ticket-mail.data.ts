import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cinemas, films, houses, screenings, transactionLines, transactions } from '../../db/schema/index.js';

// What a ticket e-mail says, read in one go: the sale, its cinema, and a row per seat.

export interface TicketMailSeat {
  lineId: string;
  seatKey: string;
  filmName: string;
  houseName: string;
  startAt: Date;
  businessDate: string;
  ticketName: string;
  amount: number;
}

interface MailableRow {
  kind: string;
  channel: string;
  status: string;
  purchaserEmail: string | null;
}

/** An online sale whose payment succeeded, with an address to send to. */
export const isMailable = (t: MailableRow) =>
  t.kind === 'sale' && t.channel === 'online' && t.status === 'success' && !!t.purchaserEmail;

export interface TicketMailData {
  transactionId: string;
  /** Still an online sale that succeeded, with an address (a void or refund may have come since). */
  mailable: boolean;
  transactionNo: string;
  brandId: number;
  cinemaId: number;
  to: string | null;
  purchaserName: string | null;
  total: number;
  cinema: {
    name: string;
    phone: string | null;
    websiteUrl: string | null;
    senderName: string | null;
    senderAddress: string | null;
    replyTo: string | null;
  };
  seats: TicketMailSeat[];
}

export async function ticketMailData(db: Db, transactionId: string): Promise<TicketMailData | null> {
  const [head] = await db
    .select({ t: transactions, cinema: cinemas })
    .from(transactions)
    .innerJoin(cinemas, eq(cinemas.id, transactions.cinemaId))
    .where(eq(transactions.id, transactionId));
  if (!head) return null;
  const lines = await db
    .select({
      lineId: transactionLines.id,
      seatKey: transactionLines.seatKey,
      name: transactionLines.name,
      amount: transactionLines.amount,
      filmName: films.name,
      houseName: houses.name,
      startAt: screenings.startAt,
      businessDate: screenings.businessDate,
    })
    .from(transactionLines)
    .innerJoin(screenings, eq(screenings.id, transactionLines.screeningId))
    .innerJoin(films, eq(films.id, screenings.filmId))
    .innerJoin(houses, eq(houses.id, screenings.houseId))
    .where(and(eq(transactionLines.transactionId, transactionId), eq(transactionLines.lineType, 'ticket')))
    .orderBy(asc(screenings.startAt), asc(transactionLines.lineNo));
  const { t, cinema } = head;
  return {
    transactionId: t.id,
    mailable: isMailable(t),
    transactionNo: String(t.transactionNo),
    brandId: t.brandId,
    cinemaId: t.cinemaId,
    to: t.purchaserEmail,
    purchaserName: t.purchaserName,
    total: t.total,
    cinema: {
      name: cinema.name,
      phone: cinema.phone,
      websiteUrl: cinema.websiteUrl,
      senderName: cinema.mailSenderName,
      senderAddress: cinema.mailSenderAddress,
      replyTo: cinema.mailReplyTo,
    },
    seats: lines.map((l) => ({
      lineId: l.lineId,
      seatKey: l.seatKey ?? '',
      filmName: l.filmName,
      houseName: l.houseName,
      startAt: l.startAt,
      businessDate: l.businessDate,
      // Lines are named "作品名 券種名"; the mail lists the film once per screening.
      ticketName: l.name.startsWith(`${l.filmName} `) ? l.name.slice(l.filmName.length + 1) : l.name,
      amount: l.amount,
    })),
  };
}
