import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allModulesOn } from '@cinema/contracts';
import { brands, memberLogins, members, memberSiteSettings, memberSystems } from '../../db/schema/index.js';
import { MemoryMailTransport, setMailTransport, type MailTransport } from '../../platform/mail/index.js';
import { loadSettings } from '../../platform/settings.js';
import { brandIdsByCode, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { sitePagesCached } from './website-public.cache.js';
import { mailedLink, MemberBrowser, saveMemberSite, signupFields } from './website-public.member.fixtures.js';

// What protects the member site (docs/security.md, "member sessions"): CSRF tokens on every POST, member and staff
// sessions that never stand in for each other, the staff login's lockout, one brand's members never another's,
// personal pages never cached, and the brand's texts escaped.

let t: TestContext;
let hq: string;
let previous: MailTransport | null;
const mail = new MemoryMailTransport('"劇場コンソール" <no-reply@cinema.example>');

/** Signs up and confirms a member on a site: a browser on it, logged in. */
async function member(root: string, email: string, ip: string) {
  const b = new MemberBrowser(t, root, ip);
  await b.get('member/signup');
  const res = await b.post('member/signup', signupFields(email));
  if (res.statusCode !== 200) throw new Error(res.body);
  const link = await mailedLink(t, mail, email);
  await b.get(link.path);
  await b.post('member/confirm', { token: link.token });
  expect((await b.login(email, 'secret-pass-1')).statusCode).toBe(303);
  return b;
}

beforeAll(async () => {
  t = await createTestApp();
  previous = setMailTransport(mail);
  [hq] = await signIn(t, 'hq');
  await saveMemberSite(t, hq, {
    signupEnabled: true,
    welcomeText: '<script>alert(1)</script>ようこそ',
    notesText: '<img src=x onerror=alert(2)>',
    termsText: '</details><script>alert(3)</script>',
  });
  // ミライシネマ's members: its 会員 module switched on for this file, sign-up into its own system.
  const ids = await brandIdsByCode(t);
  await t.database.db.update(brands).set({ moduleMap: allModulesOn() }).where(eq(brands.id, ids.MIRAI!));
  const [system] = await t.database.db.select().from(memberSystems).where(eq(memberSystems.brandId, ids.MIRAI!));
  await t.database.db.insert(memberSiteSettings).values({
    brandId: ids.MIRAI!,
    signupEnabled: true,
    signupSystemId: system!.id,
    cardBackgroundColor: '#000000',
    cardTextColor: '#ffffff',
    signupFields: {
      kana: 'required',
      birthDate: 'hidden',
      gender: 'hidden',
      postalCode: 'hidden',
      prefectureCode: 'hidden',
      phone: 'hidden',
    },
  });
});
afterAll(async () => {
  setMailTransport(previous);
  await t.close();
});

describe('the member site’s protections', () => {
  it('refuses a POST without the form’s CSRF token, or with another one', async () => {
    const b = new MemberBrowser(t, undefined, '203.0.113.80');
    await b.get('member/login');
    expect((await b.post('member/login', { email: 'a@example.jp', password: 'x' }, null)).statusCode).toBe(403);
    const wrong = await b.post('member/login', { email: 'a@example.jp', password: 'x' }, 'A'.repeat(43));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('もう一度お試しください');
    // A token with no cookie beside it (another browser's page) is refused too.
    const stranger = new MemberBrowser(t, undefined, '203.0.113.81');
    expect((await stranger.post('member/signup', signupFields('csrf@example.jp'), b.csrf)).statusCode).toBe(403);
  });

  it('logs out only with the session’s own token', async () => {
    const b = await member('/site/CL/0101/', 'logout@example.jp', '203.0.113.82');
    const anonymous = b.cookies.get('cinema_member_csrf') ?? '';
    expect((await b.post('member/logout', {}, anonymous)).statusCode).toBe(403);
    expect((await b.get('member')).statusCode).toBe(200);
  });

  it('keeps member and staff sessions apart, both ways', async () => {
    const b = await member('/site/CL/0101/', 'apart@example.jp', '203.0.113.83');
    const cookie = `cinema_member=${b.cookies.get('cinema_member')}`;
    expect((await t.app.inject({ url: '/api/session/current', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/member/list', headers: { cookie } })).statusCode).toBe(401);
    const staff = await t.app.inject({ url: '/site/CL/0101/member', headers: auth(hq) });
    expect(staff.statusCode).toBe(303);
    expect(staff.headers.location).toBe('/site/CL/0101/member/login');
    // The member's cookie token is no Bearer token either.
    const asBearer = await t.app.inject({
      url: '/api/session/current',
      headers: auth(b.cookies.get('cinema_member') ?? ''),
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('locks a login after the staff login’s number of failures', async () => {
    await member('/site/CL/0101/', 'locked@example.jp', '203.0.113.84');
    const { loginMaxFailures } = await loadSettings(t.database.db);
    const b = new MemberBrowser(t, undefined, '203.0.113.85');
    for (let i = 0; i < loginMaxFailures; i++) {
      const res = await b.login('locked@example.jp', 'wrong-pass-9');
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('メールアドレスまたはパスワードが正しくありません');
    }
    const locked = await b.login('locked@example.jp', 'secret-pass-1');
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toContain('ロックされています');
    // Another address may still log in (as staff logins: per address and login first).
    expect(
      (await new MemberBrowser(t, undefined, '203.0.113.86').login('locked@example.jp', 'secret-pass-1')).statusCode,
    ).toBe(303);
  });

  it('never lets another brand’s member in, by password or by cookie', async () => {
    const mirai = await member('/site/MIRAI/0201/', 'both@example.jp', '203.0.113.87');
    expect((await mirai.get('member')).body).toContain('MIRAI0000');
    // The same address is a separate member in each brand; MIRAI's password is not CL's.
    const cl = new MemberBrowser(t, '/site/CL/0101/', '203.0.113.88');
    expect((await cl.login('both@example.jp', 'secret-pass-1')).statusCode).toBe(401);
    for (const [k, v] of mirai.cookies) cl.cookies.set(k, v);
    expect((await cl.get('member')).statusCode).toBe(303);
  });

  it('refuses a suspended member', async () => {
    await member('/site/CL/0101/', 'suspended@example.jp', '203.0.113.89');
    await t.database.db.update(members).set({ status: 'suspended' }).where(eq(members.email, 'suspended@example.jp'));
    const res = await new MemberBrowser(t, undefined, '203.0.113.90').login('suspended@example.jp', 'secret-pass-1');
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('このアカウントは現在ご利用いただけません');
  });

  it('keeps personal pages out of the page cache, also on the brand’s domain', async () => {
    const before = sitePagesCached(t.database.db);
    const b = await member('/site/CL/0101/', 'domain@example.jp', '203.0.113.91');
    const onDomain = new MemberBrowser(t, '/0101/', '203.0.113.91', 'www.cinemaline.example.jp');
    const res = await onDomain.login('domain@example.jp', 'secret-pass-1');
    expect(res.statusCode).toBe(303);
    expect(String(res.headers['set-cookie'])).toContain('Path=/;');
    const page = await onDomain.get('member');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('会員 太郎 様');
    await b.get('member');
    expect(sitePagesCached(t.database.db)).toBe(before);
  });

  it('escapes the brand’s texts on the sign-up page and マイページ', async () => {
    const signup = await new MemberBrowser(t, undefined, '203.0.113.92').get('member/signup');
    expect(signup.body).toContain('&lt;/details&gt;&lt;script&gt;alert(3)&lt;/script&gt;');
    const b = await member('/site/CL/0101/', 'xss@example.jp', '203.0.113.93');
    const page = await b.get('member');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;ようこそ');
    expect(page.body).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(page.body).not.toMatch(/<script>alert|<img src=x/);
  });

  it('has no member pages where the brand’s 会員 module is off', async () => {
    const ids = await brandIdsByCode(t);
    const map = { ...allModulesOn(), membership: false };
    await t.database.db.update(brands).set({ moduleMap: map }).where(eq(brands.id, ids.MIRAI!));
    expect((await new MemberBrowser(t, '/site/MIRAI/0201/').get('member/login')).statusCode).toBe(404);
    const [login] = await t.database.db.select().from(memberLogins).where(eq(memberLogins.brandId, ids.MIRAI!));
    expect(login).toBeDefined();
  });
});
