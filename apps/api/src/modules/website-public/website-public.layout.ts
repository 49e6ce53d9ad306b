import { websiteSection, type WebsiteSection } from '@cinema/contracts';
import { publicImageUrl } from '../public-schedule/index.js';
import { html, jsonLd, safeUrl, type Raw } from './html.js';
import { STYLE_VERSION } from './website-public.style.js';
import { absolute, absoluteAsset, link, pageOf, pagesOf, type Site } from './website-public.site.js';

// Every public page's document (docs/website.md, "accessibility"): lang="ja", a skip link, header / nav / main /
// footer landmarks, the canonical link and OGP tags, the site's stylesheet and theme (no inline style, no script).

export interface PageView {
  /** The page's own title; null on the top page (the site name alone). */
  title: string | null;
  description?: string;
  /** Where the page is under the site's root: its canonical URL and the menu's current item. */
  path: string;
  body: Raw;
  structured?: unknown[];
  image?: string | null;
  type?: 'website' | 'article';
  /** More stylesheets under the site's root (the member card's card.css). */
  stylesheets?: string[];
  /** Kept out of search engines (the member pages). */
  noindex?: boolean;
}

interface MenuItem {
  label: string;
  path: string;
}

/** Where a section of サイト設定's menu goes; null when the cinema has published nothing there. */
function sectionItem(site: Site, section: WebsiteSection): MenuItem | null {
  const label = websiteSection.labels[section];
  const single = (kind: Parameters<typeof pageOf>[1], path: string) => (pageOf(site, kind) ? { label, path } : null);
  switch (section) {
    case 'schedule':
    case 'films':
    case 'news':
      return { label, path: section };
    case 'priceTable':
      return pagesOf(site, 'priceTable').length ? { label, path: 'price' } : null;
    case 'admissionInfo':
      return single('admissionInfo', 'admission');
    case 'notice':
      return single('notice', 'notice');
    case 'commonProblems':
      return single('commonProblems', 'faq');
    case 'rentalSpace':
      return single('rentalSpace', 'rental');
    case 'access':
      return pagesOf(site, 'custom').some((p) => p.content.path === 'access')
        ? { label, path: 'pages/access' }
        : single('companyInfo', 'company');
  }
}

const customItems = (site: Site, menu: 'header' | 'footer'): MenuItem[] =>
  pagesOf(site, 'custom')
    .filter((p) => p.content.menu === menu)
    .map((p) => ({ label: p.content.title, path: `pages/${p.content.path}` }));

export function headerMenu(site: Site): MenuItem[] {
  const items = site.setting.menuSections.flatMap((s) => sectionItem(site, s) ?? []);
  const custom = customItems(site, 'header').filter((c) => !items.some((i) => i.path === c.path));
  return [...items, ...custom];
}

function footerMenu(site: Site): MenuItem[] {
  const fixed: [Parameters<typeof pageOf>[1], string, string][] = [
    ['companyInfo', 'company', '会社概要'],
    ['privacyPolicy', 'privacy', 'プライバシーポリシー'],
    ['serviceTerms', 'terms', '利用規約'],
  ];
  return [
    ...customItems(site, 'footer'),
    ...fixed.flatMap(([kind, path, label]) => (pageOf(site, kind) ? [{ label, path }] : [])),
  ];
}

const menuList = (site: Site, items: MenuItem[], current: string) =>
  html`<ul>
    ${items.map(
      (i) =>
        html`<li>
          <a
            href="${link(site, i.path)}"
            ${i.path === current || current.startsWith(`${i.path}/`) ? html` aria-current="page"` : ''}
            >${i.label}</a
          >
        </li>`,
    )}
  </ul>`;

const socials = (site: Site) => {
  const i = site.info;
  const list: [string | null, string][] = [
    [i.xUrl, 'X'],
    [i.instagramUrl, 'Instagram'],
    [i.facebookUrl, 'Facebook'],
    [i.lineUrl, 'LINE'],
    [i.youtubeUrl, 'YouTube'],
  ];
  const links = list.flatMap(([url, label]) => {
    const href = /^https?:/i.test(url ?? '') ? safeUrl(url) : null;
    return href ? [html`<li><a href="${href}" rel="noopener">${label}</a></li>`] : [];
  });
  return links.length
    ? html`<ul class="social" aria-label="SNS">
        ${links}
      </ul>`
    : '';
};

export const logoUrl = (site: Site) =>
  safeUrl(publicImageUrl(site.colors.logo?.url ?? site.cinema.logoImage?.url ?? null));

/** The whole HTML document of a page of the site. */
export function layout(site: Site, view: PageView): string {
  const name = site.info.siteName;
  const title = view.title ? `${view.title}｜${name}` : name;
  const description = view.description ?? site.info.description ?? name;
  const canonical = absolute(site, view.path);
  const image = safeUrl(publicImageUrl(view.image ?? site.info.ogImage?.url ?? null));
  const ogImage = image ? absoluteAsset(site, image) : null;
  const logo = logoUrl(site);
  const doc = html`<!doctype html>
    <html lang="ja">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <meta name="description" content="${description}" />
        <link rel="canonical" href="${canonical}" />
        <meta property="og:site_name" content="${name}" />
        <meta property="og:title" content="${title}" />
        <meta property="og:description" content="${description}" />
        <meta property="og:type" content="${view.type ?? 'website'}" />
        <meta property="og:url" content="${canonical}" />
        <meta property="og:locale" content="ja_JP" />
        ${ogImage ? html`<meta property="og:image" content="${ogImage}" />` : ''}
        <link rel="stylesheet" href="${link(site, `style.css?v=${STYLE_VERSION}`)}" />
        <link rel="stylesheet" href="${link(site, `theme.css${site.themeQuery}`)}" />
        ${(view.stylesheets ?? []).map((p) => html`<link rel="stylesheet" href="${link(site, p)}" />`)}
        ${view.noindex ? html`<meta name="robots" content="noindex" />` : ''}
        ${(view.structured ?? []).map((d) => jsonLd(d))}
      </head>
      <body>
        <a class="skip" href="#main">本文へ移動</a>
        <header class="site-header">
          <div class="wrap">
            <a class="site-name" href="${link(site, '')}"
              >${logo ? html`<img src="${logo}" alt="${name}" height="40" />` : name}</a
            >
            <nav aria-label="メインメニュー" class="menu">${menuList(site, headerMenu(site), view.path)}</nav>
          </div>
        </header>
        <main id="main" class="wrap">${view.body}</main>
        <footer class="site-footer">
          <div class="wrap">
            <nav aria-label="フッターメニュー">${menuList(site, footerMenu(site), view.path)}</nav>
            ${socials(site)}
            <p>
              <a href="${link(site, '')}">${site.cinema.name}</a
              >${site.cinema.phone ? html` ／ 電話 ${site.cinema.phone}` : ''}
            </p>
            <p><small>© ${site.cinema.companyName}</small></p>
          </div>
        </footer>
      </body>
    </html> `;
  return doc.value;
}
