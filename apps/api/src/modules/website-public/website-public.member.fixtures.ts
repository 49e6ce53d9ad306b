import type { LightMyRequestResponse } from 'fastify';
import type { MemberSiteSettingInput } from '@cinema/contracts';
import type { MemoryMailTransport } from '../../platform/mail/index.js';
import { auth, type TestContext } from '../../test/helper.js';
import { drainMemberMail } from '../member-site/member-site.fixtures.js';

// The member site's tests (docs/membership.md, "会員サイト"): a browser-like client with its own cookie jar that
// reads the CSRF token off the form it was shown, and the brand's 会員サイト設定 saved through the console's API.

export class MemberBrowser {
  readonly cookies = new Map<string, string>();
  csrf = '';
  constructor(
    private readonly t: TestContext,
    readonly root = '/site/CL/0101/',
    readonly ip = '203.0.113.50',
    readonly host?: string,
  ) {}

  private remember(res: LightMyRequestResponse) {
    const set = res.headers['set-cookie'];
    for (const c of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair = ''] = c.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0/.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const hidden = /name="csrf" value="([^"]+)"/.exec(res.body);
    if (hidden?.[1]) this.csrf = hidden[1];
    return res;
  }

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { ...(cookie ? { cookie } : {}), ...(this.host ? { host: this.host } : {}), ...extra };
  }

  async get(path: string, extra: Record<string, string> = {}) {
    return this.remember(
      await this.t.app.inject({ url: `${this.root}${path}`, remoteAddress: this.ip, headers: this.headers(extra) }),
    );
  }

  /** Posts the fields with the CSRF token of the page last shown (unless `csrf` is given). */
  async post(path: string, fields: Record<string, string>, csrf: string | null = this.csrf) {
    const payload = new URLSearchParams(csrf === null ? fields : { csrf, ...fields }).toString();
    return this.remember(
      await this.t.app.inject({
        method: 'POST',
        url: `${this.root}${path}`,
        remoteAddress: this.ip,
        headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded' }),
        payload,
      }),
    );
  }

  async login(email: string, password: string) {
    await this.get('member/login');
    return this.post('member/login', { email, password });
  }
}

export const signupFields = (email: string, extra: Record<string, string> = {}) => ({
  name: '会員 太郎',
  kana: 'かいいん たろう',
  email,
  password: 'secret-pass-1',
  passwordConfirm: 'secret-pass-1',
  agree: 'on',
  ...extra,
});

/** Saves the brand's 会員サイト設定 as head office (the form's version read first). */
export async function saveMemberSite(t: TestContext, hq: string, changes: Partial<MemberSiteSettingInput>) {
  const current = (await t.app.inject({ url: '/api/endUser/customizePage/detail', headers: auth(hq) })).json().data;
  const { systems: _s, brandCode: _b, updatedAt: _u, ...body } = current;
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/endUser/customizePage/update',
    headers: auth(hq),
    payload: { ...body, ...changes },
  });
  if (res.statusCode !== 200) throw new Error(`saving the member site: ${res.body}`);
  return res.json().data;
}

/** Sends the queued member mails; the link of the newest one to `to`, as a path under the site's root. */
export async function mailedLink(t: TestContext, mail: MemoryMailTransport, to: string) {
  await drainMemberMail(t.database.db);
  const sent = mail.sent.filter((m) => m.to === to).at(-1);
  const url = /https?:\/\/\S+/.exec(sent?.text ?? '')?.[0];
  if (!url) throw new Error(`no mail to ${to}`);
  const u = new URL(url);
  return {
    path: `${u.pathname.replace(/^\/site\/[^/]+\/[^/]+\/|^\/[^/]+\//, '')}${u.search}`,
    token: u.searchParams.get('token') ?? '',
    mail: sent,
  };
}
