// The public site's one way to write HTML (docs/website.md, "safety"): every value put into `html`…`` is escaped
// unless it is a `Raw` — made only by `raw()` for the sanitiser's output (and by `html` itself, so fragments nest).
// Nothing a member of staff typed reaches a page any other way.

/** HTML that is already safe: the sanitiser's output or a fragment `html` made. */
export class Raw {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text as HTML text or an attribute value (always quoted with "). */
export const escapeHtml = (value: string): string => value.replace(/[&<>"'`]/g, (c) => entities[c] ?? c);

/** Marks HTML as safe; only for `sanitizeRichText`'s output and markup this module writes itself. */
export const raw = (value: string): Raw => new Raw(value);

type Value = string | number | boolean | null | undefined | Raw | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Raw) return value.value;
  if (Array.isArray(value)) return (value as readonly Value[]).map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template: escapes every value but a `Raw` (arrays are joined; null, undefined and false are nothing). */
export function html(strings: TemplateStringsArray, ...values: Value[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new Raw(out);
}

/**
 * A URL a page may link or load: http(s), or a path of this server. Anything else (javascript:, data:, a
 * protocol-relative //host) is null, so the caller leaves the link or image out.
 */
export function safeUrl(url: string | null | undefined): string | null {
  const v = url?.trim();
  if (!v) return null;
  if (/^https?:\/\/[^\s"'<>]+$/i.test(v)) return v;
  if (/^\/(?!\/)[^\s"'<>]*$/.test(v)) return v;
  return null;
}

/** JSON for a <script type="application/ld+json">: `<` written as \u003c so no value can close the element. */
export const jsonLd = (data: unknown): Raw =>
  html`<script type="application/ld+json">
    ${raw(JSON.stringify(data).replace(/</g, '\\u003c'))}
  </script>`;
