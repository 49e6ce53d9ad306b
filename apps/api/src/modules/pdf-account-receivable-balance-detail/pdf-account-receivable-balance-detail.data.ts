import type { ArLedger, PdfAccountReceivableBalanceDetailQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { brandIssuer, todayInJapan, type BrandIssuer } from '../../platform/pdf/index.js';
import { balanceList, ledgersOf } from '../account-receivable/index.js';
import { arDocBrand, arDocClient } from '../pdf-accounts-receivable-balance/index.js';

// What a 売掛金残高明細表（得意先元帳） prints (docs/accounting.md, "売掛金残高明細表"): 売掛's ledger (ledgerOf) of one
// client of the caller's brand, or of every client with activity in the month (a 前月繰越, an entry or a balance, as
// 売掛一覧 lists them), in code order; the issuer (the brand).

export interface ArDetailDocData {
  month: string;
  issuedOn: string;
  issuer: BrandIssuer;
  /** The one client named, else null (every client with activity). */
  clientName: string | null;
  ledgers: ArLedger[];
}

export async function arDetailDocData(
  db: Db,
  actor: Actor,
  q: PdfAccountReceivableBalanceDetailQuery,
): Promise<ArDetailDocData> {
  const brandId = arDocBrand(actor);
  const one = q.clientId ? await arDocClient(db, brandId, q.clientId) : null;
  const clients = one
    ? [one]
    : (await balanceList(db, brandId, q.month, { page: 0, pageSize: 9999 })).list
        .filter((r) => r.opening || r.sales || r.payments || r.offsets || r.closing)
        .map((r) => ({ id: r.clientId, code: r.clientCode, name: r.clientName }));
  const ledgers = await ledgersOf(db, brandId, clients, q.month);
  return {
    month: q.month,
    issuedOn: todayInJapan(),
    issuer: await brandIssuer(db, brandId),
    clientName: one ? `${one.code} ${one.name}` : null,
    ledgers,
  };
}
