import { describe, expect, it } from 'vitest';
import { matchOption } from './option-search.js';

describe('picker search', () => {
  it('finds katakana and half-width labels from hiragana, and full-width letters from ASCII', () => {
    expect(matchOption('ぽっぷ', { label: 'ポップコーン（塩）' })).toBe(true);
    expect(matchOption('ぽっぷ', { label: 'ﾎﾟｯﾌﾟｺｰﾝ' })).toBe(true);
    expect(matchOption('abc', { label: 'ＡＢＣセット' })).toBe(true);
    expect(matchOption('ＤＲＩＮＫ', { label: 'drink M' })).toBe(true);
  });

  it('finds a film by its kana reading, and refuses what is not there', () => {
    const film = { label: '君の名は。（107分）', search: 'キミノナハ' };
    expect(matchOption('きみの', film)).toBe(true);
    expect(matchOption('君の', film)).toBe(true);
    expect(matchOption('てんき', film)).toBe(false);
  });
});
