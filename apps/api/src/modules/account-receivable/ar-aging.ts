import { and, asc, eq, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { ArAgingList, ArAgingQuery, ArAgingRow, ArOptions } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  accountReceivableInvoices as invoices,
  accountReceivableMatches as matches,
  accountReceivablePayments as payments,
  clientGroups,
  clients,
  deposits,
} from '../../db/schema/index.js';
import { listAnswer } from '../../platform/list.js';
import { todayInJapan } from './ar-invoices.service.js';
import { receivableItems } from './ar-receivables.js';

// 年齢表 (docs/accounting.md, "売掛"): per 取引先 what is still owed at 基準日: receivables on no invoice (未請求), and each
// invoice issued by then less the 消込 of payments received by then, by days past its 回収予定日 (期日内, 30日以内超過,
// 30日超, 60日超, 90日超); 未消込入金 (前受) apart, and subtracted in 未入金合計.

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

export async function agingOf(db: Db, brandId: number, q: ArAgingQuery): Promise<ArAgingList> {
  const asOf = q.asOf ?? todayInJapan();
  const clientRows = await db
    .select({ id: clients.id, code: clients.code, name: clients.name })
    .from(clients)
    .where(
      and(
        eq(clients.brandId, brandId),
        q.clientId ? eq(clients.id, q.clientId) : undefined,
        q.clientGroupId ? eq(clients.clientGroupId, q.clientGroupId) : undefined,
      ),
    )
    .orderBy(asc(clients.code));
  const ids = clientRows.map((c) => c.id);
  if (!ids.length) return { ...listAnswer([], 0, q), asOf };
  const items = await receivableItems(db, brandId, { clientIds: ids, to: asOf });
  const invs = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.brandId, brandId),
        inArray(invoices.clientId, ids),
        ne(invoices.status, 'void'),
        lte(invoices.issueDate, asOf),
      ),
    );
  const m = await db
    .select({ invoiceId: matches.invoiceId, paymentId: matches.paymentId, amount: matches.amount })
    .from(matches)
    .innerJoin(payments, eq(payments.id, matches.paymentId))
    .where(and(eq(matches.brandId, brandId), isNull(matches.undoneAt), lte(payments.paidOn, asOf)));
  const pays = await db
    .select()
    .from(payments)
    .where(and(eq(payments.brandId, brandId), inArray(payments.clientId, ids), lte(payments.paidOn, asOf)));
  const invoiced = new Set(invs.map((i) => i.id));
  const rows: ArAgingRow[] = [];
  for (const c of clientRows) {
    const row: ArAgingRow = {
      clientId: c.id,
      clientCode: c.code,
      clientName: c.name,
      unbilled: 0,
      current: 0,
      d30: 0,
      d31: 0,
      d61: 0,
      d91: 0,
      credit: 0,
      total: 0,
    };
    for (const i of items)
      if (i.clientId === c.id && (i.invoiceId === null || !invoiced.has(i.invoiceId))) row.unbilled += i.amount;
    for (const inv of invs) {
      if (inv.clientId !== c.id) continue;
      const open = inv.total - m.filter((x) => x.invoiceId === inv.id).reduce((s, x) => s + x.amount, 0);
      const late = daysBetween(inv.dueDate, asOf);
      const bucket = late <= 0 ? 'current' : late <= 30 ? 'd30' : late <= 60 ? 'd31' : late <= 90 ? 'd61' : 'd91';
      row[bucket] += open;
    }
    for (const p of pays) {
      if (p.clientId !== c.id) continue;
      row.credit += p.amount + p.fee - m.filter((x) => x.paymentId === p.id).reduce((s, x) => s + x.amount, 0);
    }
    row.total = row.unbilled + row.current + row.d30 + row.d31 + row.d61 + row.d91 - row.credit;
    if (row.total !== 0 || row.credit !== 0 || row.unbilled !== 0) rows.push(row);
  }
  return { ...listAnswer(rows.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize), rows.length, q), asOf };
}

export async function optionsOf(db: Db, brandId: number): Promise<ArOptions> {
  const c = await db
    .select({ id: clients.id, name: clients.name, code: clients.code })
    .from(clients)
    .where(eq(clients.brandId, brandId))
    .orderBy(asc(clients.code));
  const g = await db
    .select({ id: clientGroups.id, name: clientGroups.name })
    .from(clientGroups)
    .where(eq(clientGroups.brandId, brandId))
    .orderBy(asc(clientGroups.sortOrder), asc(clientGroups.code));
  const d = await db
    .select({ id: deposits.id, name: deposits.name })
    .from(deposits)
    .where(eq(deposits.brandId, brandId))
    .orderBy(asc(deposits.id));
  return { clients: c, clientGroups: g, deposits: d };
}
