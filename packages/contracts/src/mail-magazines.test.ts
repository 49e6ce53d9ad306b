import { describe, expect, it } from 'vitest';
import { fillPlaceholders, unknownPlaceholders, type MailMember } from './mail-magazine-placeholders.js';
import { mailMagazineCreateBody } from './mail-magazines.js';

const member: MailMember = {
  氏名: '山田 <太郎>',
  ランク: 'ゴールド',
  会員番号: 'CL00000001',
  ポイント: '1,234',
  有効期限: '2027年3月31日',
};

describe('mail magazine placeholders', () => {
  it('fills each member field, spaces inside the braces allowed, and escapes them for HTML', () => {
    expect(fillPlaceholders('{{氏名}}様（{{ 会員番号 }}）{{ランク}} {{ポイント}}pt {{有効期限}}まで', member)).toBe(
      '山田 <太郎>様（CL00000001）ゴールド 1,234pt 2027年3月31日まで',
    );
    expect(fillPlaceholders('<p>{{氏名}}</p>', member, { html: true })).toBe('<p>山田 &lt;太郎&gt;</p>');
    // Not a member field: left as written (the compose form refuses it before it gets here).
    expect(fillPlaceholders('{{名前}}', member)).toBe('{{名前}}');
  });

  it('names the placeholders that are no member field, and the form refuses them on the field', () => {
    expect(unknownPlaceholders('{{氏名}} {{名前}} {{ Rank }}')).toEqual(['名前', 'Rank']);
    const parsed = mailMagazineCreateBody.safeParse({ subject: '{{名前}}様', category: 'notice', body: 'x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['subject']);
    const ok = mailMagazineCreateBody.parse({ subject: '{{氏名}}様', category: 'notice', body: '本文' });
    expect(ok).toMatchObject({ bodyFormat: 'text', sendMode: 'now', ratePerMinute: 600, memberFilterId: null });
  });

  it('needs the time of a booked send, kept as an instant', () => {
    const base = { subject: 'a', category: 'notice', body: 'b', sendMode: 'scheduled' };
    expect(mailMagazineCreateBody.safeParse(base).error?.issues[0]?.path).toEqual(['scheduledAt']);
    const booked = mailMagazineCreateBody.parse({ ...base, scheduledAt: '2026-12-01T10:00:00+09:00' });
    expect(booked.scheduledAt).toBe('2026-12-01T01:00:00.000Z');
  });
});
