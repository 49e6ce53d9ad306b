import { and, asc, eq, lte } from 'drizzle-orm';
import {
  addDays,
  addMonths,
  type ArBalanceList,
  type ArBalanceQuery,
  type ArBalanceRow,
  type ArLedger,
  type ArLedgerEntry,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accountReceivablePayments as payments, clientGroups, clients } from '../../db/schema/index.js';
import { listAnswer } from '../../platform/list.js';
import { periodOf } from './ar-invoices.service.js';
import { receivableItems, type ArItem } from './ar-receivables.js';

// 得意先元帳 and 売掛金残高一覧 (docs/accounting.md, "売掛"): the service functions the PDFs build on.
// balance = Σ receivables (売上) − Σ 入金 − Σ 振込手数料 (相殺), whether invoiced or matched or not; 前受 (a payment
// above what is owed) makes it negative. The balance list is the ledgers' closings, computed by the same function.

type PaymentRow = typeof payments.$inferSelect;
const monthBounds = (month: string) => ({ start: `${month}-01`, end: addDays(`${addMonths(month, 1)}-01`, -1) });

const kindOrder = { sale: 0, payment: 1, offset: 2 } as const;

/** One client's ledger for the month from its receivables and payments up to the month's end. */
export function ledgerFrom(month: string, items: ArItem[], pays: PaymentRow[]) {
  const { start } = monthBounds(month);
  let opening = 0;
  const entries: Omit<ArLedgerEntry, 'balance'>[] = [];
  // 掛売 rates of one document make one entry; a settlement is one cinema-day of one method.
  const byDoc = new Map<string, Omit<ArLedgerEntry, 'balance'>>();
  for (const i of items) {
    if (i.date < start) {
      opening += i.amount;
      continue;
    }
    const key = i.transactionId ?? `${i.cinemaId}-${i.date}-${i.paymentMethodId ?? ''}`;
    const e = byDoc.get(key);
    if (e) e.sales += i.amount;
    else {
      const doc = i.transactionNo !== null ? String(i.transactionNo) : '';
      const entry = {
        date: i.date,
        kind: 'sale' as const,
        documentNo: i.invoiceNumber ?? doc,
        description: i.kind === 'sale' ? i.description.replace(/（[^）]*）$/, '') : i.description,
        sales: i.amount,
        received: 0,
      };
      byDoc.set(key, entry);
      entries.push(entry);
    }
  }
  for (const p of pays) {
    if (p.paidOn < start) {
      opening -= p.amount + p.fee;
      continue;
    }
    const no = `入金${p.id}`;
    entries.push({
      date: p.paidOn,
      kind: 'payment',
      documentNo: no,
      description: p.memo ?? '入金',
      sales: 0,
      received: p.amount,
    });
    if (p.fee)
      entries.push({
        date: p.paidOn,
        kind: 'offset',
        documentNo: no,
        description: '振込手数料',
        sales: 0,
        received: p.fee,
      });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date) || kindOrder[a.kind] - kindOrder[b.kind]);
  let balance = opening;
  const withBalance = entries.map((e) => {
    balance += e.sales - e.received;
    return { ...e, balance };
  });
  const sum = (k: ArLedgerEntry['kind'], f: 'sales' | 'received') =>
    entries.filter((e) => e.kind === k).reduce((s, e) => s + e[f], 0);
  return {
    opening,
    entries: withBalance,
    sales: sum('sale', 'sales'),
    payments: sum('payment', 'received'),
    offsets: sum('offset', 'received'),
    closing: balance,
  };
}

async function paymentsUpTo(db: Db, brandId: number, end: string, clientId?: number) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.brandId, brandId),
        lte(payments.paidOn, end),
        clientId ? eq(payments.clientId, clientId) : undefined,
      ),
    )
    .orderBy(asc(payments.paidOn), asc(payments.id));
}

function byClient<T extends { clientId: number }>(rows: T[]) {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(r.clientId, [...(map.get(r.clientId) ?? []), r]);
  return map;
}

/**
 * 得意先元帳 of some clients for a month: 前月繰越, dated 売上/入金/相殺 with the running balance, 月計. One read of the
 * receivables and one of the payments for all of them, however many (a brand's thousand 取引先 in one PDF).
 */
export async function ledgersOf(
  db: Db,
  brandId: number,
  chosen: { id: number; code: string; name: string }[],
  month: string,
): Promise<ArLedger[]> {
  if (!chosen.length) return [];
  const { end } = monthBounds(month);
  const items = byClient(await receivableItems(db, brandId, { clientIds: chosen.map((c) => c.id), to: end }));
  const pays = byClient(await paymentsUpTo(db, brandId, end, chosen.length === 1 ? chosen[0]?.id : undefined));
  return chosen.map((c) => ({
    clientId: c.id,
    clientCode: c.code,
    clientName: c.name,
    month,
    ...ledgerFrom(month, items.get(c.id) ?? [], pays.get(c.id) ?? []),
  }));
}

/** 得意先元帳 of one client for a month. */
export async function ledgerOf(
  db: Db,
  brandId: number,
  client: { id: number; code: string; name: string },
  month: string,
): Promise<ArLedger> {
  const [ledger] = await ledgersOf(db, brandId, [client], month);
  if (!ledger) throw new Error('ledgersOf answers one ledger per client');
  return ledger;
}

/** 売掛金残高一覧 for a month: every client of the brand with a receivable or a payment up to the month's end. */
export async function balanceList(db: Db, brandId: number, month: string, q: ArBalanceQuery): Promise<ArBalanceList> {
  const { end } = monthBounds(month);
  const clientRows = await db
    .select({ client: clients, groupName: clientGroups.name })
    .from(clients)
    .leftJoin(clientGroups, eq(clientGroups.id, clients.clientGroupId))
    .where(
      and(
        eq(clients.brandId, brandId),
        q.clientId ? eq(clients.id, q.clientId) : undefined,
        q.clientGroupId ? eq(clients.clientGroupId, q.clientGroupId) : undefined,
      ),
    )
    .orderBy(asc(clients.code));
  const ids = clientRows.map((r) => r.client.id);
  const items = byClient(ids.length ? await receivableItems(db, brandId, { clientIds: ids, to: end }) : []);
  const pays = byClient(await paymentsUpTo(db, brandId, end, q.clientId));
  const rows: ArBalanceRow[] = [];
  for (const { client, groupName } of clientRows) {
    const mine = items.get(client.id) ?? [];
    const paid = pays.get(client.id) ?? [];
    if (!mine.length && !paid.length) continue;
    const l = ledgerFrom(month, mine, paid);
    if (q.nonZero && l.closing === 0) continue;
    rows.push({
      clientId: client.id,
      clientCode: client.code,
      clientName: client.name,
      clientGroupName: groupName,
      opening: l.opening,
      sales: l.sales,
      payments: l.payments,
      offsets: l.offsets,
      closing: l.closing,
      dueDate: periodOf(month, client).due,
    });
  }
  const word = q.keyword?.toLowerCase();
  const kept = word ? rows.filter((r) => `${r.clientCode} ${r.clientName}`.toLowerCase().includes(word)) : rows;
  return { ...listAnswer(kept.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize), kept.length, q), month };
}
