import { describe, expect, it } from 'vitest';
import {
  lateHourRuleBody,
  minorsRestricted,
  minutesOf36h,
  restrictCreateBody,
  restrictStandardCodes,
  suggestedMinorCutoff,
} from './restrict.js';
import { classificationMinAge, filmClassification } from './films.js';

const ages = Object.fromEntries(restrictStandardCodes.map((c) => [c.code, c.minAge]));

describe('minorsRestricted', () => {
  it('warns about a PG12 show from 21:00 ending 23:10 under a 23:00 cut-off', () => {
    const text = minorsRestricted({ minAge: ages.PG12!, endsAt: '23:10', cutoff: '23:00' });
    expect(text).toBe(
      '終了時刻（23:10）が23:00を過ぎるため、18歳未満の方は保護者同伴でも入場できません（青少年保護育成条例）。',
    );
  });

  it('says nothing for a show ending exactly at the cut-off, or earlier', () => {
    expect(minorsRestricted({ minAge: 0, endsAt: '23:00', cutoff: '23:00' })).toBeNull();
    expect(minorsRestricted({ minAge: 0, endsAt: '21:45', cutoff: '22:00' })).toBeNull();
  });

  it('reads times after midnight on the 36-hour scale: a 25:30 end is late', () => {
    expect(minorsRestricted({ minAge: 0, endsAt: '25:30', cutoff: '23:00' })).toContain('25:30');
    // A morning show ending 10:30 is nowhere near the cut-off.
    expect(minorsRestricted({ minAge: 0, endsAt: '10:30', cutoff: '23:00' })).toBeNull();
  });

  it('applies a 22:00 prefecture cut-off', () => {
    expect(minorsRestricted({ minAge: 0, endsAt: '22:20', cutoff: '22:00' })).toContain('22:00を過ぎる');
    expect(minorsRestricted({ minAge: 0, endsAt: '22:20', cutoff: '23:00' })).toBeNull();
  });

  it('always blocks minors from R18+, day or night', () => {
    expect(minorsRestricted({ minAge: ages['R18+']!, endsAt: '12:00', cutoff: '23:00' })).toBe(
      '18歳未満の方は入場できません。',
    );
    expect(minorsRestricted({ minAge: ages['R18+']!, endsAt: '25:00', cutoff: '23:00' })).toBe(
      '18歳未満の方は入場できません。',
    );
  });

  it('refuses the young for R15+ in the daytime, and every minor when it ends late', () => {
    expect(minorsRestricted({ minAge: ages['R15+']!, endsAt: '17:00', cutoff: '23:00' })).toBe(
      '15歳未満の方は入場できません。',
    );
    expect(minorsRestricted({ minAge: ages['R15+']!, endsAt: '23:30', cutoff: '23:00' })).toContain('18歳未満');
  });

  it('rejects a time that is not HH:mm on the 36-hour scale', () => {
    expect(minutesOf36h('25:30')).toBe(1530);
    expect(() => minutesOf36h('36:00')).toThrow(RangeError);
    expect(() => minorsRestricted({ minAge: 0, endsAt: '9:00', cutoff: '23:00' })).toThrow(RangeError);
  });
});

describe('restrict contracts', () => {
  it('seeds G, PG12, R15+ and R18+ with ages 0/0/15/18', () => {
    expect(restrictStandardCodes.map((c) => [c.code, c.minAge])).toEqual([
      ['G', 0],
      ['PG12', 0],
      ['R15+', 15],
      ['R18+', 18],
    ]);
  });

  it('gives the film master’s 映倫区分 the same codes and default ages', () => {
    expect([...filmClassification.values]).toEqual(restrictStandardCodes.map((c) => c.code));
    expect(classificationMinAge).toEqual({ G: 0, PG12: 0, 'R15+': 15, 'R18+': 18 });
  });

  it('suggests 22:00 for 大阪府 and 群馬県, 23:00 elsewhere', () => {
    expect(suggestedMinorCutoff('27')).toBe('22:00');
    expect(suggestedMinorCutoff('10')).toBe('22:00');
    expect(suggestedMinorCutoff('13')).toBe('23:00');
    expect(suggestedMinorCutoff(null)).toBe('23:00');
  });

  it('takes a custom code in capitals and names bad fields in Japanese', () => {
    expect(restrictCreateBody.parse({ code: 'r20', label: '20歳以上', minAge: 20 })).toMatchObject({
      code: 'R20',
      sortOrder: 0,
    });
    const bad = restrictCreateBody.safeParse({ code: 'R 15', label: '', minAge: 120 });
    const byField = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      code: '「区分コード」は半角英数字と + - _ で入力してください（例：R15+）',
      label: '「区分の説明」を入力してください',
      minAge: '「年齢制限（歳）」は0〜99の数値を入力してください',
    });
  });

  it('accepts cut-offs between 18:00 and 24:00 only', () => {
    expect(lateHourRuleBody.safeParse({ cutoff: '22:00', version: 0 }).success).toBe(true);
    expect(lateHourRuleBody.safeParse({ cutoff: '24:00', version: 1 }).success).toBe(true);
    for (const cutoff of ['17:59', '24:30', '2300', ''])
      expect(lateHourRuleBody.safeParse({ cutoff, version: 1 }).success).toBe(false);
  });
});
