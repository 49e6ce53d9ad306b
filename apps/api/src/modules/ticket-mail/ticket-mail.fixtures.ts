import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cinemas, films, screenings, transactionLines, transactions } from '../../db/schema/index.js';
import { newFactId } from '../../platform/fact-id.js';
import { factsChanged } from '../../platform/events.js';

// Sales facts for the ticket e-mail tests: a transaction with ticket lines on a demo screening,
// written with its outbox jobs as recordSale writes them.

export interface SaleFixture {
  cinemaCode?: string;
  channel?: 'online' | 'pos';
  status?: 'success' | 'pendingPayment' | 'refunded';
  email?: string | null;
  seats?: string[];
}

export async function insertSale(db: Db, f: SaleFixture = {}) {
  const [cinema] = await db
    .select()
    .from(cinemas)
    .where(eq(cinemas.code, f.cinemaCode ?? '0101'));
  const [screening] = await db
    .select()
    .from(screenings)
    .where(and(eq(screenings.cinemaId, cinema!.id)))
    .orderBy(asc(screenings.startAt))
    .limit(1);
  const s = screening!;
  const [film] = await db.select({ name: films.name }).from(films).where(eq(films.id, s.filmId));
  const id = newFactId();
  const seats = f.seats ?? ['D-10', 'D-11'];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(transactions)
      .values({
        id,
        brandId: cinema!.brandId,
        cinemaId: cinema!.id,
        kind: 'sale',
        channel: f.channel ?? 'online',
        status: f.status ?? 'success',
        occurredAt: new Date(),
        salesBusinessDate: s.businessDate,
        purchaserName: '山田 太郎',
        purchaserEmail: f.email === undefined ? 'taro@example.jp' : f.email,
        total: 1900 * seats.length,
        tax: 172 * seats.length,
        roundingMode: 'ROUND_DOWN',
      })
      .returning({ no: transactions.transactionNo });
    await tx.insert(transactionLines).values(
      seats.map((seatKey, i) => ({
        id: newFactId(),
        transactionId: id,
        brandId: cinema!.brandId,
        cinemaId: cinema!.id,
        lineNo: i + 1,
        lineType: 'ticket' as const,
        salesBusinessDate: s.businessDate,
        // Lines are named "作品名 券種名" (sale-lines.ts); the mail shows the 券種 alone.
        name: i === 0 ? `${film!.name} 一般` : '大学生',
        quantity: 1,
        unitPrice: 1900,
        amount: 1900,
        taxRate: 0.1,
        tax: 172,
        screeningId: s.id,
        screeningBusinessDate: s.businessDate,
        filmId: s.filmId,
        houseId: s.houseId,
        seatKey,
        persons: 1,
        ticketKind: 'general',
      })),
    );
    await factsChanged(tx, [{ transactionId: id, cinemaId: cinema!.id, salesBusinessDate: s.businessDate }]);
    return { id, transactionNo: String(row!.no), cinemaId: cinema!.id, screening: s };
  });
}

export async function emailStateOf(db: Db, id: string) {
  const [t] = await db
    .select({ emailStatus: transactions.emailStatus, emailSentCount: transactions.emailSentCount })
    .from(transactions)
    .where(eq(transactions.id, id));
  return t!;
}
