import { z } from 'zod';
import { dateField } from './dates.js';
import { refId } from './fields.js';

// The invariant checks (docs/sales.md, "invariants") run on demand (superAdmin) over the rollups (docs/reports.md, "rollups").

export const invariantCheck = {
  linesPayments: '明細合計＝支払合計',
  taxes: '明細の税額合計＝取引の税額合計',
  totals: '取引合計＝明細合計',
  rollup: '集計＝取引明細の集計',
  lag: '取引がすべて集計済み',
} as const;
export type InvariantCheck = keyof typeof invariantCheck;

export const salesInvariantRunBody = z
  .object({
    cinemaId: refId('劇場').optional(),
    from: dateField('開始日').optional(),
    to: dateField('終了日').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['from'],
    message: '「開始日」は「終了日」以前の日付を指定してください',
  });
export type SalesInvariantRunBody = z.infer<typeof salesInvariantRunBody>;

export const salesInvariantFailure = z.object({
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  businessDate: z.string(),
  /** linesPayments, taxes, totals, lag, or rollup:<table>. */
  check: z.string(),
  message: z.string(),
});
export type SalesInvariantFailure = z.infer<typeof salesInvariantFailure>;

export const salesInvariantResult = z.object({
  checkedAt: z.string(),
  failures: z.array(salesInvariantFailure),
});
export type SalesInvariantResult = z.infer<typeof salesInvariantResult>;

export const salesRollupRebuildBody = z
  .object({
    cinemaId: refId('劇場').optional(),
    from: dateField('開始日'),
    to: dateField('終了日'),
  })
  .refine((q) => q.from <= q.to, { path: ['from'], message: '「開始日」は「終了日」以前の日付を指定してください' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 93, {
    path: ['to'],
    message: '集計の再作成は93日以内の期間で指定してください',
  });
export type SalesRollupRebuildBody = z.infer<typeof salesRollupRebuildBody>;

export const salesRollupRebuilt = z.object({ rebuiltAt: z.string(), from: z.string(), to: z.string() });
