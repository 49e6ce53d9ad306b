import { z } from 'zod';
import { labelled } from './enums.js';
import { refId } from './fields.js';
import { ja } from './messages.js';

// 他の劇場へコピー… (docs/domain.md, "copying to other cinemas"): head office copies a cinema's 料金テンプレート or
// 割引ルール to other cinemas of the brand, each copy a new record of the target cinema with the same content.

export const MAX_COPY_SOURCES = 200;
export const MAX_COPY_CINEMAS = 500;

/** What happens when a target cinema already has a record of the same name. */
export const copyConflict = labelled(['skip', 'abort'], {
  skip: '同じ名前があればその分だけ飛ばす',
  abort: '1件でも重なれば何もコピーしない',
});
export type CopyConflict = (typeof copyConflict.values)[number];

export const copyToCinemasLabels = { cinemaIds: 'コピー先の劇場', onConflict: '同じ名前があるとき' } as const;
const L = copyToCinemasLabels;

export const copyToCinemasMessages = {
  /** A target cinema already has the name (or an earlier copy of this request took it). */
  sameName: (noun: string) => `同じ名前の${noun}がコピー先の劇場にあります`,
  /** onConflict 'abort' and some name is taken: 409, one line per clash in `errors`. */
  aborted: (noun: string) => `コピー先の劇場に同じ名前の${noun}があるため、何もコピーしませんでした`,
  clash: (cinemaName: string, name: string) => `${cinemaName}：「${name}」`,
  done: (count: number) => (count ? `${count}件をコピーしました` : '何もコピーしませんでした'),
};

const FIRST_NAMES = 3;
/** 「通常料金」「レイトショー料金」「映画の日」ほか2件: the first few names, then how many more (操作ログ and the result). */
export const copiedNamesText = (names: readonly string[]) =>
  names
    .slice(0, FIRST_NAMES)
    .map((n) => `「${n}」`)
    .join('') + (names.length > FIRST_NAMES ? `ほか${names.length - FIRST_NAMES}件` : '');

/** The body of a copyToCinemas call: `label` names the records (料金テンプレート). */
export const copyToCinemasBody = (label: string) => {
  const noSources = ja.requiredSelect(label);
  const noCinemas = ja.requiredSelect(L.cinemaIds);
  return z.object({
    /** Records of the caller's brand (the list of the chosen cinema); another brand's answers 404. */
    ids: z
      .array(refId(label), { error: noSources })
      .min(1, noSources)
      .max(MAX_COPY_SOURCES, `「${label}」は${MAX_COPY_SOURCES}件以内で選択してください`),
    /** Cinemas of the caller's brand; another brand's answers 404. */
    cinemaIds: z
      .array(refId(L.cinemaIds), { error: noCinemas })
      .min(1, noCinemas)
      .max(MAX_COPY_CINEMAS, `「${L.cinemaIds}」は${MAX_COPY_CINEMAS}件以内で選択してください`),
    onConflict: z.enum(copyConflict.values, { error: ja.requiredSelect(L.onConflict) }).default('abort'),
  });
};
export type CopyToCinemasBody = z.infer<ReturnType<typeof copyToCinemasBody>>;
export type CopyToCinemasInput = z.input<ReturnType<typeof copyToCinemasBody>>;

/** Per target cinema: what was copied (the new record's id) and what was not, with the reason. */
export const copyToCinemasAnswer = z.object({
  /** Copies made across every target cinema. */
  count: z.number().int(),
  cinemas: z.array(
    z.object({
      cinemaId: z.number().int(),
      cinemaName: z.string(),
      copied: z.array(z.object({ sourceId: z.number().int(), id: z.number().int(), name: z.string() })),
      skipped: z.array(z.object({ sourceId: z.number().int(), name: z.string(), reason: z.string() })),
    }),
  ),
});
export type CopyToCinemasAnswer = z.infer<typeof copyToCinemasAnswer>;
