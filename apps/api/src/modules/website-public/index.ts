import { websiteContentSchemas, type WebsitePageKind } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { layout } from './website-public.layout.js';
import { notFoundPage } from './website-public.pages.js';
import { siteCinemaById } from './website-public.repository.js';
import { viewOf } from './website-public.service.js';
import { loadSite, siteAddress } from './website-public.site.js';

// The public website's entry for other modules (docs/website.md, "the public site"): the console's preview.
export { forgetSitePages } from './website-public.cache.js';
export { SITE_CSP } from './website-public.routes.js';

/** Where the preview shows a kind that is no page of its own (サイト情報, サイト設定, カラー・ロゴ): the top page. */
const previewPath = (kind: WebsitePageKind, content: Record<string, unknown>, pageId: number | null): string => {
  if (kind === 'news') return pageId === null ? 'news/0' : `news/${pageId}`;
  if (kind === 'custom') return typeof content.path === 'string' ? `pages/${content.path}` : '';
  const paths: Partial<Record<WebsitePageKind, string>> = {
    priceTable: 'price',
    admissionInfo: 'admission',
    notice: 'notice',
    commonProblems: 'faq',
    rentalSpace: 'rental',
    privacyPolicy: 'privacy',
    serviceTerms: 'terms',
    companyInfo: 'company',
  };
  return paths[kind] ?? '';
};

/** What stands in, in the preview only, for a required field still empty or wrong while the editor types. */
const stand: Record<string, unknown> = {
  title: '（タイトル未入力）',
  siteName: '（サイト名未入力）',
  path: 'preview',
  rows: [],
  items: [],
  menuSections: [],
  topSections: [],
};

/**
 * The content as the preview shows it: as saved when it passes its schema; else each wrong field left out (a
 * required one stood in for), so the page shows what it can while its errors are listed beside it.
 */
export function previewContent(kind: WebsitePageKind, content: Record<string, unknown>): Record<string, unknown> {
  const schema = websiteContentSchemas[kind];
  const parsed = schema.safeParse(content);
  if (parsed.success) return content;
  const wrong = new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')));
  const kept = Object.fromEntries(Object.entries(content).filter(([k]) => !wrong.has(k)));
  const filled = { ...Object.fromEntries([...wrong].filter((k) => k in stand).map((k) => [k, stand[k]])), ...kept };
  return schema.safeParse(filled).success ? filled : content;
}

/**
 * The whole HTML document of the public page this content would make: the draft of one page in place of its
 * published version, every other page as published. Its links and stylesheets are absolute /site/… paths, so they
 * load from the console's origin inside the preview's sandboxed frame (srcdoc). A news draft shows whatever its
 * display window says.
 */
export async function renderWebsitePreview(
  db: Db,
  cinemaId: number,
  kind: WebsitePageKind,
  content: Record<string, unknown>,
  pageId: number | null,
): Promise<string> {
  const cinema = await siteCinemaById(db, cinemaId);
  if (!cinema) throw notFound('劇場が見つかりません。');
  const at = siteAddress(cinema, 'path', '');
  // A draft news has no id yet: it is page 0 of the preview, and shown even outside its window.
  const shown = previewContent(kind, content);
  const draft = kind === 'news' ? { ...shown, displayFrom: null, displayUntil: null } : shown;
  const site = await loadSite(db, cinema, at, { kind, pageId, content: draft });
  const path = previewPath(kind, shown, pageId);
  const view = await viewOf(site, path, new URLSearchParams());
  return layout(site, view ?? notFoundPage(path));
}
