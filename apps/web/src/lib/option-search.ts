import { toKatakana } from '@cinema/contracts/normalize';

// What a Japanese keyboard types matches what is shown (docs/domain.md, "japanese text input"): a picker's
// search folds width, hiragana to katakana, case and spaces on both sides, so ぽっぷ finds ポップコーン and ﾎﾟｯﾌﾟ,
// and ＡＢＣ finds abc. An option may carry `search` with more to match (a film's kana reading).

/** A text folded for matching: NFKC width, hiragana → katakana, lower case, no spaces. */
export const foldForSearch = (s: string): string => toKatakana(s).toLowerCase().replace(/\s+/g, '');

export interface SearchableOption {
  label?: unknown;
  /** More text the option is found by, e.g. a film's kana reading or a code. */
  search?: string;
}

/** antd Select's `filterOption` for options held in the page. */
export function matchOption(input: string, option?: SearchableOption): boolean {
  const wanted = foldForSearch(input);
  if (!wanted) return true;
  const label = typeof option?.label === 'string' || typeof option?.label === 'number' ? String(option.label) : '';
  return foldForSearch(`${label} ${option?.search ?? ''}`).includes(wanted);
}

/** The `showSearch` setting of a Select whose options are in the page: kana- and width-insensitive. */
export const kanaSearch = { filterOption: matchOption } as const;
