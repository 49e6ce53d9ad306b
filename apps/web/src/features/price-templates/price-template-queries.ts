import { priceTemplateKeys } from '../../entities/price-templates/price-template-queries.js';
import { useActiveVersions } from '../../entities/versions/version-options.js';

// Keys: templates under the entity's root (screenings pick them), the preview's versions under the
// versions root, so a change to the surcharges refreshes the preview too.

/** Templates are per cinema: the list's key carries the chosen cinema, so choosing another one reads afresh. */
export const priceTemplateListKey = (cinemaId: number | null | undefined) =>
  [...priceTemplateKeys.all, 'list', cinemaId ?? null] as const;

const PREVIEW_KINDS = ['language', 'format', 'sound', 'extra'] as const;
/** The cinema's active versions of every kind, for the preview's format and extras. */
export const usePreviewVersions = (cinemaId: number | null | undefined) => useActiveVersions(cinemaId, PREVIEW_KINDS);
