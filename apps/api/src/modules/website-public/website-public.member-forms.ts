import { signupLabels, type FormErrors, type FormValues } from '../member-site/index.js';
import { html, type Raw } from './html.js';
import type { PageView } from './website-public.layout.js';
import { link, type Site } from './website-public.site.js';

// The member site's forms (docs/membership.md, "会員サイト"): plain HTML forms posting to the same address, each with
// the CSRF token in a hidden field; errors come back beside their fields (aria-invalid, aria-describedby) with a
// summary at the top, as the rental inquiry's form does. The password fields are never filled back.

export interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password' | 'date' | 'tel' | 'select' | 'checkbox';
  autocomplete: string;
  required: boolean;
  options?: readonly { value: string; label: string }[];
  hint?: string;
}

export const errorSummary = (errors: FormErrors) => {
  const count = Object.keys(errors).length;
  return count ? html`<div class="errors" role="alert"><p>入力内容を確認してください（${count}件）。</p></div>` : '';
};

export function field(f: Field, values: FormValues, errors: FormErrors): Raw {
  const id = `member-${f.name}`;
  const error = errors[f.name];
  const described = error ? html` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const value = f.type === 'password' ? '' : (values[f.name] ?? '');
  const label = html`<label for="${id}"
    >${f.label}${f.required ? html`<span class="required">（必須）</span>` : html`<span class="required">（任意）</span>`}</label
  >`;
  let input: Raw;
  if (f.type === 'select')
    input = html`<select
      id="${id}"
      name="${f.name}"
      autocomplete="${f.autocomplete}"
      ${f.required ? html` required` : ''}${described}
    >
      <option value="">選択してください</option>
      ${(f.options ?? []).map((o) => html`<option value="${o.value}" ${o.value === value ? html` selected` : ''}>${o.label}</option>`)}
    </select>`;
  else if (f.type === 'checkbox')
    return html`<div>
      <label class="check"
        ><input
          id="${id}"
          name="${f.name}"
          type="checkbox"
          value="on"
          ${value === 'on' ? html` checked` : ''}${described}
        />
        ${f.label}<span class="required">（必須）</span></label
      >
      ${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}
    </div>`;
  else
    input = html`<input
      id="${id}"
      name="${f.name}"
      type="${f.type}"
      autocomplete="${f.autocomplete}"
      value="${value}"
      ${f.required ? html` required` : ''}${described}
    />`;
  return html`<div>
    ${label} ${f.hint ? html`<p class="muted">${f.hint}</p>` : ''} ${input}
    ${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}
  </div>`;
}

const csrfField = (csrf: string) => html`<input type="hidden" name="csrf" value="${csrf}" />`;

export function memberForm(
  site: Site,
  action: string,
  csrf: string,
  fields: Raw[],
  submit: string,
  hidden: Raw | '' = '',
) {
  return html`<form class="inquiry" method="post" action="${link(site, action)}" novalidate>
    ${csrfField(csrf)}${hidden} ${fields}
    <div><button class="button" type="submit">${submit}</button></div>
  </form>`;
}

export function loginPage(
  site: Site,
  csrf: string,
  values: FormValues = {},
  error: string | null = null,
  canSignUp = true,
): PageView {
  const errors: FormErrors = error ? { password: error } : {};
  return {
    title: '会員ログイン',
    path: 'member/login',
    body: html`<h1>会員ログイン</h1>
      ${error ? html`<div class="errors" role="alert"><p>${error}</p></div>` : ''}
      ${memberForm(
        site,
        'member/login',
        csrf,
        [
          field(
            { name: 'email', label: signupLabels.email, type: 'email', autocomplete: 'username', required: true },
            values,
            {},
          ),
          field(
            {
              name: 'password',
              label: signupLabels.password,
              type: 'password',
              autocomplete: 'current-password',
              required: true,
            },
            values,
            errors,
          ),
        ],
        'ログイン',
      )}
      <p><a href="${link(site, 'member/reset')}">パスワードをお忘れの方</a></p>
      ${canSignUp ? html`<p>会員でない方は<a href="${link(site, 'member/signup')}">会員登録</a>へお進みください。</p>` : ''}`,
  };
}

export function resetRequestPage(site: Site, csrf: string, values: FormValues = {}, errors: FormErrors = {}): PageView {
  return {
    title: 'パスワードの再設定',
    path: 'member/reset',
    body: html`<h1>パスワードの再設定</h1>
      <p>ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします（有効期限は1時間です）。</p>
      ${errorSummary(errors)}
      ${memberForm(site, 'member/reset', csrf, [field({ name: 'email', label: signupLabels.email, type: 'email', autocomplete: 'email', required: true }, values, errors)], '送信する')}`,
  };
}

export function newPasswordPage(site: Site, csrf: string, token: string, errors: FormErrors = {}): PageView {
  const fields: Field[] = [
    {
      name: 'password',
      label: '新しいパスワード',
      type: 'password',
      autocomplete: 'new-password',
      required: true,
      hint: '8文字以上で、英字と数字を含めてください',
    },
    {
      name: 'passwordConfirm',
      label: '新しいパスワード（確認）',
      type: 'password',
      autocomplete: 'new-password',
      required: true,
    },
  ];
  return {
    title: '新しいパスワードの設定',
    path: 'member/reset/new',
    body: html`<h1>新しいパスワードの設定</h1>
      ${errorSummary(errors)}
      ${memberForm(
        site,
        'member/reset/new',
        csrf,
        fields.map((f) => field(f, {}, errors)),
        '設定する',
        html`<input type="hidden" name="token" value="${token}" />`,
      )}`,
  };
}

export function confirmPage(site: Site, csrf: string, token: string): PageView {
  return {
    title: 'メールアドレスの確認',
    path: 'member/confirm',
    body: html`<h1>メールアドレスの確認</h1>
      <p>下のボタンを押すと、メールアドレスの確認が完了します。</p>
      ${memberForm(site, 'member/confirm', csrf, [], 'メールアドレスを確認する', html`<input type="hidden" name="token" value="${token}" />`)}`,
  };
}

/** A page of one message (sent, confirmed, expired…), with where to go next. */
export function messagePage(
  site: Site,
  title: string,
  text: string,
  next: { path: string; label: string } | null,
): PageView {
  return {
    title,
    path: 'member',
    body: html`<h1>${title}</h1>
      <p>${text}</p>
      ${next ? html`<p><a class="button" href="${link(site, next.path)}">${next.label}</a></p>` : ''}`,
  };
}
