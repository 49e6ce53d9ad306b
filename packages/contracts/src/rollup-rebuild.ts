import { z } from 'zod';
import { daysBetween } from './business-day.js';
import { dateField } from './dates.js';
import { labelled } from './enums.js';
import { id, requiredText } from './fields.js';

// 営業日報データ更新（再集計） (/dailyBusiness-update, docs/reports.md, "再集計"): head office rebuilds the rollups of a
// range of days from the sales facts through the job runner, one day at a time, and reads each day's 営業日報 figures
// before and after. It is the one path that changes a closed day's figures (docs/reports.md, "日次締め").

export const ROLLUP_REBUILD_SCREEN = '/dailyBusiness-update';

/** The longest range one run rebuilds (a quarter), so a run ends within minutes. */
export const ROLLUP_REBUILD_MAX_DAYS = 93;

export const rollupRebuildStatus = labelled(['queued', 'running', 'done', 'failed'], {
  queued: '待機中',
  running: '実行中',
  done: '完了',
  failed: '失敗',
});
export type RollupRebuildStatus = (typeof rollupRebuildStatus.values)[number];

/** The 営業日報 figures compared before and after, in the order the detail shows them. */
export const rollupRebuildFigure = labelled(['totalSales', 'boxOffice', 'admissions', 'shopSales', 'otherSales'], {
  totalSales: '売上合計',
  boxOffice: '興行収入',
  admissions: '動員',
  shopSales: '売店売上',
  otherSales: 'その他',
});
export type RollupRebuildFigure = (typeof rollupRebuildFigure.values)[number];

export const rollupRebuildLabels = {
  cinemaId: '劇場',
  from: '開始日',
  to: '終了日',
  reason: '理由',
  status: '状態',
  progress: '進捗',
  requestedByName: '実行者',
  createdAt: '依頼日時',
  finishedAt: '終了日時',
  businessDate: '営業日',
  figure: '項目',
  before: '再集計前',
  after: '再集計後',
  difference: '差異',
} as const;
const L = rollupRebuildLabels;

export const ALL_CINEMAS_LABEL = '全劇場';

export const rollupRebuildMessages = {
  queued: '再集計を開始しました',
  tooLong: `「期間」は${ROLLUP_REBUILD_MAX_DAYS}日以内で指定してください`,
  order: '「終了日」は「開始日」以降の日付を指定してください',
  future: '今日より後の営業日は再集計できません',
  noDifference: '差異なし',
} as const;

/** 実行: one cinema, or every cinema of the brand when cinemaId is null or left out (全劇場). */
export const rollupRebuildCreateBody = z
  .object({
    cinemaId: id.nullable().optional(),
    from: dateField(L.from),
    to: dateField(L.to),
    reason: requiredText(L.reason, 200),
  })
  .superRefine((v, ctx) => {
    const days = daysBetween(v.from, v.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: rollupRebuildMessages.order });
    else if (days >= ROLLUP_REBUILD_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: rollupRebuildMessages.tooLong });
  });
export type RollupRebuildCreateBody = z.infer<typeof rollupRebuildCreateBody>;

export const rollupRebuildFigures = z.object({
  totalSales: z.number().int(),
  boxOffice: z.number().int(),
  admissions: z.number().int(),
  shopSales: z.number().int(),
  otherSales: z.number().int(),
});
export type RollupRebuildFigures = z.infer<typeof rollupRebuildFigures>;

/** One cinema's day: its 営業日報 figures before and after the rebuild. */
export const rollupRebuildDay = z.object({
  businessDate: z.string(),
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  /** The day was closed (日次締め): its copy of the figures was compared and, when it differed, refreshed. */
  closed: z.boolean(),
  /** The closed day's copy was refreshed (and audited). */
  snapshotRefreshed: z.boolean(),
  before: rollupRebuildFigures,
  after: rollupRebuildFigures,
});
export type RollupRebuildDay = z.infer<typeof rollupRebuildDay>;

export const rollupRebuild = z.object({
  id: z.number().int(),
  cinemaId: z.number().int().nullable(),
  /** The cinema's name, or 全劇場. */
  cinemaName: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  status: rollupRebuildStatus.schema,
  daysDone: z.number().int(),
  daysTotal: z.number().int(),
  error: z.string().nullable(),
  requestedByName: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Days (of cinemas) whose figures changed. */
  changedDays: z.number().int(),
});
export type RollupRebuild = z.infer<typeof rollupRebuild>;

export const rollupRebuildDetail = rollupRebuild.extend({ days: z.array(rollupRebuildDay) });
export type RollupRebuildDetail = z.infer<typeof rollupRebuildDetail>;

/** Whether a day's figures changed. */
export const figuresDiffer = (a: RollupRebuildFigures, b: RollupRebuildFigures) =>
  rollupRebuildFigure.values.some((k) => a[k] !== b[k]);
