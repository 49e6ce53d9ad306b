import { z } from 'zod';
import { optionalDateField } from './dates.js';
import { sortedList, timestamps } from './common.js';
import { labelled } from './enums.js';
import { filmFeeCategory } from './film-fees.js';
import { id, int, refId, optionalInt, optionalText, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';
import { seatTypes } from './seat-plan.js';

// 料金テンプレート (/rules): per cinema, a named set of 券種 (ticket categories) with their price
// and the rules for selling each (the API's rule template, docs/api-conventions.md, "original names"). A screening names its
// template (schedules.price_template_id); priceFor() in pricing.ts turns a 券種 into a price.

export const ticketKind = labelled(
  ['general', 'university', 'highSchool', 'child', 'infant', 'senior', 'disabled', 'member', 'custom'],
  {
    general: '一般',
    university: '大学生',
    highSchool: '高校生',
    child: '中学・小学生',
    infant: '幼児',
    senior: 'シニア',
    disabled: '障がい者',
    member: '会員',
    custom: 'その他',
  },
);
export type TicketKind = (typeof ticketKind.values)[number];

/** Where a 券種 is sold: POSレジ, 自動券売機, オンライン予約. */
export const salesDevice = labelled(['pos', 'kiosk', 'online'], {
  pos: 'POS',
  kiosk: '自動券売機',
  online: 'オンライン',
});
export type SalesDevice = (typeof salesDevice.values)[number];

export const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const MAX_TICKET_PRICE = 100_000;
export const MAX_TEMPLATE_TICKETS = 30;
/** Member ranks are levels, 1 the lowest; pre-sale is open to the rank named and above. */
export const MAX_MEMBER_RANK = 10;

const SCALE_TIME = /^([0-2]\d|3[0-5]):[0-5]\d$/;
/** HH:mm on the 36-hour business-day scale (25:30 = 01:30 the next morning); blank for none. */
export const optionalScaleTime = (label: string) =>
  z
    .string({ error: ja.invalidFormat(label) })
    .trim()
    .refine(
      (v) => v === '' || SCALE_TIME.test(v),
      `「${label}」は00:00〜35:59の「HH:mm」形式で入力してください（例：25:30）`,
    )
    .nullish()
    .transform((v) => (v ? v : null));

/** A calendar date YYYY-MM-DD, blank for open. */

const sortedUnique = <T extends string | number>(v: readonly T[]) =>
  [...new Set(v)].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
  );

/** Weekday values 0-6, Sunday first (docs/api-conventions.md, "original names"); at least one. */
export const weekdaysField = (label: string) =>
  z
    .array(
      z
        .number({ error: ja.requiredSelect(label) })
        .int()
        .min(0, ja.requiredSelect(label))
        // SPEC numbers some weekday lists 1-7 with Sunday as 7 (Monday … Saturday are 1-6 in both): 7 is Sunday.
        .max(7, ja.requiredSelect(label)),
      {
        error: ja.requiredSelect(label),
      },
    )
    .min(1, ja.requiredSelect(label))
    .default([...ALL_WEEKDAYS])
    .transform((v) => sortedUnique(v.map((d) => d % 7)));

/** A 券種's field labels: the validation messages, the template form's ticket table and the preview use these. */
export const priceTemplateTicketLabels = {
  kind: '区分',
  name: '券種名',
  price: '料金',
  additionalCharge: '追加料金',
  salesStartTime: '販売開始時刻',
  salesEndTime: '販売終了時刻',
  maxPurchases: '購入上限枚数',
  presaleMemberRank: '先行販売の会員ランク',
  standingSeatCount: '立見席数',
  seatTypes: '対象座席',
  purchaseUnit: '購入単位',
  alertMessage: '販売時の注意メッセージ',
  displayFrom: '表示開始日',
  displayTo: '表示終了日',
  devices: '販売端末',
  weekdays: '販売曜日',
  categories: '対象の興行区分',
} as const;
const T = priceTemplateTicketLabels;

/** The template's own field labels (its 券種 have priceTemplateTicketLabels). */
export const priceTemplateLabels = {
  name: 'テンプレート名',
  note: '備考',
  tickets: '券種',
  /** 他の劇場へコピー…: the templates chosen in the list. */
  copySources: '料金テンプレート',
} as const;
const L = priceTemplateLabels;

const purchaseUnitMessage = `「${T.purchaseUnit}」は1枚または2枚（ペア）から選択してください`;

const ticketFields = {
  kind: z.enum(ticketKind.values, { error: ja.requiredSelect(T.kind) }),
  name: requiredText(T.name, 30),
  price: int(T.price, 0, MAX_TICKET_PRICE),
  /** Per person, on top of the price and never discounted (e.g. プレミアムシート代). */
  additionalCharge: int(T.additionalCharge, 0, 10_000).default(0),
  /** The 券種 is offered for screenings starting in this window (36-hour scale, both ends inclusive). */
  salesStartTime: optionalScaleTime(T.salesStartTime),
  salesEndTime: optionalScaleTime(T.salesEndTime),
  maxPurchases: optionalInt(T.maxPurchases, 1, 99),
  /** Members of this rank and above may buy it in the members' pre-sale; null: no pre-sale. */
  presaleMemberRank: optionalInt(T.presaleMemberRank, 1, MAX_MEMBER_RANK),
  standingSeatCount: int(T.standingSeatCount, 0, 9999).default(0),
  seatTypes: z
    .array(z.enum(seatTypes, { error: ja.requiredSelect(T.seatTypes) }), { error: ja.requiredSelect(T.seatTypes) })
    .min(1, ja.requiredSelect(T.seatTypes))
    .transform((v) => sortedUnique(v)),
  /** 2 for a pair ticket (ペア券): one sale is two seats at the price of the pair. */
  purchaseUnit: z
    .number({ error: purchaseUnitMessage })
    .refine((v): boolean => v === 1 || v === 2, purchaseUnitMessage)
    .default(1),
  /** Shown at sale to staff and customer, e.g. 学生証をご提示ください (docs/domain.md, "ticket kinds and prices"). */
  alertMessage: optionalText(T.alertMessage, 100),
  displayFrom: optionalDateField(T.displayFrom),
  displayTo: optionalDateField(T.displayTo),
  devices: z
    .array(z.enum(salesDevice.values, { error: ja.requiredSelect(T.devices) }), {
      error: ja.requiredSelect(T.devices),
    })
    .min(1, ja.requiredSelect(T.devices))
    .transform((v) => sortedUnique(v)),
  weekdays: weekdaysField(T.weekdays),
  /** Screening categories (通常, レイトショー …) the 券種 is sold for. */
  categories: z
    .array(z.enum(filmFeeCategory.values, { error: ja.requiredSelect(T.categories) }), {
      error: ja.requiredSelect(T.categories),
    })
    .min(1, ja.requiredSelect(T.categories))
    .default([...filmFeeCategory.values])
    .transform((v) => sortedUnique(v)),
};

export const ticketOrderMessages = {
  salesEndTime: `「${T.salesEndTime}」は「${T.salesStartTime}」以降の時刻を入力してください`,
  displayTo: `「${T.displayTo}」は「${T.displayFrom}」以降の日付を入力してください`,
};

export const priceTemplateTicketBody = z
  .object({ id: refId('券種').optional(), ...ticketFields })
  .superRefine((t, ctx) => {
    if (t.salesStartTime && t.salesEndTime && t.salesEndTime < t.salesStartTime)
      ctx.addIssue({ code: 'custom', path: ['salesEndTime'], message: ticketOrderMessages.salesEndTime });
    if (t.displayFrom && t.displayTo && t.displayTo < t.displayFrom)
      ctx.addIssue({ code: 'custom', path: ['displayTo'], message: ticketOrderMessages.displayTo });
  });
export type PriceTemplateTicketInput = z.input<typeof priceTemplateTicketBody>;
export type PriceTemplateTicketBody = z.infer<typeof priceTemplateTicketBody>;

export const noTicketsMessage = `${L.tickets}を1件以上登録してください`;
const duplicateName = (name: string) => `${T.name}「${name}」が重複しています`;

const templateFields = {
  name: requiredText(L.name, 50),
  note: optionalText(L.note, 200),
  tickets: z
    .array(priceTemplateTicketBody, { error: noTicketsMessage })
    .min(1, noTicketsMessage)
    .max(MAX_TEMPLATE_TICKETS, `${L.tickets}は${MAX_TEMPLATE_TICKETS}件以内で登録してください`),
};

const uniqueTicketNames = (v: { tickets: { name: string }[] }, ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  v.tickets.forEach((t, i) => {
    if (seen.has(t.name))
      ctx.addIssue({ code: 'custom', path: ['tickets', i, 'name'], message: duplicateName(t.name) });
    seen.add(t.name);
  });
};

/** cinemaId: the cinema the template is made for; when absent, the session's chosen cinema. */
export const priceTemplateCreateBody = z
  .object({ cinemaId: id.optional(), ...templateFields })
  .superRefine(uniqueTicketNames);
export type PriceTemplateCreateBody = z.infer<typeof priceTemplateCreateBody>;
export type PriceTemplateCreateInput = z.input<typeof priceTemplateCreateBody>;
export const priceTemplateUpdateBody = z
  .object({ id, version: versionField, ...templateFields })
  .superRefine(uniqueTicketNames);
export type PriceTemplateUpdateBody = z.infer<typeof priceTemplateUpdateBody>;
export type PriceTemplateUpdateInput = z.input<typeof priceTemplateUpdateBody>;

/** A copy with all its 券種 under a new name, in the same cinema or another one of the caller's. */
export const priceTemplateCopyBody = z.object({
  id,
  name: requiredText(L.name, 50),
  cinemaId: id.optional(),
});
export type PriceTemplateCopyBody = z.infer<typeof priceTemplateCopyBody>;

export const priceTemplateTicket = z.object({
  id: z.number().int(),
  kind: ticketKind.schema,
  name: z.string(),
  price: z.number().int(),
  additionalCharge: z.number().int(),
  salesStartTime: z.string().nullable(),
  salesEndTime: z.string().nullable(),
  maxPurchases: z.number().int().nullable(),
  presaleMemberRank: z.number().int().nullable(),
  standingSeatCount: z.number().int(),
  seatTypes: z.array(z.enum(seatTypes)),
  purchaseUnit: z.number().int(),
  alertMessage: z.string().nullable(),
  displayFrom: z.string().nullable(),
  displayTo: z.string().nullable(),
  devices: z.array(salesDevice.schema),
  weekdays: z.array(z.number().int()),
  categories: z.array(filmFeeCategory.schema),
});
export type PriceTemplateTicket = z.infer<typeof priceTemplateTicket>;

export const priceTemplate = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  tickets: z.array(priceTemplateTicket),
  /** Screenings that use the template; while any do, it cannot be deleted. */
  screeningCount: z.number().int(),
  version: z.number().int(),
  ...timestamps,
});
export type PriceTemplate = z.infer<typeof priceTemplate>;

export const priceTemplateListItem = priceTemplate.omit({ tickets: true }).extend({
  ticketCount: z.number().int(),
  /** The 券種 names in order, e.g. 一般・大学生・シニア. */
  ticketNames: z.array(z.string()),
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
});
export type PriceTemplateListItem = z.infer<typeof priceTemplateListItem>;

/** The orders the list offers: the API refuses any other sortField (400). */
export const priceTemplateSortFields = ['name', 'updatedAt'] as const;
export const priceTemplateListQuery = sortedList(priceTemplateSortFields).extend({ cinemaId: id.optional() });
export type PriceTemplateListQuery = z.infer<typeof priceTemplateListQuery>;
export const priceTemplateListMapQuery = z.object({ cinemaId: id.optional() });

export const priceTemplateInUse = (n: number) =>
  `上映スケジュール${n}件で使用されているため、この料金テンプレートは削除できません。先に上映スケジュールの料金テンプレートを変更してください。`;
