import { and, eq } from 'drizzle-orm';
import {
  ja,
  transactionHistoryClEndpoints,
  transactionHistoryEndpoints,
  transactionHistoryOptionEndpoints,
  transactionHistoryOtherEndpoints,
  transactionHistoryStandEndpoints,
  transactionLogEndpoints,
  transactionActionEndpoints,
  transactionActionMessages,
  onlineBookingEndpoints,
  receiptReissueEndpoints,
  receiptReissueMessages,
  type HistoryType,
} from '@cinema/contracts';
import { transactions } from '../../db/schema/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handle, handleAll, type Registration } from '../../platform/endpoints.js';
import { found, notFound } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { tenantWhere } from '../../platform/scope.js';
import { recordClSale } from './cl-sale.service.js';
import { findDetail } from './history-detail.js';
import { historyOptionsFor } from './history-options.js';
import { listClHistory, listHistory } from './history.repository.js';
import { listLog } from './log.repository.js';
import { listOnlineBookings } from './online-booking.repository.js';
import { payoutOptionsFor, refundFromConsole, voidFromConsole } from './reversal-actions.service.js';
import { reissueReceipt } from './receipt-reissue.service.js';

// 取引履歴 (チケット・売店・その他売上) and 販売ログ of the chosen cinema; 取引先取引履歴（掛売） of the brand.
export const transactionHistoryHandlers = ({ db }: ModuleOptions): Registration[] => {
  const history = (type: HistoryType, endpoints: typeof transactionHistoryEndpoints) =>
    handleAll(endpoints, {
      list: async ({ actor, query }) =>
        ok(await listHistory(db, await cinemaFor(db, actor, query.cinemaId), type, query)),
      detail: async ({ actor, params }) => {
        const cinema = await cinemaFor(db, actor);
        const where = and(
          eq(transactions.id, params.id),
          eq(transactions.brandId, cinema.brandId),
          eq(transactions.cinemaId, cinema.id),
        );
        return ok(found(await findDetail(db, where)));
      },
    });
  const log = (type: HistoryType) =>
    handle(transactionLogEndpoints[type], async ({ actor, query }) =>
      ok(await listLog(db, await cinemaFor(db, actor, query.cinemaId), type, query)),
    );
  return [
    ...history('ticket', transactionHistoryEndpoints),
    ...history('shop', transactionHistoryStandEndpoints),
    ...history('other', transactionHistoryOtherEndpoints),
    log('ticket'),
    log('shop'),
    log('other'),
    ...handleAll(transactionHistoryClEndpoints, {
      list: async ({ actor, query }) => ok(await listClHistory(db, actor.scope, query)),
      detail: async ({ actor, params }) => {
        const where = and(
          eq(transactions.id, params.id),
          tenantWhere(actor.scope, { brandId: transactions.brandId, cinemaId: transactions.cinemaId }),
        );
        const detail = found(await findDetail(db, where));
        if (detail.clientName == null) throw notFound();
        return ok(detail);
      },
      create: async ({ actor, body }) => ok(await recordClSale(db, actor, body), ja.created),
    }),
    ...handleAll(transactionHistoryOptionEndpoints, {
      options: async ({ actor, query }) => ok(await historyOptionsFor(db, actor, query.cinemaId)),
    }),
    ...handleAll(transactionActionEndpoints, {
      payoutOptions: async ({ actor, query }) => ok(await payoutOptionsFor(db, actor, query.id)),
      refund: async ({ actor, body }) =>
        ok(await refundFromConsole(db, actor, body), transactionActionMessages.refunded),
      void: async ({ actor, body }) => ok(await voidFromConsole(db, actor, body), transactionActionMessages.voided),
    }),
    ...handleAll(receiptReissueEndpoints, {
      reissue: async ({ actor, params, body }) =>
        ok(await reissueReceipt(db, actor, params.id, body), receiptReissueMessages.reissued),
    }),
    ...handleAll(onlineBookingEndpoints, {
      list: async ({ actor, query }) =>
        ok(await listOnlineBookings(db, await cinemaFor(db, actor, query.cinemaId), query)),
    }),
  ];
};
