import { describe, expect, it } from 'vitest';
import { isBankKana, toBankKana } from './bank-kana.js';

describe('toBankKana', () => {
  it('turns full-width katakana and hiragana into half-width kana with separate voicing marks', () => {
    expect(toBankKana('カ）シネマライン')).toBe('ｶ)ｼﾈﾏﾗｲﾝ');
    expect(toBankKana('しねまらいん　がっこう')).toBe('ｼﾈﾏﾗｲﾝ ｶﾞﾂｺｳ');
    expect(toBankKana('パーク')).toBe('ﾊﾟ-ｸ');
  });

  it('keeps what is already half-width, and upper-cases letters', () => {
    expect(toBankKana('ｶ)ABC')).toBe('ｶ)ABC');
    expect(toBankKana('ｶ)abc１２３')).toBe('ｶ)ABC123');
  });

  it('leaves kanji in place so the check refuses them', () => {
    const v = toBankKana('株式会社');
    expect(isBankKana(v)).toBe(false);
    expect(isBankKana(toBankKana('ユ）シネマ'))).toBe(true);
  });
});
