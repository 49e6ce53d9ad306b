import { describe, expect, it } from 'vitest';
import {
  checkFilmFeeTerms,
  feeRateOn,
  filmCreateBody,
  weeklyFeeTerms,
  type FilmCreateInput,
  type FilmFeeTerm,
} from './films.js';
import { toKatakana } from './normalize.js';

const term = (
  category: FilmFeeTerm['category'],
  rate: number,
  periodStart: string,
  periodEnd: string | null,
): FilmFeeTerm => ({
  category,
  rate,
  periodStart,
  periodEnd,
});

const base: FilmCreateInput = {
  name: '風の向こうの街',
  nameKana: 'かぜのむこうのまち',
  lengthMinutes: 118,
  releaseDateType: 'date',
  releaseDate: '2026-11-20',
  classification: 'G',
};
const issuesOf = (input: object) => {
  const res = filmCreateBody.safeParse(input);
  return res.success ? {} : Object.fromEntries(res.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('checkFilmFeeTerms', () => {
  it('accepts back-to-back periods of one category and the same dates in another category', () => {
    const terms = [
      term('main', 60, '2026-11-20', '2026-12-03'),
      term('main', 50, '2026-12-04', null),
      term('late', 50, '2026-11-20', null),
    ];
    expect(checkFilmFeeTerms(terms)).toEqual([]);
  });

  it('names the category and both periods when two periods of one category overlap', () => {
    const terms = [term('main', 60, '2026-11-20', '2026-12-03'), term('main', 55, '2026-12-03', '2026-12-10')];
    expect(checkFilmFeeTerms(terms)).toEqual([
      {
        index: 1,
        field: 'periodStart',
        message: '「通常」の歩率の期間（2026/11/20〜2026/12/03）と（2026/12/03〜2026/12/10）が重なっています',
      },
    ]);
  });

  it('treats an open end as running for ever', () => {
    const terms = [term('morning', 50, '2026-11-01', null), term('morning', 45, '2027-03-01', '2027-03-31')];
    expect(checkFilmFeeTerms(terms)[0]?.message).toContain('「モーニングショー」');
  });

  it('refuses an end before the start', () => {
    expect(checkFilmFeeTerms([term('main', 60, '2026-11-20', '2026-11-19')])).toEqual([
      { index: 0, field: 'periodEnd', message: '「期間（終了）」は「期間（開始）」以降の日付を入力してください' },
    ]);
  });
});

describe('feeRateOn', () => {
  const terms = weeklyFeeTerms('main', '2026-11-20', [{ weeks: 2, rate: 60 }, { weeks: 2, rate: 55 }, { rate: 50 }]);

  it('slides the rate by week, ends inclusive, the last step open-ended', () => {
    expect(feeRateOn(terms, 'main', '2026-11-20')).toBe(60);
    expect(feeRateOn(terms, 'main', '2026-12-03')).toBe(60);
    expect(feeRateOn(terms, 'main', '2026-12-04')).toBe(55);
    expect(feeRateOn(terms, 'main', '2026-12-18')).toBe(50);
    expect(feeRateOn(terms, 'main', '2028-01-01')).toBe(50);
  });

  it('answers null before the first period', () => {
    expect(feeRateOn(terms, 'main', '2026-11-19')).toBeNull();
  });

  it('falls back to 通常 for a category without terms, not for one whose terms miss the date', () => {
    expect(feeRateOn(terms, 'late', '2026-12-05')).toBe(55);
    const withLate = [...terms, term('late', 40, '2026-11-20', '2026-11-26')];
    expect(feeRateOn(withLate, 'late', '2026-11-21')).toBe(40);
    expect(feeRateOn(withLate, 'late', '2026-12-05')).toBeNull();
  });

  it('builds week steps with the given week length', () => {
    expect(weeklyFeeTerms('special', '2026-11-20', [{ weeks: 1, rate: 70 }, { rate: 60 }], 10)).toEqual([
      term('special', 70, '2026-11-20', '2026-11-29'),
      term('special', 60, '2026-11-30', null),
    ]);
  });
});

describe('film body', () => {
  it('normalises the kana reading to full-width katakana, keeping ー and spaces', () => {
    expect(toKatakana('ｶｾﾞﾉ ﾑｺｳ')).toBe('カゼノ ムコウ');
    expect(filmCreateBody.parse({ ...base, nameKana: 'すーぱー　ひーろー' }).nameKana).toBe('スーパー ヒーロー');
    expect(issuesOf({ ...base, nameKana: '風の街' }).nameKana).toBe(
      '「作品名（カナ）」はカタカナまたはひらがなで入力してください',
    );
  });

  it('requires the date or the text the release type asks for and clears the other', () => {
    expect(issuesOf({ ...base, releaseDate: null }).releaseDate).toBe('「公開日」を入力してください');
    expect(issuesOf({ ...base, releaseDateType: 'text' }).releaseText).toBe('「公開時期」を入力してください');
    const text = filmCreateBody.parse({ ...base, releaseDateType: 'text', releaseText: '2027年春' });
    expect([text.releaseDate, text.releaseText]).toEqual([null, '2027年春']);
    const undecided = filmCreateBody.parse({ ...base, releaseDateType: 'undecided', releaseText: 'x' });
    expect([undecided.releaseDate, undecided.releaseText]).toEqual([null, null]);
  });

  it('checks ranges, rates and overlapping fee periods on their fields', () => {
    const issues = issuesOf({
      ...base,
      lengthMinutes: 601,
      trailerMinutes: 61,
      resetWeekDays: 0,
      filmFeeTerms: [term('main', 100.5, '2026-11-20', null), term('late', 55.555, '2026-11-20', null)],
    });
    expect(issues.lengthMinutes).toBe('「上映時間（分）」は1〜600の数値を入力してください');
    expect(issues.trailerMinutes).toBe('「予告編の長さ（分）」は0〜60の数値を入力してください');
    expect(issues.resetWeekDays).toBe('「週の切り替え日数」は1〜365の数値を入力してください');
    expect(issues['filmFeeTerms.0.rate']).toBe('「歩率」は0〜100の数値（小数点以下2桁まで）を入力してください');
    expect(issues['filmFeeTerms.1.rate']).toBeDefined();
    const overlap = issuesOf({
      ...base,
      filmFeeTerms: [term('main', 60, '2026-11-20', null), term('main', 50, '2026-12-01', null)],
    });
    expect(overlap['filmFeeTerms.1.periodStart']).toContain('「通常」の歩率の期間');
  });

  it('accepts at most ten still images', () => {
    const still = { fileId: null, url: 'https://img.example.jp/a.png' };
    expect(filmCreateBody.safeParse({ ...base, stillImages: Array(10).fill(still) }).success).toBe(true);
    expect(issuesOf({ ...base, stillImages: Array(11).fill(still) }).stillImages).toBe(
      '「場面写真」は10枚以内で登録してください',
    );
  });
});
