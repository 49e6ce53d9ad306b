import { and, eq } from 'drizzle-orm';
import { pdfArMessages, type ArBalanceRow, type PdfAccountsReceivableBalanceQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { clientGroups, clients } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { found } from '../../platform/errors.js';
import { brandIssuer, todayInJapan, type BrandIssuer } from '../../platform/pdf/index.js';
import { brandForWrite } from '../../platform/scope.js';
import { balanceList } from '../account-receivable/index.js';

// What a 売掛金残高一覧表 prints (docs/accounting.md, "売掛金残高一覧表"): the month's balances of the caller's brand
// (売掛's balanceList, the ledgers' closings), filtered by 取引先グループ, 取引先 and 残高0を除く; the issuer (the brand).

export interface ArBalanceDocData {
  month: string;
  issuedOn: string;
  issuer: BrandIssuer;
  /** The criteria as printed: the group's and the client's names when named. */
  groupName: string | null;
  clientName: string | null;
  nonZero: boolean;
  rows: ArBalanceRow[];
}

/** The brand the AR documents are for: head office's own, or the brand superAdmin acts as. */
export const arDocBrand = (actor: Actor) => brandForWrite(actor.scope, null);

/** A client of the brand named in a query; another brand's answers 404. */
export async function arDocClient(db: Db, brandId: number, clientId: number) {
  const [c] = await db
    .select({ id: clients.id, code: clients.code, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.brandId, brandId)));
  return found(c, pdfArMessages.clientNotFound);
}

/** A 取引先グループ of the brand named in a query; another brand's answers 404. */
export async function arDocGroup(db: Db, brandId: number, groupId: number) {
  const [g] = await db
    .select({ id: clientGroups.id, name: clientGroups.name })
    .from(clientGroups)
    .where(and(eq(clientGroups.id, groupId), eq(clientGroups.brandId, brandId)));
  return found(g, pdfArMessages.groupNotFound);
}

export async function arBalanceDocData(
  db: Db,
  actor: Actor,
  q: PdfAccountsReceivableBalanceQuery,
): Promise<ArBalanceDocData> {
  const brandId = arDocBrand(actor);
  const client = q.clientId ? await arDocClient(db, brandId, q.clientId) : null;
  const group = q.clientGroupId ? await arDocGroup(db, brandId, q.clientGroupId) : null;
  const list = await balanceList(db, brandId, q.month, {
    page: 0,
    pageSize: 9999,
    clientId: q.clientId,
    clientGroupId: q.clientGroupId,
    nonZero: q.nonZero,
  });
  return {
    month: q.month,
    issuedOn: todayInJapan(),
    issuer: await brandIssuer(db, brandId),
    groupName: group?.name ?? null,
    clientName: client ? `${client.code} ${client.name}` : null,
    nonZero: q.nonZero ?? false,
    rows: list.list,
  };
}
