import { and, asc, eq, inArray, isNull, lte, ne } from 'drizzle-orm';
import { lastDayOfMonth, type ArBalanceRow, type PdfAccountsReceivableVerifyQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  accountReceivableInvoices as invoices,
  accountReceivableMatches as matches,
  accountReceivablePayments as payments,
} from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { brandIssuer, todayInJapan, type BrandIssuer } from '../../platform/pdf/index.js';
import { balanceList } from '../account-receivable/index.js';
import { arDocBrand, arDocClient } from '../pdf-accounts-receivable-balance/index.js';

// What the 売掛金残高確認書 print (docs/accounting.md, "売掛金残高確認書"): at 基準日 (the month's end), each client of
// the caller's brand whose balance (売掛一覧's 当月末残高) is at least the threshold — or the one client named — with
// its invoices issued by 基準日 that were still open then (total less the 消込 of payments received by then, as
// 年齢表 counts them); the issuer (the brand) and its 社印.

export interface ArVerifyInvoice {
  number: string;
  issueDate: string;
  dueDate: string;
  total: number;
  open: number;
}

export interface ArVerifyDocData {
  month: string;
  asOf: string;
  issuedOn: string;
  minBalance: number;
  issuer: BrandIssuer;
  clients: (ArBalanceRow & { invoices: ArVerifyInvoice[] })[];
}

async function openInvoices(db: Db, brandId: number, clientIds: number[], asOf: string) {
  if (!clientIds.length) return [];
  const invs = await db
    .select({
      id: invoices.id,
      clientId: invoices.clientId,
      number: invoices.number,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      total: invoices.total,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.brandId, brandId),
        inArray(invoices.clientId, clientIds),
        ne(invoices.status, 'void'),
        lte(invoices.issueDate, asOf),
      ),
    )
    .orderBy(asc(invoices.issueDate), asc(invoices.number));
  const ids = invs.map((i) => i.id);
  const matched = ids.length
    ? await db
        .select({ invoiceId: matches.invoiceId, amount: matches.amount })
        .from(matches)
        .innerJoin(payments, eq(payments.id, matches.paymentId))
        .where(and(inArray(matches.invoiceId, ids), isNull(matches.undoneAt), lte(payments.paidOn, asOf)))
    : [];
  return invs
    .map(({ id, ...i }) => ({
      ...i,
      open: i.total - matched.filter((m) => m.invoiceId === id).reduce((s, m) => s + m.amount, 0),
    }))
    .filter((i) => i.open !== 0);
}

export async function arVerifyDocData(
  db: Db,
  actor: Actor,
  q: PdfAccountsReceivableVerifyQuery,
): Promise<ArVerifyDocData> {
  const brandId = arDocBrand(actor);
  if (q.clientId) await arDocClient(db, brandId, q.clientId);
  const asOf = lastDayOfMonth(q.month);
  const minBalance = q.minBalance ?? 1;
  const list = await balanceList(db, brandId, q.month, { page: 0, pageSize: 9999, clientId: q.clientId });
  const rows = q.clientId ? list.list : list.list.filter((r) => r.closing >= minBalance);
  const open = await openInvoices(
    db,
    brandId,
    rows.map((r) => r.clientId),
    asOf,
  );
  return {
    month: q.month,
    asOf,
    issuedOn: todayInJapan(),
    minBalance,
    issuer: await brandIssuer(db, brandId),
    clients: rows.map((r) => ({ ...r, invoices: open.filter((i) => i.clientId === r.clientId) })),
  };
}
