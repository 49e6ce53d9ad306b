import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  addDays,
  addMonths,
  arInvoiceNumber,
  arMessages,
  arRateTotals,
  closingDateOf,
  dueDateOf,
  isBankHoliday,
  type ArDrawBody,
  type ArReissueBody,
  type ArVoidBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  accountReceivableCounters as counters,
  accountReceivableInvoiceLines as lines,
  accountReceivableInvoices as invoices,
  accountReceivableMatches as matches,
  brands,
  clients,
} from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, invalidField, staleVersion } from '../../platform/errors.js';
import { holidayName } from '../../platform/holidays.js';
import { notOurs } from '../../platform/references.js';
import { brandForWrite } from '../../platform/scope.js';
import { invoiceDetail, invoiceOf, invoiceRow } from './ar-invoices.repository.js';
import { receivableItems } from './ar-receivables.js';

// 請求書 (docs/accounting.md, "売掛"): drawn per 取引先 and closing period from its open receivables, numbered per brand
// and year without gaps in the same transaction, with its lines and per-rate totals stored (one rounding per rate);
// 再発行 keeps the number; 取消 frees the receivables. Every write is audited.

export const arBrand = (actor: Actor) => brandForWrite(actor.scope, null);
const isHoliday = (d: string) => holidayName(d) !== null;
export const todayInJapan = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

export type ClientTerms = Pick<
  typeof clients.$inferSelect,
  'id' | 'code' | 'name' | 'closingDay' | 'paymentMonth' | 'paymentDay' | 'holidayRule'
>;

/** The closing period of month 'YYYY-MM' under the client's 締日, and the day money is due for it. */
export function periodOf(month: string, terms: ClientTerms) {
  const to = closingDateOf(month, terms);
  const from = addDays(closingDateOf(addMonths(month, -1), terms), 1);
  return { from, to, due: dueDateOf(month, terms, (d) => isBankHoliday(d, isHoliday)) };
}

/** The brand's client named in a body (locked when asked); another brand's is a 400 on the field. */
export async function clientFor(db: Db, brandId: number, clientId: number, lock = false) {
  const q = db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.brandId, brandId)));
  const [c] = lock ? await q.for('update') : await q;
  if (!c) throw invalidField('clientId', notOurs('取引先'));
  return c;
}

async function nextNumber(tx: Db, brandId: number, year: number) {
  const [row] = await tx
    .insert(counters)
    .values({ brandId, year, last: 1 })
    .onConflictDoUpdate({ target: [counters.brandId, counters.year], set: { last: sql`${counters.last} + 1` } })
    .returning({ last: counters.last });
  return arInvoiceNumber(year, found(row).last);
}

export async function drawInvoice(db: Db, actor: Actor, body: ArDrawBody) {
  const brandId = arBrand(actor);
  const id = await db.transaction(async (tx) => {
    // The client's row is the queue: two draws for one client cannot take the same receivables.
    const client = await clientFor(tx, brandId, body.clientId, true);
    const period = periodOf(body.month, client);
    const items = await receivableItems(tx, brandId, {
      clientIds: [client.id],
      from: period.from,
      to: period.to,
      openOnly: true,
    });
    if (!items.length) throw conflict(arMessages.nothingOpen);
    const [brand] = await tx.select().from(brands).where(eq(brands.id, brandId));
    const b = found(brand);
    const issueDate = body.issueDate ?? todayInJapan();
    const number = await nextNumber(tx, brandId, Number(issueDate.slice(0, 4)));
    const rateTotals = arRateTotals(items, b.fractionRounding);
    const [inv] = await tx
      .insert(invoices)
      .values({
        brandId,
        clientId: client.id,
        number,
        month: body.month,
        periodFrom: period.from,
        periodTo: period.to,
        issueDate,
        dueDate: period.due,
        issuerName: b.name,
        issuerInvoiceNumber: b.invoiceNumber,
        issuerPostalCode: b.postalCode,
        issuerAddress: b.address,
        clientName: client.name,
        clientCode: client.code,
        total: rateTotals.reduce((s, r) => s + r.taxable, 0),
        tax: rateTotals.reduce((s, r) => s + r.tax, 0),
        rateTotals,
        createdByName: actor.account.userName,
      })
      .returning({ id: invoices.id });
    const invoiceId = found(inv).id;
    await tx.insert(lines).values(
      items.map((i) => ({
        invoiceId,
        brandId,
        kind: i.kind,
        date: i.date,
        cinemaId: i.cinemaId,
        transactionId: i.transactionId,
        transactionNo: i.transactionNo,
        paymentMethodId: i.paymentMethodId,
        description: i.description,
        taxRate: i.taxRate,
        amount: i.amount,
      })),
    );
    await audit(tx, actor, {
      action: 'create',
      entity: 'accountReceivableInvoice',
      entityId: invoiceId,
      brandId,
      cinemaId: null,
      summary: `請求書 ${number}（${client.name}、${period.from}〜${period.to}、${items.length}件）`,
      detail: { rateTotals },
    });
    return invoiceId;
  });
  return invoiceDetail(db, brandId, id);
}

export async function reissueInvoice(db: Db, actor: Actor, id: number, body: ArReissueBody) {
  const brandId = arBrand(actor);
  return db.transaction(async (tx) => {
    const row = await invoiceRow(tx, brandId, id, true);
    if (row.version !== body.version) throw staleVersion();
    if (row.status === 'void') throw conflict(arMessages.alreadyVoid);
    const [saved] = await tx
      .update(invoices)
      .set({
        reissueCount: row.reissueCount + 1,
        reissuedAt: new Date(),
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, id))
      .returning();
    await audit(tx, actor, {
      action: 'reissue',
      entity: 'accountReceivableInvoice',
      entityId: id,
      brandId,
      cinemaId: null,
      summary: `請求書 ${row.number} を再発行（${row.reissueCount + 1}回目）`,
    });
    return invoiceOf(tx, found(saved));
  });
}

export async function voidInvoice(db: Db, actor: Actor, id: number, body: ArVoidBody) {
  const brandId = arBrand(actor);
  return db.transaction(async (tx) => {
    const row = await invoiceRow(tx, brandId, id, true);
    if (row.version !== body.version) throw staleVersion();
    if (row.status === 'void') throw conflict(arMessages.alreadyVoid);
    const [m] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.invoiceId, id), isNull(matches.undoneAt)))
      .limit(1);
    if (m) throw conflict(arMessages.voidMatched);
    await tx.update(lines).set({ live: false }).where(eq(lines.invoiceId, id));
    const [saved] = await tx
      .update(invoices)
      .set({
        status: 'void',
        voidReason: body.reason,
        voidedAt: new Date(),
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, id))
      .returning();
    await audit(tx, actor, {
      action: 'void',
      entity: 'accountReceivableInvoice',
      entityId: id,
      brandId,
      cinemaId: null,
      summary: `請求書 ${row.number} を取消（${body.reason}）`,
    });
    return invoiceOf(tx, found(saved));
  });
}
