import { createHash } from 'node:crypto';
import { isHexColor } from '@cinema/contracts';
import { DEFAULT_COLORS, type Site } from './website-public.site.js';

// The public site's two stylesheets (docs/website.md, "safety"): one static, the same for every cinema and cached
// long by its version, and theme.css with the cinema's colours (カラー・ロゴ). Pages carry no inline style, so the
// CSP needs no 'unsafe-inline'. Mobile first: one column from 360 px, wider layouts from 48rem.

export const SITE_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP","Yu Gothic",sans-serif;line-height:1.7;color:var(--text);background:var(--bg);overflow-wrap:anywhere}
img{max-width:100%;height:auto}
a{color:var(--link)}
a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible,summary:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.wrap{max-width:64rem;margin:0 auto;padding:0 1rem}
.skip{position:absolute;left:-999rem;top:0;background:var(--bg);color:var(--text);padding:.5rem 1rem;z-index:10}
.skip:focus{left:0}
.site-header{background:var(--primary);color:#fff}
.site-header .wrap{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;padding-top:.75rem;padding-bottom:.75rem}
.site-name{color:#fff;font-weight:700;font-size:1.25rem;text-decoration:none}
.site-name img{display:block;max-height:40px;width:auto}
.menu ul,.site-footer ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.menu a{color:#fff;text-decoration:none;display:inline-block;padding:.25rem 0}
.menu a[aria-current="page"]{text-decoration:underline;text-underline-offset:.3em}
.site-header a:focus-visible{outline-color:#fff}
main.wrap{padding-top:1.5rem;padding-bottom:3rem;min-height:50vh}
h1{font-size:1.6rem;line-height:1.3;margin:0 0 1rem}
h2{font-size:1.25rem;margin:2rem 0 .75rem;border-bottom:2px solid var(--primary);padding-bottom:.25rem}
h3{font-size:1.1rem;margin:1.5rem 0 .5rem}
.site-footer{border-top:1px solid var(--line);padding:1.5rem 0;font-size:.9rem}
.site-footer a{color:var(--text)}
.social{margin-top:.75rem!important}
.lead{font-size:1.05rem}
.muted{font-size:.9rem}
.button{display:inline-block;background:var(--primary);color:#fff;padding:.5rem 1rem;border-radius:.25rem;text-decoration:none;font-weight:700;border:0;font-size:1rem;cursor:pointer}
.tabs{list-style:none;margin:0 0 1rem;padding:0;display:flex;gap:.25rem;overflow-x:auto}
.tabs a{display:block;padding:.4rem .6rem;border:1px solid var(--line);border-radius:.25rem;text-decoration:none;color:var(--text);white-space:nowrap;text-align:center;font-size:.9rem}
.tabs a[aria-current="page"]{background:var(--primary);color:#fff;border-color:var(--primary)}
.day-sat{color:#1d4ed8}.day-sun{color:#b91c1c}
.tabs a[aria-current="page"] .day-sat,.tabs a[aria-current="page"] .day-sun{color:#fff}
.film{display:grid;grid-template-columns:5rem 1fr;gap:.75rem 1rem;border-top:1px solid var(--line);padding:1rem 0}
.film img{width:5rem}
.film h2,.film h3{margin:0 0 .25rem;border:0;padding:0;font-size:1.15rem}
.times{list-style:none;margin:.5rem 0 0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}
.times li{border:1px solid var(--line);border-radius:.25rem;padding:.4rem .5rem;font-size:.9rem}
.times .time{font-weight:700;font-size:1.05rem}
.cards{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:1rem}
.cards a{text-decoration:none;color:var(--text)}
.news{list-style:none;margin:0;padding:0}
.news li{border-bottom:1px solid var(--line);padding:.6rem 0}
.tag{display:inline-block;font-size:.8rem;border:1px solid var(--text);border-radius:.2rem;padding:0 .35rem;margin-right:.5rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}
th,td{border:1px solid var(--line);padding:.4rem .6rem;text-align:left;vertical-align:top}
td.price{text-align:right;white-space:nowrap}
.table-scroll{overflow-x:auto}
details{border-bottom:1px solid var(--line);padding:.5rem 0}
summary{cursor:pointer;font-weight:700}
dl.facts{display:grid;grid-template-columns:7rem 1fr;gap:.25rem 1rem;margin:0}
dl.facts dt{font-weight:700}dl.facts dd{margin:0}
.pre{white-space:pre-line}
form.inquiry{display:grid;gap:1rem;max-width:36rem}
form.inquiry label{display:block;font-weight:700}
form.inquiry input,form.inquiry textarea,form.inquiry select{width:100%;font:inherit;padding:.5rem;border:1px solid var(--text);border-radius:.25rem;background:var(--bg);color:var(--text)}
.required{font-size:.8rem;margin-left:.5rem}
form.inquiry label.check{display:flex;gap:.5rem;align-items:flex-start}
form.inquiry label.check input{width:auto;margin-top:.35rem}
.member-card{border-radius:.75rem;padding:1rem 1.25rem;max-width:24rem;margin:1rem 0;border:1px solid var(--line)}
.member-card p{margin:0}
.card-name{font-size:1.25rem;font-weight:700;margin:.25rem 0 .5rem!important}
.card-facts{display:grid;grid-template-columns:5.5rem 1fr;gap:.1rem .75rem;margin:0}
.card-facts dt{font-weight:700}.card-facts dd{margin:0}
.card-no{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.1rem;letter-spacing:.05em}
.rank-dot{display:inline-block;width:.8rem;height:.8rem;border-radius:50%;margin-right:.4rem;border:1px solid currentColor;vertical-align:middle}
.card-qr{background:#fff;padding:.5rem;width:10rem;max-width:100%;margin-top:.75rem;border-radius:.25rem}
.card-qr svg{display:block;width:100%;height:auto}
.card-barcode{background:#fff;padding:.25rem;width:16rem;max-width:100%;margin-top:.75rem;border-radius:.25rem}
.card-barcode svg{display:block;width:100%;height:auto}
.error{color:#b00020;font-weight:700}
.errors{border:2px solid #b00020;padding:.5rem 1rem}
@media (min-width:48rem){
  .film{grid-template-columns:8rem 1fr}.film img{width:8rem}
  h1{font-size:2rem}
  .poster-layout{display:grid;grid-template-columns:16rem 1fr;gap:2rem}
}
`;

export const STYLE_VERSION = createHash('sha256').update(SITE_CSS).digest('hex').slice(0, 10);

/** theme.css: the cinema's colours as custom properties; the preview passes draft colours in the query. */
export function themeCss(site: Site, query: Record<string, unknown> = {}): string {
  const pick = (key: string, fallback: string) => {
    const v = query[key];
    return typeof v === 'string' && isHexColor(v) ? v.toLowerCase() : fallback;
  };
  const c = site.colors;
  const primary = pick('p', isHexColor(c.primaryColor) ? c.primaryColor : DEFAULT_COLORS.primaryColor);
  const text = pick('t', isHexColor(c.textColor) ? c.textColor : DEFAULT_COLORS.textColor);
  const bg = pick('b', isHexColor(c.backgroundColor) ? c.backgroundColor : DEFAULT_COLORS.backgroundColor);
  // Links take the text colour (its contrast with the background is checked on save); lines are the text, faded.
  return `:root{--primary:${primary};--text:${text};--bg:${bg};--link:${text};--focus:${primary};--line:color-mix(in srgb,${text} 25%,${bg})}\n`;
}
