import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberLogins, members, memberTokens } from '../../db/schema/index.js';
import { MemoryMailTransport, setMailTransport, type MailTransport } from '../../platform/mail/index.js';
import { signIn } from '../../test/fixtures.js';
import { rowsOf } from '../../db/client.js';
import { auth, createTestApp, onPostgres, type TestContext } from '../../test/helper.js';
import { addDraft, addLibraryCoupon, systemOf } from '../member-coupons/member-coupons.fixtures.js';
import { mailedLink, MemberBrowser, saveMemberSite, signupFields } from './website-public.member.fixtures.js';

// 会員登録 → メール確認 → ログイン → マイページ → パスワード再設定 on the cinema website (docs/membership.md, "会員サイト").

let t: TestContext;
let hq: string;
let previous: MailTransport | null;
const mail = new MemoryMailTransport('"劇場コンソール" <no-reply@cinema.example>');
const memberOf = async (email: string) =>
  (await t.database.db.select().from(members).where(eq(members.email, email)))[0];

beforeAll(async () => {
  t = await createTestApp();
  previous = setMailTransport(mail);
  [hq] = await signIn(t, 'hq');
  await saveMemberSite(t, hq, {
    signupEnabled: true,
    signupFields: {
      kana: 'required',
      birthDate: 'optional',
      gender: 'optional',
      postalCode: 'hidden',
      prefectureCode: 'optional',
      phone: 'required',
    },
    welcomeText: 'いつもご来場ありがとうございます',
    termsText: '第1条 この規約は…',
  });
});
afterAll(async () => {
  setMailTransport(previous);
  await t.close();
});

describe('会員登録', () => {
  it('shows the fields head office chose, the terms, and a CSRF token; no-store, no script', async () => {
    const b = new MemberBrowser(t);
    const res = await b.get('member/signup');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'none'");
    expect(res.body).toContain('name="phone"');
    expect(res.body).not.toContain('name="postalCode"');
    expect(res.body).toContain('第1条 この規約は…');
    expect(res.body).not.toContain('<script>');
    expect(b.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b.cookies.get('cinema_member_csrf')).toBe(b.csrf);
    expect(String(res.headers['set-cookie'])).toMatch(/Path=\/site\/CL\/; HttpOnly; SameSite=Lax/);
  });

  it('answers each error on its field in Japanese, keeping what was typed but never the password', async () => {
    const b = new MemberBrowser(t, undefined, '203.0.113.61');
    await b.get('member/signup');
    const res = await b.post('member/signup', {
      name: '',
      kana: '漢字',
      email: 'x@',
      password: 'short',
      passwordConfirm: 'other',
      phone: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('「氏名」を入力してください');
    expect(res.body).toContain('「氏名（カナ）」はカタカナまたはひらがなで入力してください');
    expect(res.body).toContain('正しいメールアドレスを入力してください');
    expect(res.body).toContain('「電話番号」を入力してください');
    expect(res.body).toContain('「パスワード」は8文字以上で入力してください');
    expect(res.body).toContain('「利用規約・個人情報の取り扱いへの同意」にチェックしてください');
    expect(res.body).toContain('value="x@"');
    expect(res.body).not.toContain('value="short"');
    expect(res.body).toMatch(/id="member-name"[^>]*aria-invalid="true"/);
  });

  it('creates the member (next 会員番号, rank 1, online, 有効期限 by the system), mails the link, confirms once', async () => {
    const b = new MemberBrowser(t, undefined, '203.0.113.62');
    await b.get('member/signup');
    const res = await b.post('member/signup', signupFields('new1@example.jp', { phone: '090-1111-2222' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('確認メールを送信しました');
    const m = await memberOf('new1@example.jp');
    expect(m).toMatchObject({
      memberNo: 'CL00000301',
      rank: 1,
      joinChannel: 'online',
      status: 'active',
      kana: 'カイイン タロウ',
    });
    expect(m!.validUntil).not.toBeNull();
    const [login] = await t.database.db.select().from(memberLogins).where(eq(memberLogins.memberId, m!.id));
    expect(login!.emailConfirmedAt).toBeNull();
    expect(login!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Not confirmed yet: the right password still does not log in.
    expect((await new MemberBrowser(t).login('new1@example.jp', 'secret-pass-1')).body).toContain(
      'メールアドレスの確認がお済みではありません',
    );

    const link = await mailedLink(t, mail, 'new1@example.jp');
    expect(link.mail?.text).toContain('CL00000301');
    const [row] = await t.database.db.select().from(memberTokens).where(eq(memberTokens.memberId, m!.id));
    expect(row!.tokenHash).not.toBe(link.token);
    const page = await b.get(link.path);
    expect(page.body).toContain('メールアドレスを確認する');
    const done = await b.post('member/confirm', { token: link.token });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('メールアドレスを確認しました');
    const twice = await b.post('member/confirm', { token: link.token });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('リンクが無効です');
  });

  it('refuses an expired confirmation link', async () => {
    const b = new MemberBrowser(t, undefined, '203.0.113.63');
    await b.get('member/signup');
    await b.post('member/signup', signupFields('late@example.jp', { phone: '090-1111-3333' }));
    const link = await mailedLink(t, mail, 'late@example.jp');
    await t.database.db.update(memberTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await b.post('member/confirm', { token: link.token });
    expect(res.statusCode).toBe(400);
    const m = await memberOf('late@example.jp');
    const [login] = await t.database.db.select().from(memberLogins).where(eq(memberLogins.memberId, m!.id));
    expect(login!.emailConfirmedAt).toBeNull();
  });

  it('refuses an e-mail the brand already has, on the e-mail field', async () => {
    const b = new MemberBrowser(t, undefined, '203.0.113.64');
    await b.get('member/signup');
    const res = await b.post('member/signup', signupFields('MEMBER1@example.jp', { phone: '090-1111-4444' }));
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatch(/id="member-email-error">このメールアドレスは既に登録されています/);
  });

  it.runIf(onPostgres)('hands out distinct 会員番号 to sign-ups at the same moment', async () => {
    const browsers = Array.from({ length: 4 }, (_, i) => new MemberBrowser(t, undefined, `198.51.100.${20 + i}`));
    for (const b of browsers) await b.get('member/signup');
    const answers = await Promise.all(
      browsers.map((b, i) => b.post('member/signup', signupFields(`race${i}@example.jp`, { phone: '090-1111-5555' }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = await Promise.all(browsers.map(async (_, i) => (await memberOf(`race${i}@example.jp`))!.memberNo));
    expect(new Set(numbers).size).toBe(4);
  });
});

describe('ログイン and マイページ', () => {
  it('logs a confirmed member in and shows the card, QR, points and the brand’s texts', async () => {
    const b = new MemberBrowser(t);
    const res = await b.login('new1@example.jp', 'secret-pass-1');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/site/CL/0101/member');
    const cookie = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('cinema_member='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/site\/CL\//);
    const page = await b.get('member');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('CL00000301');
    expect(page.body).toContain('会員 太郎 様');
    expect(page.body).toContain('レギュラー');
    expect(page.body).toMatch(/<svg aria-hidden="true"[^>]*viewBox/);
    expect(page.body).toContain('いつもご来場ありがとうございます');
    expect(page.body).toContain('ご利用いただけるポイント');
    expect(page.body).toContain('member/card.css');
    const css = await b.get('member/card.css');
    expect(css.body).toMatch(/\.member-card\{background-color:#1f3a5f;color:#ffffff/);
  });

  it('shows the 会員番号 as a CODE128 barcode instead of the QR when head office chooses one', async () => {
    await saveMemberSite(t, hq, { cardCode: 'barcode' });
    const b = new MemberBrowser(t);
    expect((await b.login('new1@example.jp', 'secret-pass-1')).statusCode).toBe(303);
    const page = (await b.get('member')).body;
    await saveMemberSite(t, hq, { cardCode: 'qr' });
    expect(page).not.toContain('card-qr');
    const code =
      /<div class="card-barcode" role="img" aria-label="会員番号CL00000301のバーコード">\s*(<svg[^]*?<\/svg>)/.exec(
        page,
      );
    expect(code?.[1]).toMatch(/^<svg aria-hidden="true" focusable="false" viewBox="0 0 \d+ \d+"/);
    // Bars only: no script, no style, no text to read but the bars themselves.
    expect(code?.[1]).not.toMatch(/<script|<style|on\w+=/i);
    expect(code?.[1]).toMatch(/<path [^>]*d="M/);
  });

  it('lists the coupons handed to the member (会員クーポン), with the serial to show at the counter', async () => {
    const b = new MemberBrowser(t);
    await b.login('new1@example.jp', 'secret-pass-1');
    expect((await b.get('member')).body).toContain('お使いいただけるクーポンはありません');
    const couponId = await addLibraryCoupon(t, hq, 'マイページ用クーポン');
    const draft = await addDraft(t, hq, {
      couponId,
      couponNum: 1,
      target: 'system',
      memberSystemId: await systemOf(t),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/memberCoupon/distribute',
      headers: auth(hq),
      payload: draft,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [held] = await rowsOf<{ code: string }>(
      t.database.db.execute(sql`select s.code from member_coupon_holds h join serials s on s.id = h.serial_id
        join members m on m.id = h.member_id where m.member_no = 'CL00000301' and h.member_coupon_id = ${draft.id}`),
    );
    const page = (await b.get('member')).body;
    expect(page).toContain('マイページ用クーポン');
    expect(page).toContain('100円引き');
    expect(page).toContain(held!.code);
  });

  it('sends a visitor without a session to the login page, and logs out', async () => {
    expect((await new MemberBrowser(t).get('member')).headers.location).toBe('/site/CL/0101/member/login');
    const b = new MemberBrowser(t);
    await b.login('new1@example.jp', 'secret-pass-1');
    await b.get('member');
    const out = await b.post('member/logout', {});
    expect(out.statusCode).toBe(303);
    expect(b.cookies.has('cinema_member')).toBe(false);
    expect((await b.get('member')).statusCode).toBe(303);
  });

  it('resets a forgotten password by a mailed, single-use link that ends the old sessions', async () => {
    const old = new MemberBrowser(t);
    await old.login('new1@example.jp', 'secret-pass-1');
    const b = new MemberBrowser(t, undefined, '203.0.113.70');
    await b.get('member/reset');
    const asked = await b.post('member/reset', { email: 'new1@example.jp' });
    expect(asked.body).toContain('メールを送信しました');
    // An unknown address is answered the same way (nobody learns who is a member), and mails nothing.
    const unknown = await b.post('member/reset', { email: 'nobody@example.jp' });
    expect(unknown.body).toContain('メールを送信しました');
    const link = await mailedLink(t, mail, 'new1@example.jp');
    expect(link.path).toMatch(/^member\/reset\/new\?token=/);
    expect((await b.get(link.path)).body).toContain('新しいパスワードの設定');
    const set = await b.post('member/reset/new', {
      token: link.token,
      password: 'new-pass-22',
      passwordConfirm: 'new-pass-22',
    });
    expect(set.body).toContain('パスワードを変更しました');
    expect(
      (await b.post('member/reset/new', { token: link.token, password: 'new-pass-33', passwordConfirm: 'new-pass-33' }))
        .statusCode,
    ).toBe(400);
    expect((await old.get('member')).statusCode).toBe(303);
    expect((await new MemberBrowser(t).login('new1@example.jp', 'secret-pass-1')).statusCode).toBe(401);
    expect((await new MemberBrowser(t).login('new1@example.jp', 'new-pass-22')).statusCode).toBe(303);
    expect(mail.sent.some((m) => m.to === 'nobody@example.jp')).toBe(false);
  });
});
