import { z } from 'zod';
import { id } from './fields.js';
import { ja } from './messages.js';
import {
  ALL_CHANNELS,
  businessDateField,
  salesChannels,
  scaleTimeField,
  scheduleLabels as L,
  screeningFields,
} from './schedules.js';

// 一括登録 and コピー of screenings: all or nothing, collisions answered as a list.

export const MAX_BULK_DATES = 62;
export const MAX_BULK_TIMES = 12;
export const MAX_COPY_TARGETS = 31;

const shared = {
  category: screeningFields.category.default('main'),
  priceTemplateId: screeningFields.priceTemplateId,
  channels: salesChannels.default(ALL_CHANNELS),
  status: screeningFields.status.default('planned'),
  /** Absent: the cinema's 清掃時間の初期値. */
  cleaningMinutes: screeningFields.cleaningMinutes.optional(),
};

/** 一括登録: this film on this screen at these scale times on these business dates — all or nothing. */
export const scheduleBulkCreateBody = z.object({
  cinemaId: id.optional(),
  filmId: screeningFields.filmId,
  houseId: screeningFields.houseId,
  languageVersionId: screeningFields.languageVersionId,
  formatVersionId: screeningFields.formatVersionId,
  times: z
    .array(scaleTimeField(L.times), { error: ja.required(L.times) })
    .min(1, ja.required(L.times))
    .max(MAX_BULK_TIMES, `「${L.times}」は${MAX_BULK_TIMES}件以内で入力してください`),
  dates: z
    .array(businessDateField(L.dates), { error: ja.requiredSelect(L.dates) })
    .min(1, ja.requiredSelect(L.dates))
    .max(MAX_BULK_DATES, `「${L.dates}」は${MAX_BULK_DATES}日以内で選択してください`),
  ...shared,
});
export type ScheduleBulkCreateBody = z.infer<typeof scheduleBulkCreateBody>;
export type ScheduleBulkCreateInput = z.input<typeof scheduleBulkCreateBody>;

/**
 * コピー: the `days` business days from fromDate (1 = a day, 7 = a week) onto each target start
 * date (a week → next week: { fromDate: Mon, days: 7, toDates: [next Mon] }). Cancelled
 * screenings are not copied; copies start as 予定. onConflict 'fail' (default) refuses the whole
 * copy with the conflicts listed; 'skip' leaves out the colliding screenings and reports them.
 */
export const scheduleCopyBody = z
  .object({
    cinemaId: id.optional(),
    fromDate: businessDateField(L.fromDate),
    days: z
      .union([z.literal(1), z.literal(7)], { error: `「${L.days}」は1日または1週間を選択してください` })
      .default(1),
    toDates: z
      .array(businessDateField(L.toDates), { error: ja.requiredSelect(L.toDates) })
      .min(1, ja.requiredSelect(L.toDates))
      .max(MAX_COPY_TARGETS, `「${L.toDates}」は${MAX_COPY_TARGETS}件以内で選択してください`),
    houseIds: z.array(id).max(50).optional(),
    onConflict: z.enum(['fail', 'skip'], { error: '選択肢から選択してください' }).default('fail'),
  })
  .superRefine((v, ctx) => {
    v.toDates.forEach((d, i) => {
      if (d === v.fromDate)
        ctx.addIssue({ code: 'custom', path: ['toDates', i], message: 'コピー元と同じ営業日にはコピーできません' });
    });
  });
export type ScheduleCopyBody = z.infer<typeof scheduleCopyBody>;
export type ScheduleCopyInput = z.input<typeof scheduleCopyBody>;

/** One refused slot: where it would have gone, and what already holds the screen. */
export const scheduleConflictItem = z.object({
  businessDate: z.string(),
  startTime: z.string(),
  houseId: z.number().int(),
  houseName: z.string(),
  /** The screening already there (null when two new ones collide with each other). */
  existingId: z.number().int().nullable(),
  message: z.string(),
});
export type ScheduleConflictItem = z.infer<typeof scheduleConflictItem>;

/**
 * Answer of bulkCreate and copy. With onConflict 'fail' (and always for bulkCreate) a collision
 * answers 409 conflict, message scheduleConflict, errors [{ field: 'startAt', message: one line per
 * slot: 「5/4（月）10:00 スクリーン1：…」 }] and nothing is written.
 */
export const scheduleBatchResult = z.object({
  created: z.number().int(),
  ids: z.array(z.number().int()),
  /** With onConflict 'skip': the screenings left out. */
  skipped: z.array(scheduleConflictItem),
  warnings: z.array(z.string()),
});
export type ScheduleBatchResult = z.infer<typeof scheduleBatchResult>;
