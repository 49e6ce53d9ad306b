import { z } from 'zod';
import { dateTimeField } from './dates.js';
import { sortedList } from './common.js';
import { labelled } from './enums.js';
import { id, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';

// オンライン販売の緊急停止 (/setting-onlinesale): the platform operator stops online booking for
// every cinema or for one; cinema staff stop their own cinema. A stop runs from its start to its
// end (open when none is set) and shows its message to customers meanwhile.
export const salesStopScope = labelled(['platform', 'cinema'], { platform: 'プラットフォーム全体', cinema: '劇場' });
export type SalesStopScope = (typeof salesStopScope.values)[number];

/** Derived from the clock, never stored: 予定 before the start, 停止中 until the end, then 終了. */
export const salesStopState = labelled(['scheduled', 'active', 'ended'], {
  scheduled: '予定',
  active: '停止中',
  ended: '終了',
});
export type SalesStopState = (typeof salesStopState.values)[number];

export const salesStopMessageMax = 200;
/** docs/sales.md, "online-sales stops": the example of the customer message closes by itself after 3 seconds. */
export const salesStopPreviewSeconds = 3;

export function salesStopStateAt(
  stop: { startsAt: string | Date; endsAt: string | Date | null },
  now: Date = new Date(),
): SalesStopState {
  const t = now.getTime();
  if (new Date(stop.startsAt).getTime() > t) return 'scheduled';
  if (stop.endsAt != null && new Date(stop.endsAt).getTime() <= t) return 'ended';
  return 'active';
}

/** The sales stop's field labels: the validation messages, the form, the list and its history use these. */
export const salesStopLabels = {
  scope: '停止の対象',
  cinemaId: '劇場',
  startsAt: '停止開始日時',
  endsAt: '停止終了日時',
  message: 'お客様向けメッセージ',
  state: '状態',
  createdByName: '登録者',
  createdAt: '登録日時',
} as const;
const L = salesStopLabels;

const dateTime = (label: string) =>
  dateTimeField(label, ja.invalidFormat(label))
    .nullish()
    .transform((v) => v ?? null);

const fields = {
  /** Omitted: from now. A start in the past is refused, never moved to now (a stop never reaches back). */
  startsAt: dateTime(L.startsAt),
  /** Omitted: until ended by hand. */
  endsAt: dateTime(L.endsAt),
  message: requiredText(L.message, salesStopMessageMax),
};

// docs/api-conventions.md, "validation": a stop whose start is not before its end is an error.
const startBeforeEnd = (v: { startsAt: string | null; endsAt: string | null }, ctx: z.RefinementCtx) => {
  if (v.startsAt && v.endsAt && Date.parse(v.startsAt) >= Date.parse(v.endsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: ja.salesStopStartAfterEnd });
};

export const salesStopCreateBody = z
  .object({
    scope: z.enum(salesStopScope.values, { error: ja.requiredSelect(L.scope) }),
    /** The cinema of a cinema stop; cinema staff may leave it to the session's cinema. */
    cinemaId: id.nullish(),
    ...fields,
  })
  .superRefine(startBeforeEnd);
export type SalesStopCreateBody = z.infer<typeof salesStopCreateBody>;

/** The scope and cinema are fixed once created; a running stop keeps its start. */
export const salesStopUpdateBody = z.object({ id, version: versionField, ...fields }).superRefine(startBeforeEnd);
export type SalesStopUpdateBody = z.infer<typeof salesStopUpdateBody>;

export const salesStopEndBody = z.object({ id, version: versionField });
export type SalesStopEndBody = z.infer<typeof salesStopEndBody>;

export const salesStopAction = labelled(['created', 'edited', 'ended'], {
  created: '登録',
  edited: '変更',
  ended: '手動で終了',
});
export const salesStopChangeField = labelled(['startsAt', 'endsAt', 'message'], {
  startsAt: L.startsAt,
  endsAt: L.endsAt,
  message: L.message,
});

/** One line of a stop's own history, beside the audit log. */
export const salesStopEvent = z.object({
  at: z.string(),
  action: salesStopAction.schema,
  /** Who did it (display name); `actingAs` when they acted as another account. */
  by: z.string().nullable(),
  actingAs: z.string().nullable(),
  changes: z.array(
    z.object({ field: salesStopChangeField.schema, from: z.string().nullable(), to: z.string().nullable() }),
  ),
});
export type SalesStopEvent = z.infer<typeof salesStopEvent>;

export const salesStop = z.object({
  id: z.number().int(),
  scope: salesStopScope.schema,
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  cinemaId: z.number().int().nullable(),
  cinemaName: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  message: z.string(),
  state: salesStopState.schema,
  createdByName: z.string().nullable(),
  history: z.array(salesStopEvent),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SalesStop = z.infer<typeof salesStop>;

/** The orders the list offers: the API refuses any other sortField (400). */
export const salesStopSortFields = ['startsAt', 'endsAt', 'scope', 'createdAt'] as const;
export const salesStopListQuery = sortedList(salesStopSortFields).extend({
  state: z.enum(salesStopState.values, { error: ja.requiredSelect(L.state) }).optional(),
  scope: z.enum(salesStopScope.values, { error: ja.requiredSelect(L.scope) }).optional(),
  cinemaId: id.optional(),
});
export type SalesStopListQuery = z.infer<typeof salesStopListQuery>;

/** GET /api/salesStop/active: the stop in force for the chosen cinema (or, with none chosen, the platform). */
export const salesStopActiveQuery = z.object({ cinemaId: id.optional() });
export type SalesStopActiveQuery = z.infer<typeof salesStopActiveQuery>;

/** What the header's banner says while online sales are stopped; null when they are not. */
export const activeSalesStop = z
  .object({
    scope: salesStopScope.schema,
    /** The stopped cinema's name; null for a platform-wide stop. */
    cinemaName: z.string().nullable(),
    message: z.string(),
    startsAt: z.string(),
    /** null: until someone ends it. */
    endsAt: z.string().nullable(),
  })
  .nullable();
export type ActiveSalesStopNotice = z.infer<typeof activeSalesStop>;
