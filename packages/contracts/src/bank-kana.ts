import { toKatakana } from './normalize.js';

// Banks keep an account holder's name in half-width kana (全銀 character set): ｶ)ｼﾈﾏﾗｲﾝ. Staff type it in
// full width or hiragana; it is converted, and the form says so (never silently, docs/domain.md, "japanese text input").

// Half-width katakana U+FF66-U+FF9D fold to full width under NFKC: the reverse is the table.
const toHalf = new Map<string, string>();
for (let c = 0xff66; c <= 0xff9d; c++) {
  const half = String.fromCharCode(c);
  toHalf.set(half.normalize('NFKC'), half);
}
toHalf.set('\u3099', 'ﾞ');
toHalf.set('\u309A', 'ﾟ');
toHalf.set('「', '｢');
toHalf.set('」', '｣');

// The 全銀 set has no small kana: a bank reads ッ as ﾂ.
const small: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
  ヰ: 'イ',
  ヱ: 'エ',
};

/** A holder name as a bank keeps it: half-width kana, upper-case letters, digits, ( ) . , - / and spaces. */
export function toBankKana(s: string): string {
  const kata = toKatakana(s)
    .toUpperCase()
    .replace(/[ー‐-―−]/g, '-')
    .replace(/[ァィゥェォッャュョヮヵヶヰヱ]/g, (c) => small[c] ?? c)
    .normalize('NFD');
  let out = '';
  for (const ch of kata) out += toHalf.get(ch) ?? ch;
  return out.replace(/\s+/g, ' ').trim();
}

const bankKanaPattern = /^[0-9A-Zｦ-ﾟ ().,\-/｢｣]*$/;
/** True when every character is one a bank transfer may carry. */
export const isBankKana = (s: string): boolean => bankKanaPattern.test(s) && !/[ｧ-ｯ]/.test(s);
