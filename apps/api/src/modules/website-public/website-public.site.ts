import {
  websiteContentSchemas,
  type WebsiteContentOf,
  type WebsitePageKind,
  type WebsiteSection,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { publishedPages, type PublishedPage, type SiteCinema } from './website-public.repository.js';

// One cinema's website as every page needs it (docs/website.md, "the public site"): where it lives, its published
// pages parsed by their kind's schema, and the サイト情報 / サイト設定 / カラー・ロゴ with defaults for a cinema that has
// published none of them.

export interface SitePage<K extends WebsitePageKind = WebsitePageKind> {
  id: number;
  kind: K;
  content: WebsiteContentOf<K>;
  publishedAt: Date | null;
}

export interface Site {
  db: Db;
  cinema: SiteCinema;
  /** The absolute path of the site's root, ending in '/': /site/CL/0101/ or /0101/ on the brand's domain. */
  root: string;
  /** The canonical URL of the root, ending in '/': https://{domain}/{cinema}/ when the brand has a domain, else the
   * /site/… form on the request's own origin. */
  canonical: string;
  info: WebsiteContentOf<'websiteInformation'>;
  setting: WebsiteContentOf<'websiteSetting'>;
  colors: WebsiteContentOf<'colorStyleSetting'>;
  pages: SitePage[];
  /** The preview's colours ride on theme.css's query (the page has no inline style). */
  themeQuery: string;
  now: Date;
}

export const DEFAULT_COLORS = { primaryColor: '#9b1c31', textColor: '#1f1f1f', backgroundColor: '#ffffff' };
const DEFAULT_MENU: WebsiteSection[] = ['schedule', 'films', 'news', 'priceTable', 'admissionInfo', 'access'];
const DEFAULT_TOP: WebsiteSection[] = ['news', 'schedule', 'films', 'priceTable', 'access'];

/** A stored page's content by its kind's schema; a row that no longer parses is left out (never half shown). */
function parsePage(p: PublishedPage): SitePage | null {
  const parsed = websiteContentSchemas[p.kind].safeParse(p.content);
  return parsed.success ? { ...p, content: parsed.data } : null;
}

export const pagesOf = <K extends WebsitePageKind>(site: Site, kind: K): SitePage<K>[] =>
  site.pages.filter((p): p is SitePage<K> => p.kind === kind);
export const pageOf = <K extends WebsitePageKind>(site: Site, kind: K): SitePage<K> | null =>
  pagesOf(site, kind)[0] ?? null;

export interface SiteAddress {
  root: string;
  canonical: string;
}

/** Where a cinema's site lives: links under `root`; canonical URLs on the brand's domain when it has one. */
export function siteAddress(cinema: SiteCinema, via: 'domain' | 'path', requestOrigin: string): SiteAddress {
  const pathRoot = `/site/${encodeURIComponent(cinema.brandCode)}/${encodeURIComponent(cinema.code)}/`;
  const domainRoot = `/${encodeURIComponent(cinema.code)}/`;
  const canonical = cinema.customDomain ? `https://${cinema.customDomain}${domainRoot}` : `${requestOrigin}${pathRoot}`;
  return { root: via === 'domain' ? domainRoot : pathRoot, canonical };
}

/** The draft of one page in place of its published version (the console's preview). */
export interface Substitute {
  kind: WebsitePageKind;
  pageId: number | null;
  content: Record<string, unknown>;
}

export async function loadSite(
  db: Db,
  cinema: SiteCinema,
  at: SiteAddress,
  substitute: Substitute | null = null,
  now = new Date(),
): Promise<Site> {
  let rows = await publishedPages(db, cinema.id);
  if (substitute) {
    const { kind, pageId, content } = substitute;
    const replaced = (p: PublishedPage) => (pageId !== null ? p.id === pageId : p.kind === kind);
    const single = !['news', 'custom', 'priceTable'].includes(kind);
    rows = rows.filter((p) => !replaced(p) && !(single && p.kind === kind));
    rows.push({ id: pageId ?? 0, kind, content, publishedAt: now });
  }
  const pages = rows.flatMap((p) => parsePage(p) ?? []);
  const site: Omit<Site, 'info' | 'setting' | 'colors' | 'themeQuery'> = { db, cinema, ...at, pages, now };
  const info = pageOf(site as Site, 'websiteInformation')?.content ?? {
    siteName: cinema.name,
    description: `${cinema.name}の上映スケジュール、料金、アクセスのご案内です。`,
    ogImage: null,
    xUrl: null,
    instagramUrl: null,
    facebookUrl: null,
    lineUrl: null,
    youtubeUrl: null,
    analyticsId: null,
  };
  const setting = pageOf(site as Site, 'websiteSetting')?.content ?? {
    menuSections: DEFAULT_MENU,
    topSections: DEFAULT_TOP,
    showBookingLink: true,
  };
  const colors = pageOf(site as Site, 'colorStyleSetting')?.content ?? { ...DEFAULT_COLORS, logo: null };
  const themeQuery =
    substitute?.kind === 'colorStyleSetting'
      ? `?${new URLSearchParams({ p: colors.primaryColor, t: colors.textColor, b: colors.backgroundColor }).toString()}`
      : '';
  return { ...site, info, setting, colors, themeQuery };
}

/** Whether a news item shows now: inside its display window (掲載開始 … 掲載終了). */
export function newsShowing(n: WebsiteContentOf<'news'>, now: Date): boolean {
  if (n.displayFrom && Date.parse(n.displayFrom) > now.getTime()) return false;
  if (n.displayUntil && Date.parse(n.displayUntil) <= now.getTime()) return false;
  return true;
}

/** The news a visitor sees: in their window, 上部に固定 first, then newest first. */
export function visibleNews(site: Site): SitePage<'news'>[] {
  const when = (p: SitePage<'news'>) =>
    p.content.displayFrom ? Date.parse(p.content.displayFrom) : (p.publishedAt?.getTime() ?? 0);
  return pagesOf(site, 'news')
    .filter((p) => newsShowing(p.content, site.now))
    .sort((a, b) => Number(b.content.pinned) - Number(a.content.pinned) || when(b) - when(a) || b.id - a.id);
}

/** An absolute path under the site's root ('' is the top page). */
export const link = (site: Site, path: string) => `${site.root}${path}`;
/** The full URL of a path (canonical, sitemap, OGP). */
export const absolute = (site: Site, path: string) => `${site.canonical}${path}`;
/** A path of this server as a full URL (OGP images must be absolute). */
export const absoluteAsset = (site: Site, url: string) =>
  url.startsWith('/') ? `${/^https?:\/\/[^/]+/.exec(site.canonical)?.[0] ?? ''}${url}` : url;
