import { z } from 'zod';
import { prefectures } from './address.js';
import { queryIds } from './fields.js';
import { specialReportPeriod } from './special-reports.js';
import { periodFields } from './transaction-history.js';

// 客数・客層報告 (/CL-ikebukuro-cus-report, docs/reports.md, "特別レポート"): the site's customers in the landlord's format.
// (1) per day 売上（税抜）, 客数 (会計件数) and 入場者数; (2) 客層: 居住地, 年代 and 性別 with 件数 and 構成比 (R10); and the
// hours of the period (R6).

export const CUSTOMER_REPORT_SCREEN = '/CL-ikebukuro-cus-report';

export const customerReportQuery = z
  .object({
    cinemaIds: queryIds,
    ...periodFields,
    /** 居住地: 客層 counts only the customers of this prefecture (the day figures stay everyone's). */
    prefecture: z
      .enum(prefectures.map((p) => p.code) as [string, ...string[]], { error: '「居住地」を選択してください' })
      .optional(),
  })
  .superRefine(specialReportPeriod);
export type CustomerReportQuery = z.infer<typeof customerReportQuery>;

const yen = z.number().int();
const count = z.number().int();

/** The figures of a day, or of the period. */
export const customerReportFigures = z.object({
  /** 売上（税抜）: every line of the sales day less its tax, a refund negative on its own day (R10). */
  amount: yen,
  /** 客数: sales (会計件数) less their voids, on the sales day (R10). */
  customers: count,
  /** 入場者数: paid and complimentary persons of the day's screenings, net of refunds (R1, 上映日). */
  admissions: count,
  /** 客単価: 売上（税抜） ÷ 客数, to the yen; null without 客数. */
  perCustomer: z.number().int().nullable(),
});
export type CustomerReportFigures = z.infer<typeof customerReportFigures>;

export const customerReportDay = customerReportFigures.extend({ date: z.string() });
export type CustomerReportDay = z.infer<typeof customerReportDay>;

/** One bucket of an attribute: a prefecture, an age band or a gender; key '' is 未回答. */
export const customerReportBucket = z.object({
  key: z.string(),
  label: z.string(),
  customers: count,
  /** 構成比: 客数 ÷ the attribute's total 客数; null when that is 0. */
  ratio: z.number().nullable(),
  amount: yen,
});
export type CustomerReportBucket = z.infer<typeof customerReportBucket>;

export const customerReportHour = z.object({
  /** 0–35 on the sales day's 36-hour scale. */
  hour: z.number().int(),
  /** 会計件数 of sales holding ticket lines, and of those holding shop lines (a sale with both counts in each). */
  ticketTxns: count,
  shopTxns: count,
  /** Every line's amount, tax included, a refund at its own hour (R6). */
  amount: yen,
});
export type CustomerReportHour = z.infer<typeof customerReportHour>;

export const customerReport = z.object({
  days: z.array(customerReportDay),
  totals: customerReportFigures,
  prefectures: z.array(customerReportBucket),
  ageBands: z.array(customerReportBucket),
  genders: z.array(customerReportBucket),
  hours: z.array(customerReportHour),
});
export type CustomerReport = z.infer<typeof customerReport>;
