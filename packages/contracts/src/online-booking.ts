import { z } from 'zod';
import { listOf, sortedList } from './common.js';
import { dateField } from './dates.js';
import { endpoint, onScreen } from './endpoint.js';
import { labelled, transactionStatus } from './enums.js';
import { id } from './fields.js';
import { checkPeriod, historyRow, historySortFields, searchText } from './transaction-history.js';

// オンライン予約一覧 (docs/reports.md, "the report screens"): the chosen cinema's web/app bookings for enquiries and 未発券,
// by 上映日 or 予約日 over at most 31 days; メール再送 and 払戻 in the drawer. A 予約番号 is looked up whatever
// the period (docs/reports.md, "periods").

export const bookingBasis = labelled(['screening', 'booking'], { screening: '上映日', booking: '予約日' });
export const issueState = labelled(['unissued', 'issued'], { unissued: '未発券', issued: '発券済' });

export const onlineBookingLabels = {
  transactionNo: '予約番号',
  contact: '電話番号・メール・氏名',
  /** Under the 予約番号 box: the period does not narrow a number. */
  transactionNoHint: '予約番号で検索するときは期間を問いません',
};
const L = onlineBookingLabels;

export const onlineBookingListQuery = sortedList(historySortFields)
  .extend({
    cinemaId: id.optional(),
    basis: bookingBasis.schema.default('screening'),
    from: dateField('期間（開始）'),
    to: dateField('期間（終了）'),
    /** One booking whatever the period; typed in full width too. */
    transactionNo: searchText(L.transactionNo, 20),
    /** The purchaser's name, kana, phone or e-mail in the period, or a booking number whatever the period. */
    contact: searchText(L.contact, 100),
    status: transactionStatus.schema.optional(),
    issue: issueState.schema.optional(),
  })
  .superRefine((v, ctx) => checkPeriod(v, ctx, '期間'));
export type OnlineBookingListQuery = z.infer<typeof onlineBookingListQuery>;

export const onlineBookingRow = historyRow.extend({
  purchaserPhone: z.string().nullable(),
  purchaserEmail: z.string().nullable(),
  /** 作品・上映 of the booking's first screening. */
  screeningStart: z.string().nullable(),
  filmName: z.string().nullable(),
  houseName: z.string().nullable(),
  seats: z.string(),
  /** Seats sold and not refunded that have not been printed. */
  unissued: z.number().int(),
});
export type OnlineBookingRow = z.infer<typeof onlineBookingRow>;

export const onlineBookingEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/onlineBooking/list',
    summary:
      'オンライン予約一覧: 上映日または予約日で31日以内、電話番号・メール・氏名・未発券で検索（予約番号は期間を問わず）',
    access: onScreen('/online-booking'),
    query: onlineBookingListQuery,
    answer: listOf(onlineBookingRow),
  }),
};
