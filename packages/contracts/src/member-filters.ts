import { z } from 'zod';
import { prefectureCode } from './address.js';
import { sortedList } from './common.js';
import { customerGender } from './customer-attributes.js';
import { optionalDateField } from './dates.js';
import { labelled } from './enums.js';
import { withMeta } from './field-meta.js';
import { id, int, optionalInt, optionalText, refId, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';
import { memberListItem, memberStatus } from './members.js';

// 会員フィルター (docs/membership.md, "会員フィルター"): a named set of conditions on members, all optional and
// combined with AND, that メールマガジン, クーポン and オートメーション target. The API's engine turns them into one
// WHERE over `members` (apps/api/src/modules/member-filters/member-filters.match.ts).

/** The window visits and spend are read over: all time, or the last 3, 6 or 12 months (kept per member daily). */
export const visitPeriod = labelled(['all', 'm3', 'm6', 'm12'], {
  all: '全期間',
  m3: '直近3か月',
  m6: '直近6か月',
  m12: '直近12か月',
});
export type VisitPeriod = (typeof visitPeriod.values)[number];

export const memberFilterLabels = {
  name: 'フィルター名',
  memo: '備考',
  memberSystemId: '会員制度',
  ranks: 'ランク',
  statuses: '状態',
  ageFrom: '年齢（から）',
  ageTo: '年齢（まで）',
  genders: '性別',
  prefectureCodes: '都道府県',
  joinedFrom: '入会日（から）',
  joinedTo: '入会日（まで）',
  lastVisitFrom: '最終来場日（から）',
  lastVisitTo: '最終来場日（まで）',
  daysSinceLastVisit: '最終来場からの日数（以上）',
  visitPeriod: '来場回数・利用金額の集計期間',
  visitsMin: '来場回数（以上）',
  visitsMax: '来場回数（以下）',
  spendMin: '利用金額（以上）',
  spendMax: '利用金額（以下）',
  pointsMin: '保有ポイント（以上）',
  pointsMax: '保有ポイント（以下）',
  genres: 'よく見るジャンル',
  conditions: '条件',
  count: '該当会員数',
  updatedAt: '更新日時',
} as const;
const L = memberFilterLabels;

export const MAX_FILTER_SPEND = 100_000_000;
export const MAX_FILTER_POINTS = 100_000_000;
export const MAX_FILTER_VISITS = 100_000;

const listOfValues = <T extends z.ZodType>(item: T, label: string, max: number) =>
  withMeta(z.array(item, { error: ja.requiredSelect(label) }).max(max, `「${label}」は${max}件までです`), { label });

/** [from, to] pairs whose from may not be after their to; the error names the second field. */
const ordered = [
  ['ageFrom', 'ageTo'],
  ['joinedFrom', 'joinedTo'],
  ['lastVisitFrom', 'lastVisitTo'],
  ['visitsMin', 'visitsMax'],
  ['spendMin', 'spendMax'],
  ['pointsMin', 'pointsMax'],
] as const;

export const memberFilterConditions = z
  .object({
    /** None: members of every system of the brand. */
    memberSystemId: refId(L.memberSystemId)
      .nullish()
      .transform((v) => v ?? null),
    /** Rank numbers (1 = the first rank); empty: any rank. */
    ranks: listOfValues(int(L.ranks, 1, 10), L.ranks, 10).default([]),
    /** Empty: any status. A new filter starts with 有効 only. */
    statuses: listOfValues(
      z.enum(memberStatus.values, { error: ja.requiredSelect(L.statuses) }),
      L.statuses,
      4,
    ).default(['active']),
    /** Age on the day the filter is read (Japan time), from the birth date; members without one never match. */
    ageFrom: optionalInt(L.ageFrom, 0, 120),
    ageTo: optionalInt(L.ageTo, 0, 120),
    genders: listOfValues(z.enum(customerGender.values, { error: ja.requiredSelect(L.genders) }), L.genders, 4).default(
      [],
    ),
    prefectureCodes: listOfValues(prefectureCode, L.prefectureCodes, 47).default([]),
    joinedFrom: optionalDateField(L.joinedFrom),
    joinedTo: optionalDateField(L.joinedTo),
    lastVisitFrom: optionalDateField(L.lastVisitFrom),
    lastVisitTo: optionalDateField(L.lastVisitTo),
    /** 最終来場から N 日以上: members who visited, last N or more days ago (never visited: not matched). */
    daysSinceLastVisit: optionalInt(L.daysSinceLastVisit, 1, 3650),
    visitPeriod: withMeta(z.enum(visitPeriod.values, { error: ja.requiredSelect(L.visitPeriod) }), {
      label: L.visitPeriod,
      options: visitPeriod.options,
    }).default('all'),
    visitsMin: optionalInt(L.visitsMin, 0, MAX_FILTER_VISITS),
    visitsMax: optionalInt(L.visitsMax, 0, MAX_FILTER_VISITS),
    spendMin: withMeta(optionalInt(L.spendMin, 0, MAX_FILTER_SPEND), { label: L.spendMin, suffix: '円' }),
    spendMax: withMeta(optionalInt(L.spendMax, 0, MAX_FILTER_SPEND), { label: L.spendMax, suffix: '円' }),
    pointsMin: optionalInt(L.pointsMin, -MAX_FILTER_POINTS, MAX_FILTER_POINTS),
    pointsMax: optionalInt(L.pointsMax, -MAX_FILTER_POINTS, MAX_FILTER_POINTS),
    /** The genre of the films a member saw most (作品's ジャンル), recomputed by the daily job. */
    genres: listOfValues(requiredText(L.genres, 50), L.genres, 50).default([]),
  })
  .superRefine((c, ctx) => {
    for (const [from, to] of ordered) {
      const a = c[from];
      const b = c[to];
      if (a != null && b != null && a > b)
        ctx.addIssue({ code: 'custom', path: [to], message: `「${L[to]}」は「${L[from]}」以降の値を入力してください` });
    }
  });
export type MemberFilterConditions = z.infer<typeof memberFilterConditions>;
export type MemberFilterConditionsInput = z.input<typeof memberFilterConditions>;

export const memberFilterCreateBody = z.object({
  name: requiredText(L.name, 50),
  memo: optionalText(L.memo, 1000),
  conditions: memberFilterConditions,
});
export type MemberFilterCreateBody = z.infer<typeof memberFilterCreateBody>;
export type MemberFilterCreateInput = z.input<typeof memberFilterCreateBody>;
export const memberFilterUpdateBody = memberFilterCreateBody.extend({ id, version: versionField });
export type MemberFilterUpdateBody = z.infer<typeof memberFilterUpdateBody>;

/** The conditions as stored and answered (the body's schema has transforms, which an answer may not carry). */
const nullableInt = z.number().int().nullable();
const nullableDate = z.string().nullable();
export const memberFilterConditionsRecord = z.object({
  memberSystemId: nullableInt,
  ranks: z.array(z.number().int()),
  statuses: z.array(memberStatus.schema),
  ageFrom: nullableInt,
  ageTo: nullableInt,
  genders: z.array(customerGender.schema),
  prefectureCodes: z.array(z.string()),
  joinedFrom: nullableDate,
  joinedTo: nullableDate,
  lastVisitFrom: nullableDate,
  lastVisitTo: nullableDate,
  daysSinceLastVisit: nullableInt,
  visitPeriod: visitPeriod.schema,
  visitsMin: nullableInt,
  visitsMax: nullableInt,
  spendMin: nullableInt,
  spendMax: nullableInt,
  pointsMin: nullableInt,
  pointsMax: nullableInt,
  genres: z.array(z.string()),
}) satisfies z.ZodType<MemberFilterConditions>;

export const memberFilter = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  name: z.string(),
  memo: z.string().nullable(),
  memberSystemId: z.number().int().nullable(),
  memberSystemName: z.string().nullable(),
  conditions: memberFilterConditionsRecord,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemberFilter = z.infer<typeof memberFilter>;

export const memberFilterSortFields = ['name', 'updatedAt'] as const;
export const memberFilterListQuery = sortedList(memberFilterSortFields);
export type MemberFilterListQuery = z.infer<typeof memberFilterListQuery>;

export const memberFilterCount = z.object({ count: z.number().int() });
/** The first matching members (by 会員番号), masked as 会員一覧 masks them, and how many match in all. */
export const memberFilterPreview = z.object({ count: z.number().int(), list: z.array(memberListItem) });
export type MemberFilterPreview = z.infer<typeof memberFilterPreview>;
export const MEMBER_FILTER_PREVIEW_SIZE = 20;

export const memberFilterMessages = {
  nameInUse: '同じフィルター名がすでに登録されています',
} as const;
