import { html } from './html.js';
import { inquiryAddress, inquiryLabels, type InquiryErrors, type InquiryValues } from './website-public.inquiry.js';
import type { PageView } from './website-public.layout.js';
import { rich } from './website-public.pages.js';
import { link, pageOf, type Site } from './website-public.site.js';

// 貸切・レンタルスペース: the page's text and, when the cinema turned it on, the inquiry form (a plain POST: it works
// without JavaScript; errors come back on the same page beside their fields).

type Field = keyof typeof inquiryLabels;
const fields: { name: Field; required: boolean; type: string; autocomplete: string }[] = [
  { name: 'name', required: true, type: 'text', autocomplete: 'name' },
  { name: 'email', required: true, type: 'email', autocomplete: 'email' },
  { name: 'phone', required: false, type: 'tel', autocomplete: 'tel' },
  { name: 'preferredDate', required: false, type: 'text', autocomplete: 'off' },
  { name: 'people', required: false, type: 'text', autocomplete: 'off' },
];

function form(site: Site, values: InquiryValues, errors: InquiryErrors) {
  const field = (
    f: (typeof fields)[number] | { name: 'message'; required: true; type: 'textarea'; autocomplete: 'off' },
  ) => {
    const id = `inquiry-${f.name}`;
    const error = errors[f.name];
    const described = error ? html` aria-invalid="true" aria-describedby="${id}-error"` : '';
    const input =
      f.type === 'textarea'
        ? html`<textarea
            id="${id}"
            name="${f.name}"
            rows="6"
            maxlength="2000"
            ${f.required ? html` required` : ''}${described}
          >
${values[f.name] ?? ''}</textarea>`
        : html`<input
            id="${id}"
            name="${f.name}"
            type="${f.type}"
            autocomplete="${f.autocomplete}"
            value="${values[f.name] ?? ''}"
            ${f.required ? html` required` : ''}${described}
          />`;
    return html`<div>
      <label for="${id}"
        >${inquiryLabels[f.name]}${f.required ? html`<span class="required">（必須）</span>` : ''}</label
      >
      ${input} ${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}
    </div>`;
  };
  const count = Object.keys(errors).length;
  return html`<h2 id="inquiry">お問い合わせ</h2>
    ${count ? html`<div class="errors" role="alert"><p>入力内容を確認してください（${count}件）。</p></div>` : ''}
    <form class="inquiry" method="post" action="${link(site, 'rental/inquiry')}" novalidate>
      ${fields.map(field)} ${field({ name: 'message', required: true, type: 'textarea', autocomplete: 'off' })}
      <div><button class="button" type="submit">送信する</button></div>
    </form>`;
}

export function rentalPage(site: Site, values: InquiryValues = {}, errors: InquiryErrors = {}): PageView | null {
  const p = pageOf(site, 'rentalSpace');
  if (!p) return null;
  const body = html`<h1>${p.content.title}</h1>
    ${rich(p.content.body)}${inquiryAddress(site) ? form(site, values, errors) : ''}`;
  return { title: p.content.title, path: 'rental', body };
}

export function thanksPage(site: Site): PageView {
  return {
    title: 'お問い合わせを受け付けました',
    path: 'rental',
    body: html`<h1>お問い合わせを受け付けました</h1>
      <p>お問い合わせありがとうございます。担当者より、ご入力のメールアドレスへご連絡いたします。</p>
      <p><a href="${link(site, 'rental')}">貸切・レンタルのご案内へ戻る</a></p>`,
  };
}

export function tooManyPage(): PageView {
  return {
    title: 'しばらくしてからお試しください',
    path: 'rental',
    body: html`<h1>しばらくしてからお試しください</h1>
      <p>短時間に多くのお問い合わせを受け付けたため、送信できませんでした。時間をおいて再度お試しください。</p>`,
  };
}
