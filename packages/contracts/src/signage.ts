import { z } from 'zod';
import { sortedList, timestamps } from './common.js';
import { optionalDateField } from './dates.js';
import { labelled } from './enums.js';
import { withMeta } from './field-meta.js';
import { choice, flag, id, int, optionalText, refId, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';
import { cleanString } from './text.js';

// サイネージ・表示 (docs/signage.md): what the lobby's signage devices show. A playlist of slides per device, per device
// group or for the whole cinema; door and counter displays (カスタム表示); messages (お知らせ, 満席, 遅延, 緊急) as a
// ticker or full screen; and the lobby board of today's screenings.

export const signageSlideKind = labelled(['image', 'video', 'board', 'film'], {
  image: '画像',
  video: '動画',
  board: '上映スケジュール',
  film: '作品（ポスターと本日の上映時刻）',
});
export type SignageSlideKind = (typeof signageSlideKind.values)[number];

export const signageLayout = labelled(['door', 'counter'], { door: 'スクリーン入口', counter: 'カウンター' });
export type SignageLayout = (typeof signageLayout.values)[number];

export const signageMessageKind = labelled(['notice', 'soldOut', 'delay', 'urgent'], {
  notice: 'お知らせ',
  soldOut: '満席',
  delay: '遅延',
  urgent: '緊急',
});
export type SignageMessageKind = (typeof signageMessageKind.values)[number];

export const signageMessageStyle = labelled(['ticker', 'fullscreen'], { ticker: 'ティッカー', fullscreen: '全画面' });
export type SignageMessageStyle = (typeof signageMessageStyle.values)[number];

export const signageLabels = {
  cinemaId: '劇場',
  name: '名称',
  deviceIds: 'サイネージ端末',
  deviceId: '端末',
  groupId: '端末グループ',
  slides: 'スライド',
  kind: '種類',
  imageUrl: '画像',
  videoUrl: '動画のURL',
  filmId: '作品',
  durationSeconds: '表示秒数',
  startDate: '開始日',
  endDate: '終了日',
  startTime: '表示開始時刻',
  endTime: '表示終了時刻',
  active: '有効',
  layout: 'レイアウト',
  houseId: 'スクリーン',
  message: 'メッセージ',
  text: '本文',
  style: '表示方法',
  startAt: '開始日時',
  endAt: '終了日時',
  withdrawnAt: '取り下げ',
  target: '表示先',
  tomorrowFrom: '翌日分を表示する時刻',
} as const;
const L = signageLabels;

/** At most this many slides in a playlist, and devices in a group. */
export const MAX_SLIDES = 50;
export const MAX_GROUP_DEVICES = 100;

const clock = (label: string) =>
  withMeta(
    cleanString(label, { typeMessage: ja.invalidFormat(label) })
      .trim()
      .refine(
        (v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
        `「${label}」は「HH:mm」で入力してください（例：09:00）`,
      )
      .nullish()
      .transform((v) => (v ? v : null)),
    { label },
  );

const httpsUrl = (label: string) =>
  cleanString(label, { typeMessage: ja.invalidFormat(label) })
    .trim()
    .max(500, ja.maxLength(label, 500))
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), `「${label}」はhttps://で始まるURLを入力してください`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An uploaded image (a path of this server, /api/…) or an https link. */
const imageRef = (label: string) =>
  cleanString(label, { typeMessage: ja.invalidFormat(label) })
    .trim()
    .max(500, ja.maxLength(label, 500))
    .refine((v) => v === '' || /^(https:\/\/[^\s]+|\/api\/[^\s]+)$/.test(v), `「${label}」を選択してください`)
    .nullish()
    .transform((v) => (v ? v : null));

export const signageSlideBody = z
  .object({
    kind: choice(signageSlideKind, L.kind),
    imageUrl: imageRef(L.imageUrl),
    videoUrl: httpsUrl(L.videoUrl),
    filmId: refId(L.filmId)
      .nullish()
      .transform((v) => v ?? null),
    durationSeconds: withMeta(int(L.durationSeconds, 3, 600), { suffix: '秒' }),
    startDate: optionalDateField(L.startDate),
    endDate: optionalDateField(L.endDate),
    startTime: clock(L.startTime),
    endTime: clock(L.endTime),
  })
  .superRefine((s, ctx) => {
    const need = (ok: unknown, path: string, message: string) =>
      ok || ctx.addIssue({ code: 'custom', path: [path], message });
    if (s.kind === 'image') need(s.imageUrl, 'imageUrl', ja.requiredSelect(L.imageUrl));
    if (s.kind === 'video') need(s.videoUrl, 'videoUrl', ja.required(L.videoUrl));
    if (s.kind === 'film') need(s.filmId, 'filmId', ja.requiredSelect(L.filmId));
    if (s.startDate && s.endDate && s.endDate < s.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: '「終了日」は「開始日」以降の日付にしてください' });
    if (!s.startTime !== !s.endTime)
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: '表示する時間帯は開始と終了の両方を入力してください',
      });
  })
  // Only the kind's own source is kept, so a slide switched from 画像 to 動画 keeps no stale image.
  .transform((s) => ({
    ...s,
    imageUrl: s.kind === 'image' ? s.imageUrl : null,
    videoUrl: s.kind === 'video' ? s.videoUrl : null,
    filmId: s.kind === 'film' ? s.filmId : null,
  }));
export type SignageSlide = z.infer<typeof signageSlideBody>;
export type SignageSlideInput = z.input<typeof signageSlideBody>;

export const signageSlide = z.object({
  kind: signageSlideKind.schema,
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  filmId: z.number().int().nullable(),
  durationSeconds: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});

const cinemaRef = { cinemaId: id.optional() };
const optionalRef = (label: string) =>
  refId(label)
    .nullish()
    .transform((v) => v ?? null);

// 端末グループ: a named set of the cinema's signage devices, one playlist for all of them.
const groupFields = {
  name: requiredText(L.name, 50),
  deviceIds: withMeta(
    z.array(refId(L.deviceIds)).max(MAX_GROUP_DEVICES, ja.maxLength(L.deviceIds, MAX_GROUP_DEVICES)),
    {
      label: L.deviceIds,
    },
  ),
};
export const signageGroupCreateBody = z.object({ ...cinemaRef, ...groupFields });
export type SignageGroupCreateBody = z.infer<typeof signageGroupCreateBody>;
export const signageGroupUpdateBody = z.object({ id, version: versionField, ...groupFields });
export const signageGroup = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  name: z.string(),
  deviceIds: z.array(z.number().int()),
  version: z.number().int(),
  ...timestamps,
});
export type SignageGroup = z.infer<typeof signageGroup>;

// プレイリスト: for one device, one group, or (neither) every signage device of the cinema with none of its own.
const playlistFields = {
  name: requiredText(L.name, 50),
  deviceId: optionalRef(L.deviceId),
  groupId: optionalRef(L.groupId),
  slides: z
    .array(signageSlideBody)
    .min(1, 'スライドを1枚以上登録してください')
    .max(MAX_SLIDES, ja.maxLength(L.slides, MAX_SLIDES)),
  active: flag(L.active).default(true),
};
const oneTarget = (b: { deviceId: number | null; groupId: number | null }, ctx: z.RefinementCtx) => {
  if (b.deviceId && b.groupId)
    ctx.addIssue({ code: 'custom', path: ['groupId'], message: '表示先は端末か端末グループのどちらかにしてください' });
};
export const signagePlaylistCreateBody = z.object({ ...cinemaRef, ...playlistFields }).superRefine(oneTarget);
export type SignagePlaylistCreateBody = z.infer<typeof signagePlaylistCreateBody>;
export type SignagePlaylistInput = z.input<typeof signagePlaylistCreateBody>;
export const signagePlaylistUpdateBody = z
  .object({ id, version: versionField, ...playlistFields })
  .superRefine(oneTarget);
export const signagePlaylist = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  name: z.string(),
  deviceId: z.number().int().nullable(),
  groupId: z.number().int().nullable(),
  slides: z.array(signageSlide),
  active: z.boolean(),
  version: z.number().int(),
  ...timestamps,
});
export type SignagePlaylist = z.infer<typeof signagePlaylist>;

// カスタム表示: a device bound to a layout; a door display names its screen (スクリーン).
const displayFields = {
  deviceId: refId(L.deviceId),
  layout: choice(signageLayout, L.layout),
  houseId: optionalRef(L.houseId),
  message: optionalText(L.message, 100, { multiline: false }),
};
const doorNeedsScreen = (b: { layout: SignageLayout; houseId: number | null }, ctx: z.RefinementCtx) => {
  if (b.layout === 'door' && !b.houseId)
    ctx.addIssue({ code: 'custom', path: ['houseId'], message: ja.requiredSelect(L.houseId) });
};
const counterHasNone = <T extends { layout: SignageLayout; houseId: number | null }>(b: T): T => ({
  ...b,
  houseId: b.layout === 'door' ? b.houseId : null,
});
export const signageDisplayCreateBody = z
  .object({ ...cinemaRef, ...displayFields })
  .superRefine(doorNeedsScreen)
  .transform(counterHasNone);
export type SignageDisplayCreateBody = z.infer<typeof signageDisplayCreateBody>;
export type SignageDisplayInput = z.input<typeof signageDisplayCreateBody>;
export const signageDisplayUpdateBody = z
  .object({ id, version: versionField, ...displayFields })
  .superRefine(doorNeedsScreen)
  .transform(counterHasNone);
export const signageDisplay = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  deviceId: z.number().int(),
  layout: signageLayout.schema,
  houseId: z.number().int().nullable(),
  message: z.string().nullable(),
  version: z.number().int(),
  ...timestamps,
});
export type SignageDisplay = z.infer<typeof signageDisplay>;

export const signageListQuery = sortedList(['name', 'updatedAt']).extend({ cinemaId: id.optional() });
export type SignageListQuery = z.infer<typeof signageListQuery>;
export const signageDisplayListQuery = sortedList(['updatedAt']).extend({ cinemaId: id.optional() });
export type SignageDisplayListQuery = z.infer<typeof signageDisplayListQuery>;
export const signageCinemaQuery = z.object({ cinemaId: id.optional() });

export const signageMessages = {
  withdrawn: 'メッセージを取り下げました。',
  notSignage: 'サイネージ端末を選択してください',
  deviceTaken: 'この端末にはすでにカスタム表示が登録されています',
  houseNotFound: 'スクリーンを選択してください',
  filmNotFound: '作品を選択してください',
  groupNotFound: '端末グループを選択してください',
  deviceNotSignage: 'この呼び出しはサイネージ端末だけが利用できます。',
} as const;
