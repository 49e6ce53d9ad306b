import { z } from 'zod';
import { optionalDateField } from './dates.js';
import { sortedList, timestamps } from './common.js';
import { id, int, optionalInt, optionalText, requiredText, url, versionField } from './fields.js';
import { labelled } from './enums.js';
import { ja } from './messages.js';
import { requiredKana } from './kana.js';
import { filmFeeTermsField, filmFeeTerm } from './film-fees.js';
import { restrictStandardCodes } from './restrict.js';
import { imageRef } from './files.js';

export * from './film-fees.js';

// The film master (作品マスター), the API's "Movie". Films belong to a brand; a film a
// cinema account registers waits for the brand's approval, and only approved films are scheduled.

/** 映倫区分 (docs/domain.md, "film ratings"); minAge is the age below which entry is refused. */
export const filmClassification = labelled(['G', 'PG12', 'R15+', 'R18+'], {
  G: 'G（年齢制限なし）',
  PG12: 'PG12（12歳未満は保護者の助言・指導が必要）',
  'R15+': 'R15+（15歳未満は入場不可）',
  'R18+': 'R18+（18歳未満は入場不可）',
});
export type FilmClassification = (typeof filmClassification.values)[number];
/** The default minimum ages, from the standard codes each cinema's /restrict starts with. */
export const classificationMinAge = Object.fromEntries(restrictStandardCodes.map((c) => [c.code, c.minAge])) as Record<
  FilmClassification,
  number
>;

export const releaseDateType = labelled(['date', 'text', 'undecided'], {
  date: '公開日',
  text: '時期（テキスト）',
  undecided: '未定',
});
export type ReleaseDateType = (typeof releaseDateType.values)[number];

// 差し戻し (returned): head office sent the film back with a reason; the cinema edits it and it waits again.
export const approvalStatus = labelled(['pending', 'approved', 'returned'], {
  pending: '承認待ち',
  approved: '承認済み',
  returned: '差し戻し',
});
export type ApprovalStatus = (typeof approvalStatus.values)[number];

export const MAX_STILL_IMAGES = 10;
export const DEFAULT_RESET_WEEK_DAYS = 7;
const optionalDate = (label: string) => optionalDateField(label);

/** The film master's field labels: the validation messages, the form, the list and the export all use these. */
export const filmLabels = {
  name: '作品名',
  nameKana: '作品名（カナ）',
  originalName: '原題',
  lengthMinutes: '上映時間（分）',
  trailerMinutes: '予告編の長さ（分）',
  releaseDateType: '公開日の種類',
  releaseDate: '公開日',
  releaseText: '公開時期',
  workRemarks: '作品備考',
  workId: '作品ID',
  genre: 'ジャンル',
  country: '製作国',
  director: '監督',
  cast: 'キャスト',
  writers: '脚本',
  synopsisTitle: 'あらすじタイトル',
  synopsis: 'あらすじ',
  profileTitle: 'プロフィールタイトル',
  profile: 'プロフィール',
  slogan: 'キャッチコピー',
  classification: '映倫区分',
  copyright: 'コピーライト',
  distributorId: '配給会社',
  officialUrl: '公式サイトURL',
  trailerUrl: '予告編URL',
  coverImage: 'ポスター',
  stillImages: '場面写真',
  displayOrder: '表示順',
  resetWeekDays: '週の切り替え日数',
  approvalStatus: '承認状態',
  createdByCinemaName: '登録した劇場',
  updatedAt: '更新日',
} as const;
const L = filmLabels;

const filmFields = {
  name: requiredText(L.name, 200),
  nameKana: requiredKana(L.nameKana, 200),
  originalName: optionalText(L.originalName, 200),
  lengthMinutes: int(L.lengthMinutes, 1, 600),
  trailerMinutes: int(L.trailerMinutes, 0, 60).default(0),
  releaseDateType: z.enum(releaseDateType.values, { error: ja.requiredSelect(L.releaseDateType) }),
  /** YYYY-MM-DD; required when releaseDateType is 'date', cleared otherwise. */
  releaseDate: optionalDate(L.releaseDate),
  /** Free text such as 2027年春; required when releaseDateType is 'text', cleared otherwise. */
  releaseText: optionalText(L.releaseText, 50),
  workRemarks: optionalText(L.workRemarks, 1000),
  workId: optionalText(L.workId, 50),
  genre: optionalText(L.genre, 50),
  country: optionalText(L.country, 50),
  director: optionalText(L.director, 200),
  cast: optionalText(L.cast, 1000),
  writers: optionalText(L.writers, 200),
  synopsisTitle: optionalText(L.synopsisTitle, 100),
  synopsis: optionalText(L.synopsis, 4000),
  profileTitle: optionalText(L.profileTitle, 100),
  profile: optionalText(L.profile, 4000),
  slogan: optionalText(L.slogan, 200),
  classification: z.enum(filmClassification.values, { error: ja.requiredSelect(L.classification) }),
  copyright: optionalText(L.copyright, 200),
  /** A row of the brand's distributor master (GET /api/filmmakers/listMap). */
  distributorId: id.nullish().transform((v) => v ?? null),
  officialUrl: url(L.officialUrl),
  trailerUrl: url(L.trailerUrl),
  coverImage: imageRef.nullish().transform((v) => v ?? null),
  stillImages: z
    .array(imageRef)
    .max(MAX_STILL_IMAGES, `「${L.stillImages}」は${MAX_STILL_IMAGES}枚以内で登録してください`)
    .default([]),
  displayOrder: optionalInt(L.displayOrder, 0, 9999),
  /** The release week restarts every N days (週替わり); 7 for a plain week. */
  resetWeekDays: int(L.resetWeekDays, 1, 365).default(DEFAULT_RESET_WEEK_DAYS),
  filmFeeTerms: filmFeeTermsField,
};

type ReleaseShape = { releaseDateType: ReleaseDateType; releaseDate: string | null; releaseText: string | null };
/** The release date's type decides which of releaseDate / releaseText is required; the other is cleared. */
function checkRelease<T extends ReleaseShape>(v: T, ctx: z.RefinementCtx) {
  if (v.releaseDateType === 'date' && !v.releaseDate)
    ctx.addIssue({ code: 'custom', path: ['releaseDate'], message: ja.required(L.releaseDate), input: v.releaseDate });
  if (v.releaseDateType === 'text' && !v.releaseText)
    ctx.addIssue({ code: 'custom', path: ['releaseText'], message: ja.required(L.releaseText), input: v.releaseText });
}
const clearRelease = <T extends ReleaseShape>(v: T): T => ({
  ...v,
  releaseDate: v.releaseDateType === 'date' ? v.releaseDate : null,
  releaseText: v.releaseDateType === 'text' ? v.releaseText : null,
});

export const filmCreateBody = z.object(filmFields).superRefine(checkRelease).transform(clearRelease);
export type FilmCreateBody = z.infer<typeof filmCreateBody>;
export type FilmCreateInput = z.input<typeof filmCreateBody>;
export const filmUpdateBody = z
  .object({ id, version: versionField, ...filmFields })
  .superRefine(checkRelease)
  .transform(clearRelease);
export type FilmUpdateBody = z.infer<typeof filmUpdateBody>;
export type FilmUpdateInput = z.input<typeof filmUpdateBody>;
/** The form's own schema (no id/version), for zodRule in the web. */
export const filmFormSchema = z.object(filmFields);

const s = z.string().nullable();
export const film = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  name: z.string(),
  nameKana: z.string(),
  originalName: s,
  lengthMinutes: z.number().int(),
  trailerMinutes: z.number().int(),
  releaseDateType: releaseDateType.schema,
  releaseDate: s,
  releaseText: s,
  workRemarks: s,
  workId: s,
  genre: s,
  country: s,
  director: s,
  cast: s,
  writers: s,
  synopsisTitle: s,
  synopsis: s,
  profileTitle: s,
  profile: s,
  slogan: s,
  classification: filmClassification.schema,
  copyright: s,
  distributorId: z.number().int().nullable(),
  distributorName: s,
  officialUrl: s,
  trailerUrl: s,
  coverImage: z.object({ fileId: z.number().int().nullable(), url: z.string() }).nullable(),
  stillImages: z.array(z.object({ fileId: z.number().int().nullable(), url: z.string() })),
  displayOrder: z.number().int().nullable(),
  resetWeekDays: z.number().int(),
  filmFeeTerms: z.array(filmFeeTerm),
  approvalStatus: approvalStatus.schema,
  approvedAt: s,
  /** Account id and display name of who approved (null while pending, or for films a brand registered before approval existed). */
  approvedBy: z.number().int().nullable(),
  approvedByName: s,
  /** Why head office sent the film back, and when (set while 差し戻し). */
  returnReason: s,
  returnedAt: s,
  /** The cinema whose staff registered the film; null when head office did. */
  createdByCinemaId: z.number().int().nullable(),
  createdByCinemaName: s,
  version: z.number().int(),
  ...timestamps,
});
export type Film = z.infer<typeof film>;

/** A list row: the film without long texts, still images and fee terms. */
export const filmListItem = film.omit({
  synopsis: true,
  profile: true,
  workRemarks: true,
  stillImages: true,
  filmFeeTerms: true,
  cast: true,
});
export type FilmListItem = z.infer<typeof filmListItem>;

export const filmSortFields = ['nameKana', 'releaseDate', 'displayOrder', 'updatedAt'] as const;
export type FilmSortField = (typeof filmSortFields)[number];

/**
 * keyword matches name, kana (the keyword is normalised to katakana too) and original name.
 * releaseFrom/releaseTo bound releaseDate (text and undecided films drop out when either is set).
 * Default order: displayOrder (nulls last), then nameKana.
 */
export const filmListQuery = sortedList(filmSortFields).extend({
  releaseFrom: optionalDate('公開日（から）').transform((v) => v ?? undefined),
  releaseTo: optionalDate('公開日（まで）').transform((v) => v ?? undefined),
  classification: filmClassification.schema.optional(),
  distributorId: id.optional(),
  approvalStatus: approvalStatus.schema.optional(),
});
export type FilmListQuery = z.infer<typeof filmListQuery>;

/** GET /api/film/listMap: approved films only (what schedules may pick). */
export const filmOption = z.object({ id: z.number().int(), name: z.string() });
export type FilmOption = z.infer<typeof filmOption>;

/** GET /api/film/creatFilmNameList (SPEC's spelling): every film of the brand, for pickers. */
export const filmNameItem = z.object({
  id: z.number().int(),
  name: z.string(),
  nameKana: z.string(),
  lengthMinutes: z.number().int(),
  /** Trailers before the feature: a screening's end is start + trailers + length. */
  trailerMinutes: z.number().int(),
  approvalStatus: approvalStatus.schema,
});
export type FilmNameItem = z.infer<typeof filmNameItem>;

/** docs/domain.md, "messages": the answer to deleting a film with screenings. */
export const filmHasScreenings = '上映スケジュールが登録されているため、この作品は削除できません。';
export const filmNotApprovedYet = 'この作品は承認待ちです。';
export const filmAlreadyApproved = 'この作品はすでに承認されています。';
export const filmApproved = '作品を承認しました。';
