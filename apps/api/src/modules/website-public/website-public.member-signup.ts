import {
  customerGender,
  prefectures,
  signupFieldKeys,
  signupFieldLabels,
  type SignupFieldKey,
  type SignupFields,
} from '@cinema/contracts';
import { signupLabels, type FormErrors, type FormValues, type MemberSiteConfig } from '../member-site/index.js';
import { html } from './html.js';
import type { PageView } from './website-public.layout.js';
import { errorSummary, field, memberForm, type Field } from './website-public.member-forms.js';
import { link, type Site } from './website-public.site.js';

// 会員登録's page (docs/membership.md, "会員サイト"): 氏名, the fields 会員サイト設定 shows (任意 or 必須), e-mail and
// password, the brand's 利用規約 and privacy text (escaped, line breaks kept) and the consent box.

const optionalField = (key: SignupFieldKey, required: boolean): Field => {
  const label = signupFieldLabels[key];
  switch (key) {
    case 'kana':
      return {
        name: key,
        label,
        type: 'text',
        autocomplete: 'off',
        required,
        hint: '全角カタカナ（ひらがなでも入力できます）',
      };
    case 'birthDate':
      return { name: key, label, type: 'date', autocomplete: 'bday', required };
    case 'gender':
      return { name: key, label, type: 'select', autocomplete: 'sex', required, options: customerGender.options };
    case 'postalCode':
      return { name: key, label, type: 'text', autocomplete: 'postal-code', required, hint: '例：160-0022' };
    case 'prefectureCode':
      return {
        name: key,
        label,
        type: 'select',
        autocomplete: 'address-level1',
        required,
        options: prefectures.map((p) => ({ value: p.code, label: p.name })),
      };
    case 'phone':
      return { name: key, label, type: 'tel', autocomplete: 'tel', required, hint: '例：03-1234-5678' };
  }
};

const pre = (text: string | null) => (text ? html`<div class="pre">${text}</div>` : '');

export function signupPage(
  site: Site,
  config: MemberSiteConfig,
  csrf: string,
  values: FormValues = {},
  errors: FormErrors = {},
): PageView {
  const s = config.settings;
  const modes: SignupFields = s.signupFields;
  const L = signupLabels;
  const fields: Field[] = [
    { name: 'name', label: L.name, type: 'text', autocomplete: 'name', required: true },
    ...signupFieldKeys.flatMap((k) => (modes[k] === 'hidden' ? [] : [optionalField(k, modes[k] === 'required')])),
    { name: 'email', label: L.email, type: 'email', autocomplete: 'email', required: true },
    {
      name: 'password',
      label: L.password,
      type: 'password',
      autocomplete: 'new-password',
      required: true,
      hint: '8文字以上で、英字と数字を含めてください',
    },
    {
      name: 'passwordConfirm',
      label: L.passwordConfirm,
      type: 'password',
      autocomplete: 'new-password',
      required: true,
    },
  ];
  const terms = html`<section aria-labelledby="terms-title">
    <h2 id="terms-title">利用規約・個人情報の取り扱い</h2>
    ${
      s.termsText
        ? html`<details>
            <summary>利用規約</summary>
            ${pre(s.termsText)}
          </details>`
        : ''
    }
    ${
      s.privacyText
        ? html`<details>
            <summary>個人情報の取り扱い</summary>
            ${pre(s.privacyText)}
          </details>`
        : ''
    }
  </section>`;
  const agree = field(
    {
      name: 'agree',
      label: '利用規約・個人情報の取り扱いに同意する',
      type: 'checkbox',
      autocomplete: 'off',
      required: true,
    },
    values,
    errors,
  );
  return {
    title: '会員登録',
    path: 'member/signup',
    body: html`<h1>会員登録</h1>
      <p>ご登録のメールアドレスに確認メールをお送りします。メールのリンクから確認が済むと、ログインできます。</p>
      ${errorSummary(errors)} ${terms}
      ${memberForm(site, 'member/signup', csrf, [...fields.map((f) => field(f, values, errors)), agree], '登録する')}
      <p>すでに会員の方は<a href="${link(site, 'member/login')}">ログイン</a>してください。</p>`,
  };
}
