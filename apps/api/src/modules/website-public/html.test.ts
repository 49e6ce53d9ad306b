import { describe, expect, it } from 'vitest';
import { html, jsonLd, raw, safeUrl } from './html.js';

// The public site's HTML writer escapes by default (docs/website.md, "safety"). Prettier lays out `html` literals,
// so markup is compared without the line breaks it adds between tags.
const flat = (s: string) => s.replace(/\s*\n\s*/g, '');
describe('html', () => {
  it('escapes every value but a raw one, in text and in attributes', () => {
    const v = `<b onclick="x">'&'</b>`;
    expect(
      flat(
        html`<p title="${v}">${v}</p>
          ${raw('<i>ok</i>')}`.value,
      ),
    ).toBe(
      '<p title="&lt;b onclick=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;">&lt;b onclick=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;</p><i>ok</i>',
    );
  });

  it('joins lists, nests fragments and writes nothing for null, undefined and false', () => {
    expect(
      flat(
        html`<ul>
            ${['a', '<b>'].map((x) => html`<li>${x}</li>`)}
          </ul>
          ${null}${undefined}${false}${0}`.value,
      ),
    ).toBe('<ul><li>a</li><li>&lt;b&gt;</li></ul>0');
  });

  it('keeps http(s) and own paths as URLs, nothing else', () => {
    expect(safeUrl('https://example.jp/a.png')).toBe('https://example.jp/a.png');
    expect(safeUrl('/api/system/file/a.png')).toBe('/api/system/file/a.png');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'data:image/png;base64,x',
      '//evil.example/x',
      'https://x/"><script>',
    ])
      expect(safeUrl(bad), bad).toBeNull();
  });

  it('writes JSON-LD no value can close', () => {
    expect(jsonLd({ name: '</script><script>alert(1)</script>' }).value).not.toContain('</script><script>');
  });
});
