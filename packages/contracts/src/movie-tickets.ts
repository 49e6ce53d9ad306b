import { z } from 'zod';
import { sortedList } from './common.js';
import { labelled } from './enums.js';
import { code, id, int, queryBool, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';

// The ムビチケ 券種マスター of a brand (/movie-ticket-master, docs/domain.md, "movie tickets"): which of the brand's
// ticket types a presented ムビチケ becomes. The box office books 計上単価 (the agreed value),
// not what the customer paid (販売単価); sales and film-fee reports read both.
export const movieTicketKind = labelled(['general', 'child', 'other'], {
  general: '一般',
  child: '小人',
  other: 'その他',
});
export type MovieTicketKind = (typeof movieTicketKind.values)[number];

/** 全国券 works at every participating cinema; 劇場券 only at the cinema it names. */
export const movieTicketArea = labelled(['national', 'theater'], { national: '全国券', theater: '劇場券' });
export type MovieTicketArea = (typeof movieTicketArea.values)[number];

export const MAX_MOVIE_TICKET_AMOUNT = 100_000;
export const MAX_GLASSES_FEE = 10_000;

/** The 券種マスター's field labels: the validation messages, the form, the list and the export all use these. */
export const movieTicketLabels = {
  code: '券種コード',
  name: '券種名',
  kind: '券種区分',
  area: '全国券・劇場券',
  users: '利用人数',
  sellAmount: '販売単価',
  bookedAmount: '計上単価',
  glassesFee: 'メガネ代',
  sortOrder: '表示順',
  active: '有効',
} as const;
const L = movieTicketLabels;

// Codes arrive typed on a ticket counter's keyboard: full-width digits are folded to ASCII first.
const ticketCode = code(L.code, 20);
const kindField = z.enum(movieTicketKind.values, { error: ja.requiredSelect(L.kind) });
const areaField = z.enum(movieTicketArea.values, { error: ja.requiredSelect(L.area) });

const movieTicketFields = {
  code: ticketCode,
  name: requiredText(L.name, 50),
  kind: kindField,
  area: areaField,
  users: int(L.users, 1, 10),
  sellAmount: int(L.sellAmount, 0, MAX_MOVIE_TICKET_AMOUNT),
  bookedAmount: int(L.bookedAmount, 0, MAX_MOVIE_TICKET_AMOUNT),
  glassesFee: int(L.glassesFee, 0, MAX_GLASSES_FEE).default(0),
  sortOrder: int(L.sortOrder, 0, 9999).default(0),
  active: z.boolean({ error: ja.requiredSelect(L.active) }).default(true),
};

export const movieTicketCreateBody = z.object(movieTicketFields);
export type MovieTicketCreateBody = z.infer<typeof movieTicketCreateBody>;
export type MovieTicketCreateInput = z.input<typeof movieTicketCreateBody>;
export const movieTicketUpdateBody = z.object({ id, version: versionField, ...movieTicketFields });
export type MovieTicketUpdateBody = z.infer<typeof movieTicketUpdateBody>;
export type MovieTicketUpdateInput = z.input<typeof movieTicketUpdateBody>;

export const movieTicket = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: movieTicketKind.schema,
  area: movieTicketArea.schema,
  users: z.number().int(),
  sellAmount: z.number().int(),
  bookedAmount: z.number().int(),
  glassesFee: z.number().int(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MovieTicket = z.infer<typeof movieTicket>;

/** The orders the list offers: the API refuses any other sortField (400). */
export const movieTicketSortFields = [
  'code',
  'name',
  'kind',
  'area',
  'users',
  'sellAmount',
  'bookedAmount',
  'glassesFee',
  'sortOrder',
  'active',
] as const;
export const movieTicketListQuery = sortedList(movieTicketSortFields).extend({
  kind: kindField.optional(),
  area: areaField.optional(),
  active: queryBool,
});
export type MovieTicketListQuery = z.infer<typeof movieTicketListQuery>;

export const movieTicketLookupQuery = z.object({ code: ticketCode });
export type MovieTicketLookupQuery = z.infer<typeof movieTicketLookupQuery>;
