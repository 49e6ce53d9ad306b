import { z } from 'zod';
import { sortedList } from './common.js';
import { labelled, versionType } from './enums.js';
import { code, id, int, queryBool, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';

// What a screening can be shown as, per cinema, each with a per-ticket surcharge (加算料金):
// language versions and screen formats on /version-management, sound formats and extras
// (3D glasses) on /version-other. Pricing adds the surcharges of a screening's versions.
export const versionKind = labelled(['language', 'format', 'sound', 'extra'], {
  language: '字幕・吹替',
  format: '上映方式',
  sound: '音響',
  extra: 'その他（メガネ代など）',
});
export type VersionKind = (typeof versionKind.values)[number];

/** The kinds each screen edits, and the kinds its list call answers by default. */
export const versionScreenKinds = {
  management: ['language', 'format'],
  other: ['sound', 'extra'],
} as const satisfies Record<string, readonly VersionKind[]>;

// Language rows carry one of the API's version types (NONE / DUB / SUBTITLE) as their code.
export const languageCodes = versionType;
export type LanguageCode = (typeof versionType.values)[number];

export const MAX_SURCHARGE = 10000;

/** The version master's field labels: the validation messages, the form, the list and the export all use these. */
export const versionLabels = {
  kind: '種別',
  code: 'コード',
  name: '表示名',
  surcharge: '加算料金',
  sortOrder: '表示順',
  active: '有効',
  screenCount: '対応スクリーン数',
} as const;
const L = versionLabels;

const kindField = z.enum(versionKind.values, { error: ja.requiredSelect(L.kind) });

const versionFields = {
  kind: kindField,
  // Codes are compared in capitals, so "imax" and "IMAX" are the same format.
  code: code(L.code, 20).transform((v) => v.toUpperCase()),
  name: requiredText(L.name, 50),
  surcharge: int(L.surcharge, 0, MAX_SURCHARGE),
  sortOrder: int(L.sortOrder, 0, 9999).default(0),
  active: z.boolean({ error: ja.requiredSelect(L.active) }).default(true),
};

const languageCodeMessage = `「${L.code}」は NONE（なし）・DUB（吹替版）・SUBTITLE（字幕版）から選択してください`;

const versionRules = (v: { kind: VersionKind; code: string }, ctx: z.RefinementCtx) => {
  if (v.kind === 'language' && !(versionType.values as readonly string[]).includes(v.code))
    ctx.addIssue({ code: 'custom', path: ['code'], message: languageCodeMessage });
};

export const versionCreateBody = z.object({ cinemaId: id.optional(), ...versionFields }).superRefine(versionRules);
export type VersionCreateBody = z.infer<typeof versionCreateBody>;
export type VersionCreateInput = z.input<typeof versionCreateBody>;

export const versionUpdateBody = z.object({ id, version: versionField, ...versionFields }).superRefine(versionRules);
export type VersionUpdateBody = z.infer<typeof versionUpdateBody>;
export type VersionUpdateInput = z.input<typeof versionUpdateBody>;

export const versionRecord = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  kind: versionKind.schema,
  code: z.string(),
  name: z.string(),
  surcharge: z.number().int(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  /** Screens (スクリーン) that list this format among the formats they can show. */
  screenCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VersionRecord = z.infer<typeof versionRecord>;

// Query arrays repeat the key without brackets (?kinds=language&kinds=format).
// One value arrives as a scalar; wrapping it first lets each bad value be named (kinds.0).
const queryKinds = z
  .preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(kindField).max(4))
  .optional();

/** The orders the list offers: the API refuses any other sortField (400). */
export const versionSortFields = ['code', 'name', 'surcharge', 'sortOrder', 'active'] as const;
export const versionListQuery = sortedList(versionSortFields).extend({
  cinemaId: id.optional(),
  kinds: queryKinds,
  active: queryBool,
});
export type VersionListQuery = z.infer<typeof versionListQuery>;
