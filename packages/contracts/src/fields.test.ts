import { describe, expect, it } from 'vitest';
import { cinemaCreateBody } from './cinemas.js';
import { loginBody, updateExpiredPasswordBody } from './auth.js';
import {
  MAX_INT4,
  code,
  email,
  id,
  optionalText,
  password,
  postalCode,
  queryIds,
  refId,
  requiredText,
  url,
  versionField,
} from './fields.js';
import { MAX_PAGE, listQuery } from './common.js';
import { MAX_YEAR, MIN_YEAR, dateField, isCalendarDate, isDateTime, optionalDateField } from './dates.js';
import { isCleanText } from './text.js';
import { scheduleCreateBody, scheduleUpdateBody } from './schedules.js';
import { ja } from './messages.js';

describe('field rules', () => {
  it('accepts SPEC e-mails and rejects a one-letter suffix', () => {
    expect(email().safeParse('a.b@example.co.jp').success).toBe(true);
    expect(email().safeParse('a@b.c').success).toBe(false);
  });

  it('stores postal codes as 7 digits whether typed with a hyphen or not', () => {
    expect(postalCode.parse('160-0022')).toBe('1600022');
    expect(postalCode.parse('１６０－００２２')).toBe('1600022');
    expect(postalCode.parse('１６０００２２')).toBe('1600022');
    expect(postalCode.parse('')).toBeNull();
    expect(postalCode.safeParse('16000').success).toBe(false);
  });

  it('keeps the business-day cut-off between 0 and 36 with the SPEC message', () => {
    const base = cinemaCreateBody.safeParse({ businessDayCutoffHour: 37 });
    const issue = base.error?.issues.find((i) => i.path[0] === 'businessDayCutoffHour');
    expect(issue?.message).toBe(ja.cutoffHourRange);
  });

  it('refuses a new password equal to the old one, and a confirmation that differs', () => {
    const r = updateExpiredPasswordBody.safeParse({
      userName: 'hq',
      oldPassword: 'abc12345',
      newPassword: 'abc12345',
      confirmPassword: 'x',
    });
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages.newPassword).toBe(ja.passwordSameAsOld);
    expect(messages.confirmPassword).toBe(ja.passwordConfirmMismatch);
  });
});

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('text primitives refuse control characters and broken Unicode', () => {
  const name = requiredText('劇場名');
  it('names the field for NUL, other C0/C1 controls and lone surrogates', () => {
    for (const bad of ['新宿\u0000', '\u0007ベル', 'a\u001bb', '\u0085', '\u009f', 'x\ud800', '\udfffy'])
      expect(messageOf(name.safeParse(bad)), JSON.stringify(bad)).toBe('「劇場名」に使用できない文字が含まれています');
  });
  it('keeps emoji, combining marks, full-width and zero-width text', () => {
    for (const good of ['シネマ😀', 'e\u0301', 'ＡＢＣ１２３', 'a\u200bb'])
      expect(name.safeParse(good).success, JSON.stringify(good)).toBe(true);
  });
  it('allows tab and line breaks only in multi-line text', () => {
    expect(name.safeParse('一行目\n二行目').success).toBe(false);
    expect(optionalText('備考').parse('一行目\n二行目\tタブ')).toBe('一行目\n二行目\tタブ');
    expect(optionalText('備考').safeParse('備考\u0000').success).toBe(false);
  });
  it('applies to codes, e-mails, URLs, passwords, login and list keywords', () => {
    expect(code('劇場コード').safeParse('AB\u0000').success).toBe(false);
    expect(email().safeParse('a\u0000@example.com').success).toBe(false);
    expect(url('ホームページ').safeParse('https://example.com/\u0000').success).toBe(false);
    expect(password().safeParse('abc12345\u0000').success).toBe(false);
    expect(loginBody.safeParse({ userName: 'hq\u0000', password: 'demo-2026' }).success).toBe(false);
    expect(listQuery.safeParse({ keyword: '\u0000' }).success).toBe(false);
    expect(isCleanText('ok')).toBe(true);
  });
});

describe('ids, versions and pages fit the database', () => {
  it('refuses ids and versions beyond int4', () => {
    expect(id.safeParse(MAX_INT4).success).toBe(true);
    expect(id.safeParse(MAX_INT4 + 1).success).toBe(false);
    expect(id.safeParse('9007199254740991').success).toBe(false);
    expect(versionField.safeParse(2 ** 31).success).toBe(false);
    expect(refId('ロール').safeParse(2 ** 53).success).toBe(false);
    expect(queryIds.safeParse(['1', '2147483648']).success).toBe(false);
    expect(queryIds.parse('5')).toEqual([5]);
  });
  it('answers page=2^53 with a page message instead of reaching OFFSET', () => {
    const r = listQuery.safeParse({ page: '9007199254740991' });
    expect(messageOf(r)).toBe(`「ページ」は0〜${MAX_PAGE}の数値を入力してください`);
    expect(listQuery.parse({ page: '3' }).page).toBe(3);
  });
});

describe('one date and one date-time primitive', () => {
  it('accepts real calendar dates only, in a sane range', () => {
    for (const good of ['2026-05-04', '2028-02-29', `${MIN_YEAR}-01-01`, `${MAX_YEAR}-12-31`])
      expect(isCalendarDate(good), good).toBe(true);
    for (const bad of ['2026-13-01', '2026-02-30', '2026-02-29', '9999-01-01', '10000-01-01', 'abc', '2026-5-4', ''])
      expect(isCalendarDate(bad), bad).toBe(false);
  });
  it('names the field for an impossible date, and keeps empty optional dates null', () => {
    expect(messageOf(dateField('公開日').safeParse('2026-02-30'))).toBe(
      '「公開日」は日付（YYYY-MM-DD）で入力してください',
    );
    expect(optionalDateField('公開日').parse('')).toBeNull();
    expect(optionalDateField('公開日').safeParse('9999-01-01').success).toBe(false);
  });
  it('accepts ISO date-times with an offset on real dates', () => {
    expect(isDateTime('2026-05-04T10:00:00+09:00')).toBe(true);
    expect(isDateTime('2026-05-04T01:00Z')).toBe(true);
    for (const bad of [
      'abc',
      '2026-02-30T10:00:00+09:00',
      '2026-05-04T25:00:00+09:00',
      '9999-12-31T23:59:59Z',
      '2026-05-04T10:00',
    ])
      expect(isDateTime(bad), bad).toBe(false);
  });
  it('refuses a screening start that is not a real date-time, naming 上映開始日時', () => {
    const r = scheduleCreateBody.safeParse({ startAt: '2026-13-01T10:00:00+09:00' });
    const issue = r.error?.issues.find((i) => i.path[0] === 'startAt');
    expect(issue?.message).toMatch(/^「上映開始日時」は日時/);
  });

  it('stops at a bad start: the cross-field rules never see it (a RangeError there was a 500)', () => {
    const body = {
      filmId: 1,
      houseId: 1,
      languageVersionId: 1,
      formatVersionId: 1,
      endAt: '2026-05-04T12:00:00+09:00',
    };
    for (const startAt of ['Infinity', '9007199254740993', '2026-05-04T25:00:00+09:00', '99:99', '%']) {
      const r = scheduleCreateBody.safeParse({ ...body, startAt });
      expect(
        r.error?.issues.map((i) => i.path[0]),
        startAt,
      ).toEqual(['startAt']);
      expect(scheduleUpdateBody.safeParse({ id: 1, version: 1, startAt, endAt: body.endAt }).success).toBe(false);
    }
  });
});
