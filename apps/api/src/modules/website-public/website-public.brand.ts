import { html } from './html.js';
import type { SiteAnswer } from './website-public.cache.js';
import { robots } from './website-public.files.js';
import type { siteBrand } from './website-public.repository.js';
import { DEFAULT_COLORS } from './website-public.site.js';
import { SITE_CSS, STYLE_VERSION } from './website-public.style.js';

// A brand's own page (https://{domain}/ and /site/{brand}/): its cinemas, each a link to its site; and the files a
// crawler asks the domain's root for. Default colours: no cinema's theme applies here.

type Brand = NonNullable<Awaited<ReturnType<typeof siteBrand>>>;
const HTML = 'text/html; charset=utf-8';

/** The stylesheets at a brand's root (the same for every brand): default colours. */
export function brandAsset(path: string): SiteAnswer | null {
  if (path === 'style.css') return { status: 200, type: 'text/css; charset=utf-8', body: SITE_CSS, cinemaId: null };
  if (path !== 'theme.css') return null;
  const c = DEFAULT_COLORS;
  const body = `:root{--primary:${c.primaryColor};--text:${c.textColor};--bg:${c.backgroundColor};--link:${c.textColor};--focus:${c.primaryColor};--line:#c8c8c8}\n`;
  return { status: 200, type: 'text/css; charset=utf-8', body, cinemaId: null };
}

/** `root`: '/' on the domain, '/site/{brand}/' otherwise; `canonical` the same as a full URL. */
export function answerBrandPath(brand: Brand, root: string, canonical: string, path: string): SiteAnswer | null {
  if (path === 'robots.txt') {
    const maps = brand.cinemas.map((c) => `${canonical}${encodeURIComponent(c.code)}/sitemap.xml`);
    return { status: 200, type: 'text/plain; charset=utf-8', body: robots(maps), cinemaId: null };
  }
  if (path !== '') return null;
  const doc = html`<!doctype html>
    <html lang="ja">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${brand.name}｜劇場一覧</title>
        <meta name="description" content="${brand.name}の劇場一覧" />
        <link rel="canonical" href="${canonical}" />
        <meta property="og:title" content="${brand.name}" />
        <meta property="og:type" content="website" />
        <meta property="og:url" content="${canonical}" />
        <link rel="stylesheet" href="${root}style.css?v=${STYLE_VERSION}" />
        <link rel="stylesheet" href="${root}theme.css" />
      </head>
      <body>
        <a class="skip" href="#main">本文へ移動</a>
        <header class="site-header">
          <div class="wrap"><a class="site-name" href="${root}">${brand.name}</a></div>
        </header>
        <main id="main" class="wrap">
          <h1>${brand.name} 劇場一覧</h1>
          <nav aria-label="劇場一覧">
            <ul>
              ${brand.cinemas.map((c) => html`<li><a href="${root}${encodeURIComponent(c.code)}/">${c.name}</a></li>`)}
            </ul>
          </nav>
        </main>
        <footer class="site-footer">
          <div class="wrap">
            <p><small>© ${brand.name}</small></p>
          </div>
        </footer>
      </body>
    </html> `;
  return { status: 200, type: HTML, body: doc.value, cinemaId: null };
}

/** A page of no cinema (an unknown code): plain, in the default look. */
export function unknownSite(root: string): SiteAnswer {
  const doc = html`<!doctype html>
    <html lang="ja">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>ページが見つかりません</title>
        <link rel="stylesheet" href="${root}style.css?v=${STYLE_VERSION}" />
        <link rel="stylesheet" href="${root}theme.css" />
      </head>
      <body>
        <main id="main" class="wrap">
          <h1>ページが見つかりません</h1>
          <p>劇場のアドレスを確認してください。</p>
        </main>
      </body>
    </html> `;
  return { status: 404, type: HTML, body: doc.value, cinemaId: null };
}
