import { z } from 'zod';
import { sortedList, timestamps } from './common.js';
import { dateTimeField, isDateTime } from './dates.js';
import { withMeta } from './field-meta.js';
import { choice, id, refId, requiredText, versionField } from './fields.js';
import {
  signageLabels as L,
  signageMessageKind,
  signageMessageStyle,
  type SignageMessageKind,
  type SignageMessageStyle,
} from './signage.js';

const cinemaRef = { cinemaId: id.optional() };
const optionalRef = (label: string) =>
  refId(label)
    .nullish()
    .transform((v) => v ?? null);

// メッセージ: to every signage device of the cinema (deviceId null) or one; 緊急 always shows full screen.
const messageFields = {
  kind: choice(signageMessageKind, L.kind),
  style: choice(signageMessageStyle, L.style),
  text: requiredText(L.text, 200),
  deviceId: optionalRef(L.target),
  startAt: dateTimeField(L.startAt),
  endAt: withMeta(
    z
      .string()
      .trim()
      .refine((v) => v === '' || isDateTime(v), `「${L.endAt}」は日時で入力してください`)
      .nullish()
      .transform((v) => (v ? v : null)),
    { label: L.endAt, format: 'dateTime' },
  ),
};
const endsAfterStart = (b: { startAt: string; endAt: string | null }, ctx: z.RefinementCtx) => {
  if (b.endAt && Date.parse(b.endAt) <= Date.parse(b.startAt))
    ctx.addIssue({ code: 'custom', path: ['endAt'], message: '「終了日時」は「開始日時」より後にしてください' });
};
const urgentIsFullScreen = <T extends { kind: SignageMessageKind; style: SignageMessageStyle }>(b: T): T => ({
  ...b,
  style: b.kind === 'urgent' ? 'fullscreen' : b.style,
});
export const signageMessageCreateBody = z
  .object({ ...cinemaRef, ...messageFields })
  .superRefine(endsAfterStart)
  .transform(urgentIsFullScreen);
export type SignageMessageCreateBody = z.infer<typeof signageMessageCreateBody>;
export type SignageMessageInput = z.input<typeof signageMessageCreateBody>;
export const signageMessageUpdateBody = z
  .object({ id, version: versionField, ...messageFields })
  .superRefine(endsAfterStart)
  .transform(urgentIsFullScreen);
export const signageMessage = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  kind: signageMessageKind.schema,
  style: signageMessageStyle.schema,
  text: z.string(),
  deviceId: z.number().int().nullable(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  version: z.number().int(),
  ...timestamps,
});
export type SignageMessage = z.infer<typeof signageMessage>;

export const signageMessageListQuery = sortedList(['startAt', 'updatedAt']).extend({ cinemaId: id.optional() });
export type SignageMessageListQuery = z.infer<typeof signageMessageListQuery>;
