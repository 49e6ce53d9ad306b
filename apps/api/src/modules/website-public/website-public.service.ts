import type { Db } from '../../db/client.js';
import type { SiteAnswer } from './website-public.cache.js';
import { filmPage } from './website-public.film.js';
import { robots, sitemap } from './website-public.files.js';
import { checkInquiry, formValues, inquiryAddress, inquiryAllowed, queueInquiry } from './website-public.inquiry.js';
import { layout, type PageView } from './website-public.layout.js';
import {
  customPage,
  faqPage,
  newsListPage,
  newsPage,
  notFoundPage,
  pricePage,
  textPage,
  topPage,
} from './website-public.pages.js';
import { rentalPage, thanksPage, tooManyPage } from './website-public.rental.js';
import { siteFilm, type SiteCinema } from './website-public.repository.js';
import { filmsPage, schedulePage, siteWeek } from './website-public.schedule.js';
import { loadSite, type Site, type SiteAddress } from './website-public.site.js';
import { SITE_CSS, themeCss } from './website-public.style.js';

// Which page a path under a cinema's root is (docs/website.md, "addresses"), rendered whole. The routes (and the
// console's preview) call these; they know nothing of Fastify.

const HTML = 'text/html; charset=utf-8';
const page = (site: Site, view: PageView | null, path: string): SiteAnswer =>
  view
    ? { status: 200, type: HTML, body: layout(site, view), cinemaId: site.cinema.id }
    : { status: 404, type: HTML, body: layout(site, notFoundPage(path)), cinemaId: site.cinema.id };

const TEXT_PAGES = {
  admission: 'admissionInfo',
  notice: 'notice',
  privacy: 'privacyPolicy',
  terms: 'serviceTerms',
  company: 'companyInfo',
} as const;

/** The view of a page path ('' top, 'news/12', …), or null when there is no such page. */
export async function viewOf(site: Site, path: string, query: URLSearchParams): Promise<PageView | null> {
  const [head = '', rest, extra] = path.split('/');
  if (extra !== undefined) return null;
  if (rest === undefined) {
    if (head === '') return topPage(site, await siteWeek(site));
    if (head === 'schedule') return schedulePage(site, await siteWeek(site), query.get('date'));
    if (head === 'films') return filmsPage(site, await siteWeek(site));
    if (head === 'news') return newsListPage(site);
    if (head === 'price') return pricePage(site);
    if (head === 'faq') return faqPage(site);
    if (head === 'rental') return rentalPage(site);
    if (head in TEXT_PAGES) return textPage(site, TEXT_PAGES[head as keyof typeof TEXT_PAGES], head);
    return null;
  }
  if (head === 'news' && /^\d{1,9}$/.test(rest)) return newsPage(site, Number(rest));
  if (head === 'pages' && /^[a-z0-9-]{1,60}$/.test(rest)) return customPage(site, rest);
  if (head === 'films' && /^\d{1,9}$/.test(rest)) {
    const film = await siteFilm(site.db, site.cinema.brandId, Number(rest));
    return film ? filmPage(site, film, await siteWeek(site)) : null;
  }
  return null;
}

/** A GET of a path under a cinema's root: a page, or one of its files. */
export async function answerCinemaPath(
  db: Db,
  cinema: SiteCinema,
  at: SiteAddress,
  rawPath: string,
  query: URLSearchParams,
): Promise<SiteAnswer> {
  const path = rawPath.replace(/\/+$/, '');
  const cinemaId = cinema.id;
  if (path === 'style.css') return { status: 200, type: 'text/css; charset=utf-8', body: SITE_CSS, cinemaId: null };
  const site = await loadSite(db, cinema, at);
  if (path === 'theme.css')
    return { status: 200, type: 'text/css; charset=utf-8', body: themeCss(site, Object.fromEntries(query)), cinemaId };
  if (path === 'sitemap.xml')
    return { status: 200, type: 'application/xml; charset=utf-8', body: sitemap(site, await siteWeek(site)), cinemaId };
  if (path === 'robots.txt')
    return { status: 200, type: 'text/plain; charset=utf-8', body: robots([`${site.canonical}sitemap.xml`]), cinemaId };
  return page(site, await viewOf(site, path, query), path);
}

/** POST rental/inquiry: checked, queued as mail, and thanked; or the form again with its errors. */
export async function answerInquiry(
  db: Db,
  cinema: SiteCinema,
  at: SiteAddress,
  body: URLSearchParams,
  clientAddress: string,
): Promise<SiteAnswer> {
  const site = await loadSite(db, cinema, at);
  const to = inquiryAddress(site);
  if (!to) return page(site, null, 'rental/inquiry');
  const values = formValues(body);
  const checked = checkInquiry(values);
  if ('errors' in checked) return { ...page(site, rentalPage(site, values, checked.errors), 'rental'), status: 400 };
  if (!inquiryAllowed(db, clientAddress)) return { ...page(site, tooManyPage(), 'rental'), status: 429 };
  await queueInquiry(db, site, to, checked.ok);
  return page(site, thanksPage(site), 'rental');
}
