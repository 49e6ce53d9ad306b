import { z } from 'zod';
import { sortedList, timestamps } from './common.js';
import { code, id, refId, int, optionalInt, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';
import { checkSeatPlan, seatPlan, seatTypes, type SeatType } from './seat-plan.js';

// Screens (スクリーン) of a cinema and their seat plans (座席表), docs/api-conventions.md, "validation".

/** The most issues one 400 answer lists for a seat plan; the editor shows them all live. */
const MAX_PLAN_ISSUES = 20;

/**
 * A seat plan as a request body carries it: the shape of `seatPlan` plus the model's own checks
 * (a seat number twice in the screen, a lone pair seat, a grid of the wrong size), each answered
 * as a 400 on the field 'seatPlan' with the Japanese message, e.g. 座席番号「G10」はすでに存在します.
 */
export const seatPlanBody = seatPlan.superRefine((plan, ctx) => {
  for (const issue of checkSeatPlan(plan).slice(0, MAX_PLAN_ISSUES)) {
    ctx.addIssue({ code: 'custom', message: issue.message, input: plan });
  }
});

export const MAX_STANDING_CAPACITY = 9999;
export const MAX_HOUSE_FORMATS = 30;

/** The screen master's field labels: the validation messages, the form, the list and the export all use these. */
export const houseLabels = {
  cinemaName: '劇場',
  name: 'スクリーン名',
  code: 'スクリーンコード',
  formatIds: '上映方式',
  standingCapacity: '立見定員',
  sortOrder: '表示順',
  seatPlan: '座席表',
  seatCount: '販売可能席数',
} as const;
const L = houseLabels;

const formatIds = z
  .array(refId(L.formatIds), { error: ja.requiredSelect(L.formatIds) })
  .max(MAX_HOUSE_FORMATS, `「${L.formatIds}」は${MAX_HOUSE_FORMATS}件以内で選択してください`)
  .default([])
  .transform((v) => [...new Set(v)]);

const houseFields = {
  name: requiredText(L.name, 50),
  code: code(L.code, 10),
  /** ids of `versions` rows of kind 'format' of the same cinema (2D, 3D, IMAX …). */
  formatIds,
  standingCapacity: int(L.standingCapacity, 0, MAX_STANDING_CAPACITY).default(0),
  sortOrder: optionalInt(L.sortOrder, 0, 9999),
  seatPlan: seatPlanBody,
};

/** cinemaId: the cinema the screen is created in; when absent, the session's chosen cinema. */
export const houseCreateBody = z.object({ cinemaId: id.optional(), ...houseFields });
export type HouseCreateBody = z.infer<typeof houseCreateBody>;
export type HouseCreateInput = z.input<typeof houseCreateBody>;
export const houseUpdateBody = z.object({ id, version: versionField, ...houseFields });
export type HouseUpdateBody = z.infer<typeof houseUpdateBody>;
export type HouseUpdateInput = z.input<typeof houseUpdateBody>;

/** Copy a screen (its seat plan, formats and standing capacity) under a new name and code, in the same cinema. */
export const houseCopyBody = z.object({
  id,
  name: requiredText(L.name, 50),
  code: code(L.code, 10),
});
export type HouseCopyBody = z.infer<typeof houseCopyBody>;

const count = z.number().int();
/** Seats by type (countSeats): total counts every seat, sellable every seat but closed ones. */
export const seatCounts = z.object({
  ...(Object.fromEntries(seatTypes.map((t) => [t, count])) as Record<SeatType, typeof count>),
  total: count,
  sellable: count,
});
export type SeatCounts = z.infer<typeof seatCounts>;

export const houseFormat = z.object({ id: z.number().int(), name: z.string() });
export type HouseFormat = z.infer<typeof houseFormat>;

export const house = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  code: z.string(),
  name: z.string(),
  formatIds: z.array(z.number().int()),
  /** The formats named, in their display order. */
  formats: z.array(houseFormat),
  standingCapacity: z.number().int(),
  sortOrder: z.number().int().nullable(),
  seatPlan,
  seatCounts,
  /** Sellable seats (every seat but closed ones): the screen's capacity for sales. */
  seatCount: z.number().int(),
  version: z.number().int(),
  ...timestamps,
});
export type House = z.infer<typeof house>;

/** A list row: the house without its seat plan (the counts stay). */
export const houseListItem = house.omit({ seatPlan: true });
export type HouseListItem = z.infer<typeof houseListItem>;

/** cinemaId: an explicit, checked cinema; when absent, the session's chosen cinema. keyword matches name and code. */
/** The orders the list offers: the API refuses any other sortField (400). */
export const houseSortFields = ['code', 'name', 'seatCount', 'standingCapacity', 'sortOrder', 'updatedAt'] as const;
export const houseListQuery = sortedList(houseSortFields).extend({ cinemaId: id.optional() });
export type HouseListQuery = z.infer<typeof houseListQuery>;

/** For pickers (schedules, reports): one cinema's screens. */
export const houseOption = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  seatCount: z.number().int(),
});
export type HouseOption = z.infer<typeof houseOption>;
