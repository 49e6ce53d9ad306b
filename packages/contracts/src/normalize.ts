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
