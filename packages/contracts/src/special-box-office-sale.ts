import { z } from 'zod';
import { pickId, queryIds } from './fields.js';
import { specialReportPeriod } from './special-reports.js';
import { periodFields } from './transaction-history.js';

// 興行成績報告書（料金別） (/box-office-sale-report, docs/reports.md, "特別レポート"): the distributor's 料金別人員 layout of
// one film: a row per 料金区分 (券種 × 単価; ムビチケ and 前売券 at the 計上額 they booked, 招待 at 0), each day's 人員, 計人員,
// 単価 and 金額, on the screening's business day.

export const boxOfficeSaleQuery = z
  .object({
    cinemaIds: queryIds,
    ...periodFields,
    filmId: pickId('作品'),
  })
  .superRefine(specialReportPeriod);
export type BoxOfficeSaleQuery = z.infer<typeof boxOfficeSaleQuery>;

/** ticket: a 券種 sold; advance: a paper 前売券・鑑賞券; movieTicket: a ムビチケ; invitation: 招待 (0 yen). */
export const fareClassKind = z.enum(['ticket', 'advance', 'movieTicket', 'invitation']);
export type FareClassKind = z.infer<typeof fareClassKind>;

export const boxOfficeSaleRow = z.object({
  key: z.string(),
  kind: fareClassKind,
  /** 料金区分: the 券種's name, the paper ticket's name, ムビチケ（一般）, 招待. */
  label: z.string(),
  /** 単価: the 計上額 of one person. */
  unitPrice: z.number().int(),
  /** 人員 of each day of `days`, net of refunds. */
  persons: z.array(z.number().int()),
  totalPersons: z.number().int(),
  /** 金額: Σ 計上額 (単価 × 人員, to the yen). */
  amount: z.number().int(),
});
export type BoxOfficeSaleRow = z.infer<typeof boxOfficeSaleRow>;

export const boxOfficeSale = z.object({
  film: z.object({
    id: z.number().int(),
    name: z.string(),
    distributorName: z.string().nullable(),
    releaseDate: z.string().nullable(),
  }),
  /** The period's business days, the columns of `persons`. */
  days: z.array(z.string()),
  rows: z.array(boxOfficeSaleRow),
  totals: z.object({ persons: z.array(z.number().int()), totalPersons: z.number().int(), amount: z.number().int() }),
  /** 興収税込 (= Σ 金額), its 消費税 by 割戻し of the total in the brand's rounding, and 興収税抜. */
  gross: z.number().int(),
  tax: z.number().int(),
  net: z.number().int(),
  /** 回数: the film's published screenings of the period, and of each day of `days`. */
  screenings: z.number().int(),
  screeningsPerDay: z.array(z.number().int()),
});
export type BoxOfficeSale = z.infer<typeof boxOfficeSale>;
