import type { PublicScheduleWeek } from '@cinema/contracts';
import { escapeHtml } from './html.js';
import { absolute, pageOf, pagesOf, visibleNews, type Site } from './website-public.site.js';

// sitemap.xml and robots.txt (docs/website.md, "SEO"): every page a visitor can open now — news only inside its
// display window, films only while they are on this week's schedule.

export function sitemap(site: Site, week: PublicScheduleWeek): string {
  const singles: [Parameters<typeof pageOf>[1], string][] = [
    ['admissionInfo', 'admission'],
    ['notice', 'notice'],
    ['commonProblems', 'faq'],
    ['rentalSpace', 'rental'],
    ['privacyPolicy', 'privacy'],
    ['serviceTerms', 'terms'],
    ['companyInfo', 'company'],
  ];
  const paths = [
    '',
    'schedule',
    'films',
    ...week.films.map((f) => `films/${f.id}`),
    'news',
    ...visibleNews(site).map((n) => `news/${n.id}`),
    ...pagesOf(site, 'custom').map((p) => `pages/${p.content.path}`),
    ...(pagesOf(site, 'priceTable').length ? ['price'] : []),
    ...singles.flatMap(([kind, path]) => (pageOf(site, kind) ? [path] : [])),
  ];
  const urls = paths.map((p) => `  <url><loc>${escapeHtml(absolute(site, p))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap(s) named. */
export const robots = (sitemaps: string[]) =>
  ['User-agent: *', 'Allow: /', '', ...sitemaps.map((s) => `Sitemap: ${s}`), ''].join('\n');
