import { accountReceivableEndpoints, arMessages, lastMonthInJapan } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { agingOf, optionsOf } from './ar-aging.js';
import { invoiceDetail, listInvoices } from './ar-invoices.repository.js';
import { arBrand, clientFor, drawInvoice, reissueInvoice, voidInvoice } from './ar-invoices.service.js';
import { balanceList, ledgerOf } from './ar-ledger.js';
import { listPayments, matchPayment, registerPayment, unmatchPayment } from './ar-payments.service.js';

// 売掛 (docs/accounting.md, "売掛"): balances, ledger, aging, 請求書, 入金 and 消込; head office only.
export const accountReceivableHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(accountReceivableEndpoints, {
    options: async ({ actor }) => ok(await optionsOf(db, arBrand(actor))),
    balances: async ({ actor, query }) =>
      ok(await balanceList(db, arBrand(actor), query.month ?? lastMonthInJapan(), query)),
    ledger: async ({ actor, query }) => {
      const brandId = arBrand(actor);
      const client = await clientFor(db, brandId, query.clientId);
      return ok(await ledgerOf(db, brandId, client, query.month ?? lastMonthInJapan()));
    },
    aging: async ({ actor, query }) => ok(await agingOf(db, arBrand(actor), query)),
    invoices: async ({ actor, query }) => ok(await listInvoices(db, arBrand(actor), query)),
    invoice: async ({ actor, params }) => ok(await invoiceDetail(db, arBrand(actor), params.id)),
    draw: async ({ actor, body }) => {
      const invoice = await drawInvoice(db, actor, body);
      return ok(invoice, arMessages.drawn(invoice.number));
    },
    reissue: async ({ actor, params, body }) =>
      ok(await reissueInvoice(db, actor, params.id, body), arMessages.reissued),
    void: async ({ actor, params, body }) => ok(await voidInvoice(db, actor, params.id, body), arMessages.voided),
    payments: async ({ actor, query }) => ok(await listPayments(db, actor, query)),
    pay: async ({ actor, body }) => ok(await registerPayment(db, actor, body), arMessages.paymentSaved),
    match: async ({ actor, body }) => ok(await matchPayment(db, actor, body), arMessages.matched),
    unmatch: async ({ actor, params, body }) =>
      ok(await unmatchPayment(db, actor, params.id, body), arMessages.unmatched),
  });
