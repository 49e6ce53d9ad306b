import { describe, expect, it } from 'vitest';
import { cinemaCreateBody } from './cinemas.js';
import { updateExpiredPasswordBody } from './auth.js';
import { email, postalCode } from './fields.js';
import { ja } from './messages.js';

describe('field rules', () => {
  it('accepts SPEC e-mails and rejects a one-letter suffix', () => {
    expect(email().safeParse('a.b@example.co.jp').success).toBe(true);
    expect(email().safeParse('a@b.c').success).toBe(false);
  });

  it('stores postal codes as 7 digits whether typed with a hyphen or not', () => {
    expect(postalCode.parse('160-0022')).toBe('1600022');
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
