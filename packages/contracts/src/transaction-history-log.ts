import { z } from 'zod';
import { sortedList } from './common.js';
import { labelled, transactionStatus } from './enums.js';
import { id } from './fields.js';
import { checkPeriod, historyLabels as L, periodFields, searchText, shownFields } from './transaction-history.js';

// 販売ログ: one row per line event.
export const logEvent = labelled(['sale', 'void', 'refund', 'issue', 'admit'], {
  sale: '販売',
  void: '取消',
  refund: '払戻',
  issue: '発券',
  admit: '着券',
});
export type LogEvent = (typeof logEvent.values)[number];

export const logSortFields = ['at'] as const;
// The log's form searches by 取引番号 and 座席, not by a keyword.
export const logListQuery = sortedList(logSortFields)
  .omit({ keyword: true })
  .extend({
    cinemaId: id.optional(),
    ...periodFields,
    event: logEvent.schema.optional(),
    ...shownFields,
    transactionNo: searchText(L.transactionNo, 20),
    deviceId: id.optional(),
    filmId: id.optional(),
    screeningId: id.optional(),
    seatKey: searchText(L.seatKey, 20),
    shopItemId: id.optional(),
  })
  .superRefine((v, ctx) => checkPeriod(v, ctx, L.period));
export type LogListQuery = z.infer<typeof logListQuery>;

export const logRow = z.object({
  id: z.string(),
  at: z.string(),
  businessDate: z.string(),
  event: logEvent.schema,
  /** The document's status; a void's or refund's is the status of the sale it reverses. */
  status: transactionStatus.schema,
  /** The sale's money was taken: a `cancel` without it is a released hold (statusWord). */
  paid: z.boolean(),
  transactionId: z.string(),
  transactionNo: z.string(),
  deviceName: z.string().nullable(),
  staffName: z.string().nullable(),
  name: z.string(),
  screeningBusinessDate: z.string().nullable(),
  screeningStart: z.string().nullable(),
  houseName: z.string().nullable(),
  filmName: z.string().nullable(),
  seatKey: z.string().nullable(),
  itemCode: z.string().nullable(),
  options: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  discount: z.number().int(),
  surcharge: z.number().int(),
  amount: z.number().int(),
  boxOfficeAmount: z.number().int().nullable(),
  taxRate: z.number(),
  eatIn: z.boolean().nullable(),
});
export type LogRow = z.infer<typeof logRow>;
