// docs/domain.md, "japanese text input": lenient on input, strict on storage. The one place where what a Japanese
// keyboard types in full width (digits, codes, kana) is folded to what is stored. Only width and
// kana script change; a value that means something else after folding is never produced.

/** Dashes an IME or a pasted text uses for minus or hyphen: ‐ ‑ ‒ – — − and full-width －. */
const dashes = /[\u2010-\u2015\u2212\uFF0D]/g;

/** Full-width ASCII (ＡＢＣ０１２) to ASCII and typographic dashes to -, e.g. codes: ０１０１ → 0101. */
export const toAsciiText = (s: string): string => s.normalize('NFKC').replace(dashes, '-');

/** Full-width katakana for any kana input: NFKC, then hiragana (ぁ-ゖ, ゝゞ) shifted to katakana. */
export const toKatakana = (s: string): string =>
  s.normalize('NFKC').replace(/[\u3041-\u3096\u309D\u309E]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));

const hiraganaCodes = [...Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, i) => 0x3041 + i), 0x309d, 0x309e];

/**
 * toKatakana's hiragana and the katakana each becomes, letter for letter: a search folds the stored
 * column the same way in SQL, `translate(normalize(col, NFKC), hiragana, katakana)`, so やまだ, ヤマダ
 * and ﾔﾏﾀﾞ meet whichever side they are on (docs/domain.md, "japanese text input").
 */
export const kanaFold = {
  hiragana: String.fromCharCode(...hiraganaCodes),
  katakana: String.fromCharCode(...hiraganaCodes.map((c) => c + 0x60)),
} as const;

/**
 * A phone number as typed, as its digits: full width folded, and hyphens (any dash, or ー typed in
 * kana mode), spaces and brackets dropped. Undefined when the text is not a phone number (fewer than
 * 3 digits, or letters), so a name or an e-mail is not searched as one.
 */
export function phoneDigits(s: string): string | undefined {
  const digits = toAsciiText(s).replace(/[-\sー()]/g, '');
  return /^\d{3,}$/.test(digits) ? digits : undefined;
}

/**
 * A typed number as ASCII: full-width digits and signs (２９, －１００, １，０００, ２．５), thousands
 * separators and spaces dropped, and a leading ー (the minus key in kana mode) read as minus.
 * Anything else is left in place, so a number field refuses it instead of guessing.
 */
export const toNumberText = (s: string): string =>
  toAsciiText(s)
    .replace(/^\s*ー/, '-')
    .replace(/[,\s]/g, '')
    .replace(/^[¥￥]/, '');

/** Text to a number when it is one after folding (２９ → 29); anything else is undefined. */
export function parseNumberText(s: string): number | undefined {
  const t = toNumberText(s);
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : undefined;
}
