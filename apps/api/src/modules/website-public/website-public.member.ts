import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { newToken } from '../../platform/tokens.js';
import {
  brandSystemRanks,
  checkForm,
  checkSignup,
  confirmMemberEmail,
  DUPLICATE_EMAIL,
  formValues,
  loginSchema,
  MEMBER_SESSION_TTL_MS,
  memberCard,
  memberLogin,
  memberLogout,
  memberOfSession,
  memberSiteFor,
  memberTokenUsable,
  newPasswordSchema,
  requestPasswordReset,
  resetMemberPassword,
  resetRequestSchema,
  signUp,
  signupLabels,
  type MemberSiteConfig,
} from '../member-site/index.js';
import type { SiteAnswer } from './website-public.cache.js';
import { inquiryAllowed } from './website-public.inquiry.js';
import { layout, type PageView } from './website-public.layout.js';
import {
  confirmPage,
  loginPage,
  messagePage,
  newPasswordPage,
  resetRequestPage,
} from './website-public.member-forms.js';
import { signupPage } from './website-public.member-signup.js';
import { cardCss, myPage } from './website-public.member-page.js';
import { memberMail } from './website-public.member-mail.js';
import { notFoundPage } from './website-public.pages.js';
import type { SiteCinema } from './website-public.repository.js';
import { link, loadSite, type Site, type SiteAddress } from './website-public.site.js';

// The member pages under a cinema's root, member/… (docs/membership.md, "会員サイト"): never through the page cache
// and always `Cache-Control: no-store` (the routes send them so). Every POST carries a CSRF token in a hidden field:
// the session's own once logged in, else the double-submit cookie's (docs/security.md, "member sessions").

export const MEMBER_COOKIE = 'cinema_member';
export const CSRF_COOKIE = 'cinema_member_csrf';

export interface MemberRequest {
  method: 'GET' | 'POST';
  /** The path after member/ ('' is マイページ). */
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  cookies: Record<string, string>;
  ip: string;
  userAgent: string | null;
  requestId: string;
  secure: boolean;
  /** The cookies' path: the brand's part of the site (/site/{brand}/, or / on the brand's domain). */
  cookiePath: string;
}

export interface MemberAnswer extends SiteAnswer {
  cookies?: string[];
  location?: string;
}

const HTML = 'text/html; charset=utf-8';

function cookie(req: MemberRequest, name: string, value: string, maxAgeMs: number | null) {
  const parts = [`${name}=${value}`, `Path=${req.cookiePath}`, 'HttpOnly', 'SameSite=Lax'];
  if (maxAgeMs !== null) parts.push(`Max-Age=${Math.floor(maxAgeMs / 1000)}`);
  if (req.secure) parts.push('Secure');
  return parts.join('; ');
}

const same = (a: string | undefined, b: string | undefined) => {
  if (!a || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
};

export async function answerMember(
  db: Db,
  cinema: SiteCinema,
  at: SiteAddress,
  req: MemberRequest,
): Promise<MemberAnswer> {
  const site = await loadSite(db, cinema, at);
  const page = (view: PageView, status = 200, cookies: string[] = []): MemberAnswer => ({
    status,
    type: HTML,
    body: layout(site, { ...view, noindex: true }),
    cinemaId: cinema.id,
    cookies,
  });
  const redirect = (path: string, cookies: string[] = []): MemberAnswer => ({
    status: 303,
    type: HTML,
    body: '',
    cinemaId: cinema.id,
    location: link(site, path),
    cookies,
  });
  const config = await memberSiteFor(db, cinema.brandId);
  if (!config) return page(notFoundPage(`member/${req.path}`), 404);
  const brandId = cinema.brandId;

  if (req.path === 'card.css') {
    const css = cardCss(config, await brandSystemRanks(db, brandId));
    return { status: 200, type: 'text/css; charset=utf-8', body: css, cinemaId: cinema.id };
  }

  const session = await memberOfSession(db, brandId, req.cookies[MEMBER_COOKIE]);
  // The anonymous forms' token: the cookie's, or a new one set with this answer.
  const known = req.cookies[CSRF_COOKIE];
  const anonCsrf = known && /^[A-Za-z0-9_-]{43}$/.test(known) ? known : newToken();
  const csrfCookie = anonCsrf === known ? [] : [cookie(req, CSRF_COOKIE, anonCsrf, null)];
  const form = (view: PageView, status = 200) => page(view, status, csrfCookie);

  if (req.method === 'POST') {
    const posted = req.body.get('csrf') ?? '';
    const valid = session && req.path === 'logout' ? same(posted, session.csrf) : same(posted, known);
    if (!valid)
      return form(
        messagePage(
          site,
          'もう一度お試しください',
          'フォームの有効期限が切れたか、正しくない送信です。ページを開き直してからもう一度お試しください。',
          { path: 'member/login', label: 'ログインへ' },
        ),
        403,
      );
    return post(db, site, config, req, { session, anonCsrf, page, form, redirect });
  }

  switch (req.path) {
    case '': {
      if (!session) return redirect('member/login');
      const card = await memberCard(db, brandId, session.memberId);
      if (!card) return redirect('member/login');
      return page(await myPage(site, config, card, session.csrf));
    }
    case 'login':
      return session ? redirect('member') : form(loginPage(site, anonCsrf, {}, null, config.systemId !== null));
    case 'signup':
      return config.systemId === null
        ? page(notFoundPage('member/signup'), 404)
        : form(signupPage(site, config, anonCsrf));
    case 'confirm':
      return form(confirmPage(site, anonCsrf, (req.query.get('token') ?? '').slice(0, 100)));
    case 'reset':
      return form(resetRequestPage(site, anonCsrf));
    case 'reset/new': {
      const token = (req.query.get('token') ?? '').slice(0, 100);
      if (!(await memberTokenUsable(db, brandId, 'reset', token))) return page(expired(site, 'reset'), 400);
      return form(newPasswordPage(site, anonCsrf, token));
    }
    default:
      return page(notFoundPage(`member/${req.path}`), 404);
  }
}

const expired = (site: Site, kind: 'confirm' | 'reset') =>
  kind === 'confirm'
    ? messagePage(
        site,
        'リンクが無効です',
        'このリンクは使用済みか、有効期限（24時間）が切れています。すでに確認が済んでいる場合はログインしてください。',
        { path: 'member/login', label: 'ログインへ' },
      )
    : messagePage(
        site,
        'リンクが無効です',
        'このリンクは使用済みか、有効期限（1時間）が切れています。もう一度パスワードの再設定をお申し込みください。',
        { path: 'member/reset', label: 'パスワードの再設定へ' },
      );

interface Answering {
  session: { memberId: number; csrf: string } | null;
  anonCsrf: string;
  page: (view: PageView, status?: number, cookies?: string[]) => MemberAnswer;
  form: (view: PageView, status?: number) => MemberAnswer;
  redirect: (path: string, cookies?: string[]) => MemberAnswer;
}

async function post(
  db: Db,
  site: Site,
  config: MemberSiteConfig,
  req: MemberRequest,
  a: Answering,
): Promise<MemberAnswer> {
  const brandId = site.cinema.brandId;
  const from = { requestId: req.requestId, ip: req.ip };
  switch (req.path) {
    case 'signup': {
      if (config.systemId === null) return a.page(notFoundPage('member/signup'), 404);
      const values = formValues(req.body, Object.keys(signupLabels));
      const checked = checkSignup(config.settings.signupFields, values);
      if ('errors' in checked) return a.form(signupPage(site, config, a.anonCsrf, values, checked.errors), 400);
      if (!inquiryAllowed(db, `member-signup:${req.ip}`))
        return a.form(
          messagePage(
            site,
            'しばらくしてからお試しください',
            '短時間に多くの登録を受け付けたため、登録できませんでした。時間をおいて再度お試しください。',
            null,
          ),
          429,
        );
      const place = { brandId, brandCode: site.cinema.brandCode, cinemaId: site.cinema.id, systemId: config.systemId };
      const result = await signUp(db, from, place, checked.ok, (token, memberNo) =>
        memberMail(site, 'confirm', checked.ok.email, checked.ok.name, token, memberNo),
      );
      if ('duplicate' in result)
        return a.form(signupPage(site, config, a.anonCsrf, values, { email: DUPLICATE_EMAIL }), 409);
      return a.page(
        messagePage(
          site,
          '確認メールを送信しました',
          `${checked.ok.email} 宛てに確認メールをお送りしました。メールのリンクを24時間以内に開いて、登録を完了してください。`,
          null,
        ),
      );
    }
    case 'confirm': {
      const ok = await confirmMemberEmail(db, brandId, req.body.get('token') ?? '');
      if (!ok) return a.page(expired(site, 'confirm'), 400);
      return a.page(
        messagePage(
          site,
          'メールアドレスを確認しました',
          '会員登録が完了しました。ログインして会員証をご覧ください。',
          { path: 'member/login', label: 'ログインへ' },
        ),
      );
    }
    case 'login': {
      const values = formValues(req.body, ['email', 'password']);
      const checked = checkForm(loginSchema, values);
      if ('errors' in checked)
        return a.form(loginPage(site, a.anonCsrf, values, Object.values(checked.errors)[0] ?? null), 400);
      const { email, password } = checked.ok;
      const result = await memberLogin(db, { ...from, userAgent: req.userAgent }, brandId, email, password);
      if ('error' in result) return a.form(loginPage(site, a.anonCsrf, { email }, result.error), 401);
      return a.redirect('member', [cookie(req, MEMBER_COOKIE, result.token, MEMBER_SESSION_TTL_MS)]);
    }
    case 'logout': {
      const token = req.cookies[MEMBER_COOKIE];
      if (token) await memberLogout(db, brandId, token);
      return a.redirect('member/login', [cookie(req, MEMBER_COOKIE, '', 0)]);
    }
    case 'reset': {
      const values = formValues(req.body, ['email']);
      const checked = checkForm(resetRequestSchema, values);
      if ('errors' in checked) return a.form(resetRequestPage(site, a.anonCsrf, values, checked.errors), 400);
      if (!inquiryAllowed(db, `member-reset:${req.ip}`))
        return a.form(
          messagePage(
            site,
            'しばらくしてからお試しください',
            '短時間に多くのお申し込みを受け付けました。時間をおいて再度お試しください。',
            null,
          ),
          429,
        );
      await requestPasswordReset(db, brandId, checked.ok.email, (token) =>
        memberMail(site, 'reset', checked.ok.email, null, token, null),
      );
      return a.page(
        messagePage(
          site,
          'メールを送信しました',
          'ご登録のメールアドレスであれば、パスワード再設定用のリンクをお送りしました。1時間以内に開いてください。',
          null,
        ),
      );
    }
    case 'reset/new': {
      const token = (req.body.get('token') ?? '').slice(0, 100);
      const checked = checkForm(newPasswordSchema, formValues(req.body, ['password', 'passwordConfirm']));
      if ('errors' in checked) return a.form(newPasswordPage(site, a.anonCsrf, token, checked.errors), 400);
      if (!(await resetMemberPassword(db, brandId, token, checked.ok.password)))
        return a.page(expired(site, 'reset'), 400);
      return a.page(
        messagePage(site, 'パスワードを変更しました', '新しいパスワードでログインしてください。', {
          path: 'member/login',
          label: 'ログインへ',
        }),
      );
    }
    default:
      return a.page(notFoundPage(`member/${req.path}`), 404);
  }
}
