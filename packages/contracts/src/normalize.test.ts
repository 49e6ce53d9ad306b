import { describe, expect, it } from 'vitest';
import { code } from './fields.js';
import { cinemaCreateBody } from './cinemas.js';
import { brandLabels } from './brands.js';
import { optionalKana } from './kana.js';
import { kanaFold, parseNumberText, phoneDigits, toAsciiText, toKatakana } from './normalize.js';

describe('the one normaliser for what a Japanese keyboard types', () => {
  it('reads full-width digits and signs as the number they are', () => {
    expect(parseNumberText('２９')).toBe(29);
    expect(parseNumberText('１０００')).toBe(1000);
    expect(parseNumberText('１，０００')).toBe(1000);
    expect(parseNumberText('－１００')).toBe(-100);
    expect(parseNumberText('−5')).toBe(-5);
    expect(parseNumberText('ー５')).toBe(-5);
    expect(parseNumberText('２．５')).toBe(2.5);
    expect(parseNumberText('￥１，８００')).toBe(1800);
  });

  it('does not guess a number out of text that is not one', () => {
    expect(parseNumberText('')).toBeUndefined();
    expect(parseNumberText('2９a')).toBeUndefined();
    expect(parseNumberText('三')).toBeUndefined();
    expect(parseNumberText('1-2')).toBeUndefined();
  });

  it('folds full-width codes and kana', () => {
    expect(toAsciiText('ＡＢＣ－０１０１')).toBe('ABC-0101');
    expect(toKatakana('しねまらいん ｼﾝｼﾞｭｸ')).toBe('シネマライン シンジュク');
  });

  it('gives SQL the same hiragana-to-katakana table as toKatakana', () => {
    expect(kanaFold.hiragana).toHaveLength(kanaFold.katakana.length);
    expect(toKatakana(kanaFold.hiragana)).toBe(kanaFold.katakana);
    expect(kanaFold.hiragana).toContain('ゔ');
    expect(kanaFold.katakana).toContain('ヴ');
  });

  it('reads a phone number as its digits, however it was typed', () => {
    expect(phoneDigits('０９０－１２３４－５６７８')).toBe('09012345678');
    expect(phoneDigits('090-1234-5678')).toBe('09012345678');
    expect(phoneDigits('０９０ー１２３４ー５６７８')).toBe('09012345678');
    expect(phoneDigits('(03) 1234 5678')).toBe('0312345678');
    expect(phoneDigits('０３（１２３４）５６７８')).toBe('0312345678');
    expect(phoneDigits('09')).toBeUndefined();
    expect(phoneDigits('yamada')).toBeUndefined();
    expect(phoneDigits('090@example.jp')).toBeUndefined();
  });

  it('lets the API accept a code typed in full width, and still refuses other characters', () => {
    expect(code('劇場コード', 10).parse('０１０１')).toBe('0101');
    expect(code('劇場コード', 10).safeParse('新宿').success).toBe(false);
  });

  it('stores 劇場名カナ and ブランド名カナ in katakana, like 作品名カナ', () => {
    const kana = cinemaCreateBody.shape.nameKana.parse('しねまらいんしんじゅく');
    expect(kana).toBe('シネマラインシンジュク');
    expect(optionalKana(brandLabels.nameKana).parse('みらいしねま')).toBe('ミライシネマ');
    const refused = optionalKana(brandLabels.nameKana).safeParse('未来');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('ブランド名（カナ）');
  });
});
