import { fillPlaceholders, type MailBodyFormat, type MailMember } from '@cinema/contracts';
import type { MailMessage } from '../../platform/mail/index.js';
import { plainText, sanitizeRichText } from '../../platform/rich-text.js';

// A magazine's mail for one member (docs/membership.md, "メールマガジン"): the member's fields filled in (escaped in
// HTML), a text part and an HTML part (a text body is shown as paragraphs; an HTML body is cut down to the rich-text
// allow-list of the website), the 配信停止 link in both, and the RFC 8058 one-click headers.

export interface MailContent {
  subject: string;
  body: string;
  bodyFormat: MailBodyFormat;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const textToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** Subject, text and HTML with the member's fields; no footer (the preview and the sent mail share it). */
export function renderMail(content: MailContent, member: MailMember) {
  const subject = fillPlaceholders(content.subject, member).replace(/[\r\n]+/g, ' ');
  if (content.bodyFormat === 'html') {
    const html = sanitizeRichText(fillPlaceholders(content.body, member, { html: true }));
    const text = plainText(html.replace(/<\/(p|h\d|li|tr|blockquote|pre)>|<br\s*\/?>/gi, '$&\n')) || '';
    return { subject, text, html };
  }
  const text = fillPlaceholders(content.body, member);
  return { subject, text, html: textToHtml(text) };
}

const UNSUBSCRIBE_TEXT = 'メールマガジンの配信停止はこちら';

/** The mail as sent: the footer with the 配信停止 link, and the List-Unsubscribe headers. */
export function magazineMail(
  content: MailContent,
  member: MailMember,
  o: { to: string; from: string; unsubscribeUrl: string; brandName: string; reference: string },
): MailMessage {
  const { subject, text, html } = renderMail(content, member);
  const footer = `${o.brandName}\n${UNSUBSCRIBE_TEXT}: ${o.unsubscribeUrl}`;
  return {
    from: o.from,
    to: o.to,
    subject,
    text: `${text}\n\n--\n${footer}\n`,
    html:
      `<!doctype html><html lang="ja"><body>${html}<hr><p>${escapeHtml(o.brandName)}<br>` +
      `<a href="${escapeHtml(o.unsubscribeUrl)}">${UNSUBSCRIBE_TEXT}</a></p></body></html>`,
    reference: o.reference,
    headers: {
      'List-Unsubscribe': `<${o.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** `"ブランド名" <address>` from the server's sender (SMTP_FROM), keeping its address. */
export function senderOf(brandName: string, defaultFrom: string) {
  const address = /<([^>]+)>/.exec(defaultFrom)?.[1] ?? defaultFrom;
  return `"${brandName.replace(/["\\\r\n]/g, '')}" <${address}>`;
}
