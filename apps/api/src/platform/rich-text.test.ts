import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './rich-text.js';

// The usual XSS payloads (OWASP's filter evasion list, shortened) never survive; ordinary formatting does.
const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<object data="x"></object><embed src="x">',
  '<form action="https://evil.example"><input name=a></form>',
  '"><script>alert(1)</script>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<style>*{}</style><link rel=stylesheet href=x>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];

describe('sanitizeRichText', () => {
  it.each(payloads)('leaves no script, handler or foreign frame in %s', (payload) => {
    const out = sanitizeRichText(`<p>前</p>${payload}<p>後</p>`);
    expect(out).not.toMatch(/<script|<iframe|<object|<embed|<form|<svg|<math|<style|<link|<meta|<body|<details/i);
    expect(out).not.toMatch(/\son\w+\s*=/i);
    expect(out).not.toMatch(/javascript:|data:/i);
    expect(out).not.toMatch(/style=/i);
    expect(out).toContain('<p>前</p>');
  });

  it('keeps headings, lists, links, images and tables as typed', () => {
    const html =
      '<h2>料金</h2><p><strong>一般</strong> 1,900円<br />シニア 1,300円</p><ul><li>前売</li></ul>' +
      '<p><a href="https://example.jp/">詳しく</a> <a href="tel:0312345678">電話</a></p>' +
      '<img src="https://example.jp/a.png" alt="館内" /><table><tbody><tr><td>一般</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('makes a link that opens a new tab unable to reach back', () => {
    expect(sanitizeRichText('<a href="https://example.jp/" target="_blank">外部</a>')).toBe(
      '<a href="https://example.jp/" target="_blank" rel="noopener noreferrer">外部</a>',
    );
  });

  it('reads rich text as plain text', () => {
    expect(plainText('<h2>料金</h2><p>一般 <b>1,900円</b><br>シニア</p><script>x()</script>')).toBe(
      '料金 一般 1,900円 シニア',
    );
  });
});
