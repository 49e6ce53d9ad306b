import { addDays } from '@cinema/contracts';
import { featureKeys } from '../../api/query.js';
import type { Period } from '../../ui/report-page/report-period.js';
import type { ReportValue } from '../../ui/report-page/report-types.js';

// What the seat reports' screens share (docs/reports.md, "seat reports"): their key root, the period they open on,
// and the 合計 of a rate, which is the rate of the sums (never the sum of the rates).

export const seatReportKeys = featureKeys('seatReports');

/** Yesterday and today in Japan (docs/reports.md, "periods"). */
export const defaultPeriod = (today: string): Period => ({ from: addDays(today, -1), to: today });

/** A ratio of two sums, null when the denominator is 0 ('-', not 0 %). */
export const ratioOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** The 合計 of a rate column: the rows' `part` summed over their `whole` summed. */
export const rateTotal =
  <T>(part: (r: T) => number, whole: (r: T) => number) =>
  (rows: T[]): ReportValue =>
    ratioOf(
      rows.reduce((a, r) => a + part(r), 0),
      rows.reduce((a, r) => a + whole(r), 0),
    );

/** The query of the chosen cinema's report: its own criteria when chosen, none when not. */
export const chosen = (v: string | undefined) => (v ? v : undefined);
export const chosenId = (v: string | undefined) => (v ? Number(v) : undefined);
