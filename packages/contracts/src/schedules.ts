import { z } from 'zod';
import { dateTimeMessage, isDateTime } from './dates.js';
import { sortedList } from './common.js';
import { id, int, pickId, optionalText, versionField } from './fields.js';
import { labelled } from './enums.js';
import { ja } from './messages.js';
import { filmFeeCategory } from './film-fees.js';
import { formatBusinessDate, isBusinessDate, parseScaleTime, toMillis } from './business-day.js';

// 上映スケジュール (/schedule): one screening (上映回) of an approved film on a screen, stored as
// absolute instants plus its business date (営業日), shown on the 36-hour scale (business-day.ts).

/** 興行区分: the same categories as the film fee terms, so each screening finds its 歩率. */
export const screeningCategory = filmFeeCategory;
export type ScreeningCategory = (typeof screeningCategory.values)[number];

export const screeningStatus = labelled(['planned', 'onSale', 'stopped', 'cancelled'], {
  planned: '予定',
  onSale: '販売中',
  stopped: '販売停止',
  cancelled: '中止',
});
export type ScreeningStatus = (typeof screeningStatus.values)[number];

/** 清掃時間 after each screening, unless the cinema's default or the screening says otherwise. */
export const DEFAULT_CLEANING_MINUTES = 15;
export const MAX_CLEANING_MINUTES = 120;
/** A screening (trailers included) lasts at most this long. */
export const MAX_SCREENING_MINUTES = 12 * 60;

/** docs/api-conventions.md, "errors": the answer when a screen is already booked at that time (409 conflict, field startAt). */
export const scheduleConflict = 'このスクリーンには、指定した日時の上映スケジュールがすでに登録されています。';
/**
 * What a screening collides with, as the form's 409 and the timeline's refused drop both say it:
 * 「12/21（月） 23:50〜25:44「真夜中の訪問者」と重なっています（清掃時間を含む）」.
 */
export const scheduleOverlapDetail = (hit: {
  businessDate: string;
  startTime: string;
  endTime: string;
  filmName: string;
}) =>
  `${formatBusinessDate(hit.businessDate, true)} ${hit.startTime}〜${hit.endTime}「${hit.filmName}」と重なっています（清掃時間を含む）`;
export const scheduleFilmNotApproved = '承認済みの作品を選択してください';
export const scheduleFormatNotSupported = 'このスクリーンでは選択した上映方式に対応していません';
export const scheduleVersionMismatch = '劇場に登録された字幕・吹替／上映方式を選択してください';

/** The schedule's field labels: the validation messages, the form, the list and the timeline all use these. */
export const scheduleLabels = {
  filmId: '作品',
  houseId: 'スクリーン',
  languageVersionId: '字幕・吹替',
  formatVersionId: '上映方式',
  startAt: '上映開始日時',
  endAt: '上映終了日時',
  businessDate: '営業日',
  category: '興行区分',
  priceTemplateId: '料金テンプレート',
  salesStartAt: '販売開始日時',
  salesEndAt: '販売終了日時',
  status: '状態',
  cleaningMinutes: '清掃時間（分）',
  note: 'メモ',
  date: '営業日',
  from: '営業日（開始）',
  to: '営業日（終了）',
  times: '開始時刻',
  dates: '営業日',
  fromDate: 'コピー元の営業日',
  days: 'コピーする期間',
  toDates: 'コピー先の営業日',
} as const;
const L = scheduleLabels;

/** The sales channels' labels (the screening's `channels` object). */
export const salesChannelLabels = {
  online: 'オンライン販売',
  pos: '窓口（POS）販売',
  kiosk: '券売機販売',
} as const;

/** A picked id: a missing or bad value reads 「作品」を選択してください. */
const pick = (label: string) => pickId(label);

const instant = (label: string) =>
  z
    .string({ error: ja.required(label) })
    .trim()
    .min(1, ja.required(label))
    .refine(isDateTime, { message: dateTimeMessage(label), abort: true })
    // Schedules work to the minute: seconds are dropped.
    .transform((v) => new Date(Math.floor(Date.parse(v) / 60_000) * 60_000).toISOString());
const optionalInstant = (label: string) =>
  z
    .union([z.literal(''), instant(label)])
    .nullish()
    .transform((v) => (v ? v : null));

export const businessDateField = (label: string = L.businessDate) =>
  z
    .string({ error: ja.required(label) })
    .trim()
    .min(1, ja.required(label))
    .refine(isBusinessDate, `「${label}」は日付（YYYY-MM-DD）で入力してください`);

/** HH:mm on the 36-hour scale ('25:30' is 01:30 after midnight). */
export const scaleTimeField = (label: string = L.times) =>
  z
    .string({ error: ja.required(label) })
    .trim()
    .refine((v) => parseScaleTime(v) !== null, `「${label}」は0:00〜35:59の「HH:mm」で入力してください（例：25:30）`);

export const salesChannels = z.object({
  online: z.boolean({ error: ja.requiredSelect(salesChannelLabels.online) }),
  pos: z.boolean({ error: ja.requiredSelect(salesChannelLabels.pos) }),
  kiosk: z.boolean({ error: ja.requiredSelect(salesChannelLabels.kiosk) }),
});
export type SalesChannels = z.infer<typeof salesChannels>;
export const ALL_CHANNELS: SalesChannels = { online: true, pos: true, kiosk: true };

/** The fields a screening is written with; none has a default, so update can take any subset. */
export const screeningFields = {
  filmId: pick(L.filmId),
  houseId: pick(L.houseId),
  /** A `versions` row of kind 'language' of the same cinema (NONE / DUB / SUBTITLE). */
  languageVersionId: pick(L.languageVersionId),
  /** A `versions` row of kind 'format' that the screen lists in its formatIds. */
  formatVersionId: pick(L.formatVersionId),
  startAt: instant(L.startAt),
  /** Derived as start + trailers + film length when absent; staff may set it later or earlier. */
  endAt: optionalInstant(L.endAt),
  category: z.enum(screeningCategory.values, { error: ja.requiredSelect(L.category) }),
  /** 料金テンプレート (price_templates); null until one is chosen. */
  priceTemplateId: pick(L.priceTemplateId)
    .nullish()
    .transform((v) => v ?? null),
  salesStartAt: optionalInstant(L.salesStartAt),
  salesEndAt: optionalInstant(L.salesEndAt),
  channels: salesChannels,
  status: z.enum(screeningStatus.values, { error: ja.requiredSelect(L.status) }),
  cleaningMinutes: int(L.cleaningMinutes, 0, MAX_CLEANING_MINUTES),
  note: optionalText(L.note, 500),
};

export const scheduleEndBeforeStart = `「${L.endAt}」は「${L.startAt}」より後の日時を入力してください`;
export const scheduleTooLong = `上映時間は${MAX_SCREENING_MINUTES / 60}時間以内にしてください`;
export const scheduleSalesEndBeforeStart = `「${L.salesEndAt}」は「${L.salesStartAt}」より後の日時を入力してください`;

type TimeFields = {
  startAt?: string | Date;
  endAt?: string | Date | null;
  salesStartAt?: string | Date | null;
  salesEndAt?: string | Date | null;
};
/** The time rules of one screening (end after start, at most 12 hours; sales end after sales start). */
export function checkScreeningTimes(v: TimeFields): { field: 'endAt' | 'salesEndAt'; message: string }[] {
  const issues: { field: 'endAt' | 'salesEndAt'; message: string }[] = [];
  if (v.startAt && v.endAt) {
    const minutes = (toMillis(v.endAt) - toMillis(v.startAt)) / 60_000;
    if (minutes <= 0) issues.push({ field: 'endAt', message: scheduleEndBeforeStart });
    else if (minutes > MAX_SCREENING_MINUTES) issues.push({ field: 'endAt', message: scheduleTooLong });
  }
  if (v.salesStartAt && v.salesEndAt && toMillis(v.salesEndAt) <= toMillis(v.salesStartAt))
    issues.push({ field: 'salesEndAt', message: scheduleSalesEndBeforeStart });
  return issues;
}
const screeningRules = (v: TimeFields, ctx: z.RefinementCtx) => {
  for (const issue of checkScreeningTimes(v))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
};

/** cinemaId: an explicit, checked cinema; when absent, the session's chosen cinema. businessDate is derived from startAt. */
export const scheduleCreateBody = z
  .object({
    cinemaId: id.optional(),
    ...screeningFields,
    category: screeningFields.category.default('main'),
    channels: salesChannels.default(ALL_CHANNELS),
    status: screeningFields.status.default('planned'),
    /** Absent: the cinema's 清掃時間の初期値. */
    cleaningMinutes: screeningFields.cleaningMinutes.optional(),
  })
  .superRefine(screeningRules);
export type ScheduleCreateBody = z.infer<typeof scheduleCreateBody>;
export type ScheduleCreateInput = z.input<typeof scheduleCreateBody>;

/**
 * Any subset of the fields; absent ones keep their stored values. A drag on the timeline sends
 * startAt/endAt/houseId only. startAt alone moves the screening and keeps its length; a new
 * filmId without endAt derives the end again from the film.
 */
export const scheduleUpdateBody = z
  .object({ id, version: versionField, ...z.object(screeningFields).partial().shape })
  .superRefine(screeningRules);
export type ScheduleUpdateBody = z.infer<typeof scheduleUpdateBody>;
export type ScheduleUpdateInput = z.input<typeof scheduleUpdateBody>;

const nullableString = z.string().nullable();
export const screening = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  filmId: z.number().int(),
  filmName: z.string(),
  /** The film's 映倫区分 code (G, PG12, R15+, R18+ …). */
  classification: z.string(),
  houseId: z.number().int(),
  houseName: z.string(),
  languageVersionId: z.number().int(),
  /** NONE / DUB / SUBTITLE. */
  languageCode: z.string(),
  languageName: z.string(),
  formatVersionId: z.number().int(),
  formatCode: z.string(),
  formatName: z.string(),
  /** ISO instants ('…Z'). */
  startAt: z.string(),
  endAt: z.string(),
  businessDate: z.string(),
  /** On the business date's 36-hour scale: '25:30'. */
  startTime: z.string(),
  endTime: z.string(),
  category: screeningCategory.schema,
  priceTemplateId: z.number().int().nullable(),
  salesStartAt: nullableString,
  salesEndAt: nullableString,
  channels: salesChannels,
  status: screeningStatus.schema,
  /** When the screening was published (公開); null while it is a draft that customers never see. */
  publishedAt: nullableString,
  cleaningMinutes: z.number().int(),
  note: nullableString,
  /** Non-blocking notes for staff, e.g. the late-hour rule for minors (minorsRestricted). */
  warnings: z.array(z.string()),
  /** docs/sales.md, "seats": seats sold (admitted ones included) … */
  sold: z.number().int(),
  /** … held by an unpaid online order whose hold has not run out … */
  held: z.number().int(),
  /** … of the screen's sellable seats (販売停止席 left out). */
  capacity: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Screening = z.infer<typeof screening>;

/**
 * The status word staff read: 上映終了 once the screening's end has passed (an instant, so a 25:30
 * end on the 36-hour scale is already the next calendar day's 01:30), 中止 whatever the time.
 */
export function screeningStateLabel(s: { status: ScreeningStatus; endAt: string }, now: number): string {
  if (s.status !== 'cancelled' && toMillis(s.endAt) <= now) return '上映終了';
  return screeningStatus.labels[s.status];
}

export const scheduleSortFields = ['startAt', 'businessDate', 'filmName', 'houseName', 'category', 'status'] as const;
const queryDate = (label: string) => businessDateField(label).optional();
/**
 * date: one business date; or from/to (inclusive). houseId, filmId, status narrow it.
 * Default order: start time, then screen.
 */
export const scheduleListQuery = sortedList(scheduleSortFields)
  .extend({
    cinemaId: id.optional(),
    date: queryDate(L.date),
    from: queryDate(L.from),
    to: queryDate(L.to),
    houseId: id.optional(),
    filmId: id.optional(),
    status: screeningStatus.schema.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `「${L.to}」は「${L.from}」以降の日付を入力してください`,
      });
  });
export type ScheduleListQuery = z.infer<typeof scheduleListQuery>;
