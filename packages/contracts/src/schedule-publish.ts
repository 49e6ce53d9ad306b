import { z } from 'zod';
import { daysBetween, formatBusinessDate, isBusinessDate } from './business-day.js';
import { id } from './fields.js';
import { businessDateField, scheduleLabels as L } from './schedules.js';

// 公開: a cinema's draft screenings of a range of business days become visible to customers (and,
// once sales arrive, sellable) in one step, after a summary of what would go out.

/** At most this many business days are published at once (a month). */
export const MAX_PUBLISH_DAYS = 31;
/** Each list of the summary names at most this many screenings; its count is always complete. */
export const PUBLISH_LIST_LIMIT = 50;

/** POST /api/schedule/publish (and its preview, and unpublish): the cinema's business days from..to. */
export const schedulePublishBody = z
  .object({ cinemaId: id.optional(), from: businessDateField(L.from), to: businessDateField(L.to) })
  .superRefine((v, ctx) => {
    // The dates' own refinements have already spoken; compare only two real dates.
    if (!isBusinessDate(v.from) || !isBusinessDate(v.to)) return;
    if (v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `「${L.to}」は「${L.from}」以降の日付を入力してください` });
    else if (daysBetween(v.from, v.to) >= MAX_PUBLISH_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `公開する期間は${MAX_PUBLISH_DAYS}日以内で指定してください`,
      });
  });
export type SchedulePublishBody = z.infer<typeof schedulePublishBody>;
export type SchedulePublishInput = z.input<typeof schedulePublishBody>;

/** One screening named by the summary. */
export const publishItem = z.object({
  id: z.number().int(),
  businessDate: z.string(),
  startTime: z.string(),
  houseName: z.string(),
  filmName: z.string(),
  /** Why it is listed (the late-hour message, the release date). */
  note: z.string().nullable(),
});
export type PublishItem = z.infer<typeof publishItem>;

const named = z.object({ count: z.number().int(), items: z.array(publishItem) });
export type PublishNamed = z.infer<typeof named>;

/** A screen and the business days of the range it shows nothing on. */
export const emptyScreenDays = z.object({
  houseId: z.number().int(),
  houseName: z.string(),
  dates: z.array(z.string()),
});
export type EmptyScreenDays = z.infer<typeof emptyScreenDays>;

/** スクリーン3: 12/4（金）・12/5（土） に上映がありません */
export const emptyScreenDaysMessage = (e: EmptyScreenDays) =>
  `${e.houseName}: ${e.dates.map((d) => formatBusinessDate(d, true)).join('・')} に上映がありません`;

/** The summary before publishing: drafts of the range and what staff should look at first. */
export const schedulePublishPreview = z.object({
  from: z.string(),
  to: z.string(),
  /** Draft (not cancelled) screenings the range would publish. */
  drafts: z.number().int(),
  /** Already published ones in the range, left as they are. */
  published: z.number().int(),
  /** Drafts without a price template: they block publishing. */
  unpriced: named,
  /** Drafts of films minors may see that end after the late-hour cut-off for minors. */
  lateHour: named,
  /** Drafts before the film's release date (先行上映). */
  advance: named,
  /** The cinema's screens left without any screening (draft or published, not cancelled) on whole days: a warning. */
  emptyDays: z.array(emptyScreenDays),
});
export type SchedulePublishPreview = z.infer<typeof schedulePublishPreview>;

export const schedulePublishResult = z.object({ count: z.number().int(), ids: z.array(z.number().int()) });
export type SchedulePublishResult = z.infer<typeof schedulePublishResult>;

/** Refusal while drafts lack prices (400, field priceTemplateId). */
export const publishUnpriced = (count: number) =>
  `料金テンプレートが未設定の上映回が${count}件あるため公開できません。料金テンプレートを設定してから公開してください`;
