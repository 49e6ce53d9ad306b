import { describe, expect, it } from 'vitest';
import { memberFilterSummary, memberFilterSummaryText } from './member-filter-summary.js';
import { memberFilterConditions } from './member-filters.js';

// 会員フィルター's conditions in Japanese, as the list and a mail's target show them.
describe('memberFilterSummary', () => {
  it('reads the default filter as active members only, and no status as all', () => {
    expect(memberFilterSummary(memberFilterConditions.parse({}))).toEqual(['状態：有効']);
    expect(memberFilterSummaryText(memberFilterConditions.parse({ statuses: [] }))).toBe('状態：すべて');
  });

  it('writes every condition set, in the form’s order, with units and ranges', () => {
    const c = memberFilterConditions.parse({
      memberSystemId: 4,
      ranks: [3, 2],
      ageFrom: 20,
      ageTo: 39,
      genders: ['female'],
      prefectureCodes: ['13', '14', '11', '12', '27'],
      joinedFrom: '2024-01-01',
      daysSinceLastVisit: 90,
      visitPeriod: 'm12',
      visitsMin: 5,
      spendMin: 10000,
      spendMax: 50000,
      pointsMax: 0,
      genres: ['SF'],
    });
    expect(memberFilterSummary(c, 'シネマラインメンバーズ')).toEqual([
      '会員制度：シネマラインメンバーズ',
      'ランク：2・3',
      '状態：有効',
      '年齢：20歳〜39歳',
      '性別：女性',
      '都道府県：東京都・神奈川県・埼玉県ほか2件',
      '入会日：2024-01-01〜',
      '最終来場から90日以上',
      '来場回数（直近12か月）：5回以上',
      '利用金額（直近12か月）：10,000円〜50,000円',
      '保有ポイント：0pt以下',
      'よく見るジャンル：SF',
    ]);
  });
});
