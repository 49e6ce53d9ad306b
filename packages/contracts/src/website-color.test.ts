import { describe, expect, it } from 'vitest';
import { contrastRatio } from './website-color.js';
import { colorStyleContent } from './website-content.js';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#b71c1c', '#b71c1c')).toBe(1);
  });

  it('matches the WCAG figures of known pairs', () => {
    // #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('colorStyleContent', () => {
  const base = { primaryColor: '#B71C1C', textColor: '#222222', backgroundColor: '#FFFFFF', logo: null };

  it('keeps a readable theme, its colours in lower case', () => {
    expect(colorStyleContent.parse(base)).toMatchObject({ primaryColor: '#b71c1c', backgroundColor: '#ffffff' });
  });

  it('refuses pale text on its field with the ratio it found', () => {
    const r = colorStyleContent.safeParse({ ...base, textColor: '#aaaaaa' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['textColor', '文字色と背景色のコントラスト比が2.32:1です。読みやすさのため4.5:1以上にしてください'],
    ]);
  });

  it('refuses a main colour white button text cannot be read on', () => {
    const r = colorStyleContent.safeParse({ ...base, primaryColor: '#ffd54f' });
    expect(r.error?.issues[0]?.path).toEqual(['primaryColor']);
  });

  it('names a malformed colour', () => {
    const r = colorStyleContent.safeParse({ ...base, backgroundColor: 'white' });
    expect(r.error?.issues[0]?.message).toBe('「背景色」は#RRGGBB形式で入力してください');
  });
});
