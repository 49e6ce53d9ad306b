import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  addMonths,
  arMessages,
  type ArMatchBody,
  type ArPayment,
  type ArPaymentBody,
  type ArPaymentListQuery,
  type ArUnmatchBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  accountReceivableInvoices as invoices,
  accountReceivableMatches as matches,
  accountReceivablePayments as payments,
  clients,
  deposits,
} from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, invalidField, staleVersion } from '../../platform/errors.js';
import { listAnswer } from '../../platform/list.js';
import { notOurs, requireOwned } from '../../platform/references.js';
import { paidOf } from './ar-invoices.repository.js';
import { arBrand, clientFor } from './ar-invoices.service.js';

// 入金 and 消込 (docs/accounting.md, "売掛"): a payment is applied to invoices in the order named, each taking what it
// still owes; amount + 振込手数料 is what settles (the fee is the client's deduction, booked as 支払手数料), and what is
// left stays 未消込 (前受) on the client until matched. A 消込 is undone with a reason, never deleted. Audited.

type PaymentRow = typeof payments.$inferSelect;

async function paymentsOf(db: Db, rows: PaymentRow[]): Promise<ArPayment[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const m = await db
    .select({
      id: matches.id,
      paymentId: matches.paymentId,
      invoiceId: matches.invoiceId,
      number: invoices.number,
      amount: matches.amount,
    })
    .from(matches)
    .innerJoin(invoices, eq(invoices.id, matches.invoiceId))
    .where(and(inArray(matches.paymentId, ids), isNull(matches.undoneAt)))
    .orderBy(asc(matches.id));
  const names = await db
    .select({ id: clients.id, code: clients.code, name: clients.name })
    .from(clients)
    .where(inArray(clients.id, [...new Set(rows.map((r) => r.clientId))]));
  const accounts = await db
    .select({ id: deposits.id, name: deposits.name })
    .from(deposits)
    .where(inArray(deposits.id, [...new Set(rows.map((r) => r.depositId))]));
  return rows.map((r) => {
    const mine = m.filter((x) => x.paymentId === r.id).map(({ paymentId: _, ...x }) => x);
    const matched = mine.reduce((s, x) => s + x.amount, 0);
    const c = names.find((n) => n.id === r.clientId);
    return {
      id: r.id,
      clientId: r.clientId,
      clientCode: c?.code ?? '',
      clientName: c?.name ?? '',
      paidOn: r.paidOn,
      amount: r.amount,
      fee: r.fee,
      depositId: r.depositId,
      depositName: accounts.find((a) => a.id === r.depositId)?.name ?? '',
      memo: r.memo,
      matched,
      unmatched: r.amount + r.fee - matched,
      matches: mine,
      version: r.version,
    };
  });
}

export async function listPayments(db: Db, actor: Actor, q: ArPaymentListQuery) {
  const brandId = arBrand(actor);
  const where: (SQL | undefined)[] = [
    eq(payments.brandId, brandId),
    q.clientId ? eq(payments.clientId, q.clientId) : undefined,
  ];
  const rows = await db
    .select()
    .from(payments)
    .where(and(...where))
    .orderBy(desc(payments.paidOn), desc(payments.id));
  const inMonth = q.month
    ? rows.filter((r) => r.paidOn >= `${q.month}-01` && r.paidOn < `${addMonths(q.month ?? '', 1)}-01`)
    : rows;
  const all = await paymentsOf(db, inMonth);
  return listAnswer(all.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize), all.length, q);
}

async function paymentRow(db: Db, brandId: number, id: number, lock = false) {
  const q = db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.brandId, brandId)));
  const [row] = lock ? await q.for('update') : await q;
  return found(row, '入金が見つかりません');
}

/** Applies what is left of the payment to the invoices in order; answers what was applied. */
async function apply(tx: Db, brandId: number, payment: PaymentRow, invoiceIds: number[], already: number) {
  let left = payment.amount + payment.fee - already;
  const applied: string[] = [];
  for (const invoiceId of invoiceIds) {
    if (left <= 0) break;
    const [inv] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.brandId, brandId)))
      .for('update');
    if (!inv || inv.status === 'void') throw invalidField('invoiceIds', notOurs('消込する請求書'));
    if (inv.clientId !== payment.clientId) throw invalidField('invoiceIds', arMessages.otherClient);
    const open = inv.total - ((await paidOf(tx, [inv.id])).get(inv.id) ?? 0);
    if (open <= 0) throw conflict(arMessages.invoicePaid(inv.number), 'invoiceIds');
    const amount = Math.min(open, left);
    await tx.insert(matches).values({ brandId, paymentId: payment.id, invoiceId: inv.id, amount });
    applied.push(`${inv.number} ${amount.toLocaleString('ja-JP')}円`);
    left -= amount;
  }
  return applied;
}

export async function registerPayment(db: Db, actor: Actor, body: ArPaymentBody) {
  const brandId = arBrand(actor);
  const id = await db.transaction(async (tx) => {
    const client = await clientFor(tx, brandId, body.clientId, true);
    await requireOwned(tx, brandId, [
      { field: 'depositId', label: '入金口座', table: deposits, ids: [body.depositId] },
    ]);
    const [row] = await tx
      .insert(payments)
      .values({
        brandId,
        clientId: client.id,
        paidOn: body.paidOn,
        amount: body.amount,
        fee: body.fee,
        depositId: body.depositId,
        memo: body.memo,
        createdByName: actor.account.userName,
      })
      .returning();
    const payment = found(row);
    const applied = await apply(tx, brandId, payment, body.invoiceIds, 0);
    await audit(tx, actor, {
      action: 'create',
      entity: 'accountReceivablePayment',
      entityId: payment.id,
      brandId,
      cinemaId: null,
      summary: `入金 ${client.name} ${body.paidOn} ${body.amount.toLocaleString('ja-JP')}円（手数料${body.fee}円）${applied.length ? `、消込 ${applied.join('、')}` : ''}`,
    });
    return payment.id;
  });
  return found((await paymentsOf(db, [await paymentRow(db, brandId, id)]))[0]);
}

export async function matchPayment(db: Db, actor: Actor, body: ArMatchBody) {
  const brandId = arBrand(actor);
  await db.transaction(async (tx) => {
    const payment = await paymentRow(tx, brandId, body.paymentId, true);
    if (payment.version !== body.version) throw staleVersion();
    const [before] = await paymentsOf(tx, [payment]);
    if (!before || before.unmatched <= 0) throw conflict(arMessages.noCredit);
    const applied = await apply(tx, brandId, payment, body.invoiceIds, before.matched);
    await tx
      .update(payments)
      .set({ version: payment.version + 1, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    await audit(tx, actor, {
      action: 'update',
      entity: 'accountReceivablePayment',
      entityId: payment.id,
      brandId,
      cinemaId: null,
      summary: `消込 ${applied.join('、')}`,
    });
  });
  return found((await paymentsOf(db, [await paymentRow(db, brandId, body.paymentId)]))[0]);
}

export async function unmatchPayment(db: Db, actor: Actor, matchId: number, body: ArUnmatchBody) {
  const brandId = arBrand(actor);
  const paymentId = await db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(matches)
      .where(and(eq(matches.id, matchId), eq(matches.brandId, brandId)));
    const match = found(m, '消込が見つかりません');
    const payment = await paymentRow(tx, brandId, match.paymentId, true);
    if (payment.version !== body.version) throw staleVersion();
    if (match.undoneAt) throw conflict(arMessages.matchDone);
    await tx.update(matches).set({ undoneAt: new Date(), undoReason: body.reason }).where(eq(matches.id, matchId));
    await tx
      .update(payments)
      .set({ version: payment.version + 1, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    await audit(tx, actor, {
      action: 'void',
      entity: 'accountReceivablePayment',
      entityId: payment.id,
      brandId,
      cinemaId: null,
      summary: `消込を取消（${match.amount.toLocaleString('ja-JP')}円、${body.reason}）`,
    });
    return payment.id;
  });
  return found((await paymentsOf(db, [await paymentRow(db, brandId, paymentId)]))[0]);
}
