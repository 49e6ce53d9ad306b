import { z } from 'zod';
import { ja } from './messages.js';
import { versionField } from './fields.js';

// 作品の承認・差し戻し: head office roles with 作品の承認 (film: approve) decide on films cinema
// staff register; a film sent back carries the reason, and the cinema edits it to ask again.

export const filmReturnLabels = { reason: '差し戻しの理由' } as const;

export const filmReturnBody = z.object({
  reason: z
    .string({ error: ja.required(filmReturnLabels.reason) })
    .trim()
    .min(1, ja.required(filmReturnLabels.reason))
    .max(500, ja.maxLength(filmReturnLabels.reason, 500)),
  version: versionField.optional(),
});
export type FilmReturnBody = z.infer<typeof filmReturnBody>;

export const filmPendingCount = z.object({ count: z.number().int() });

export const filmReturned = '作品を差し戻しました。';
export const filmNotPending = 'この作品は承認待ちではありません。';
export const approveOnlyByBrand = '作品を承認・差し戻しできるのは本部のアカウントだけです。';
