import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { WebsitePageKind } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, cinemas, films, websitePages } from '../../db/schema/index.js';
import { publicCinemaColumns } from '../public-schedule/index.js';

// What the public site reads (docs/website.md, "the public site"): the cinema an address names, its published pages
// and the film master. Read-only, and never a draft: a page is public when `published` is set.

// The schedule's public cinema, and what the site's pages add (contact, mail sender, domain, company).
const cinemaColumns = {
  ...publicCinemaColumns,
  email: cinemas.email,
  brandEmail: brands.email,
  mailSenderName: cinemas.mailSenderName,
  mailSenderAddress: cinemas.mailSenderAddress,
  customDomain: brands.customDomain,
  companyName: brands.companyName,
};
export type SiteCinema = Awaited<ReturnType<typeof siteCinemaById>> & {};

// A suspended brand, or one without the 劇場サイト module, publishes no website.
const brandPublishes = and(eq(brands.active, true), isNotNull(brands.moduleMap));
const websiteOn = (moduleMap: unknown) =>
  !(moduleMap && typeof moduleMap === 'object' && (moduleMap as Record<string, unknown>).website === false);

async function cinemaWhere(db: Db, where: ReturnType<typeof and>) {
  const [row] = await db
    .select({ ...cinemaColumns, moduleMap: brands.moduleMap })
    .from(cinemas)
    .innerJoin(brands, eq(brands.id, cinemas.brandId))
    .where(and(brandPublishes, where));
  if (!row || !websiteOn(row.moduleMap)) return null;
  const { moduleMap: _m, ...cinema } = row;
  return cinema;
}

/** The cinema of /site/{brandCode}/{cinemaCode}. */
export const siteCinemaByCodes = (db: Db, brandCode: string, cinemaCode: string) =>
  cinemaWhere(db, and(eq(brands.code, brandCode), eq(cinemas.code, cinemaCode)));

/** The cinema of https://{brand's domain}/{cinemaCode}. */
export const siteCinemaByDomain = (db: Db, domain: string, cinemaCode: string) =>
  cinemaWhere(db, and(eq(brands.customDomain, domain), eq(cinemas.code, cinemaCode)));

/** A cinema by id (the console's preview). */
export const siteCinemaById = (db: Db, cinemaId: number) => cinemaWhere(db, eq(cinemas.id, cinemaId));

/** Every brand's own domain (the Host headers that are a website, not the console). */
export async function siteDomains(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ domain: brands.customDomain })
    .from(brands)
    .where(and(isNotNull(brands.customDomain), eq(brands.active, true)));
  return new Set(rows.flatMap((r) => (r.domain ? [r.domain.toLowerCase()] : [])));
}

/** The brand a domain or a code names, with its open cinemas in their order (the brand's own list page). */
export async function siteBrand(db: Db, by: { domain: string } | { code: string }) {
  const [brand] = await db
    .select({ id: brands.id, code: brands.code, name: brands.name, customDomain: brands.customDomain })
    .from(brands)
    .where(and(brandPublishes, 'domain' in by ? eq(brands.customDomain, by.domain) : eq(brands.code, by.code)));
  if (!brand) return null;
  const list = await db
    .select({ code: cinemas.code, name: cinemas.name, status: cinemas.status })
    .from(cinemas)
    .where(eq(cinemas.brandId, brand.id))
    .orderBy(asc(cinemas.sortOrder), asc(cinemas.code));
  return { ...brand, cinemas: list.filter((c) => c.status !== 'closed') };
}

export interface PublishedPage {
  id: number;
  kind: WebsitePageKind;
  content: Record<string, unknown>;
  publishedAt: Date | null;
}

/** The published pages of a cinema, oldest first (料金表 show in that order). */
export async function publishedPages(db: Db, cinemaId: number): Promise<PublishedPage[]> {
  const rows = await db
    .select({
      id: websitePages.id,
      kind: websitePages.kind,
      content: websitePages.published,
      publishedAt: websitePages.publishedAt,
    })
    .from(websitePages)
    .where(and(eq(websitePages.cinemaId, cinemaId), isNotNull(websitePages.published)))
    .orderBy(asc(websitePages.id));
  return rows.flatMap((r) => (r.content ? [{ ...r, content: r.content }] : []));
}

/** A film of the brand's master that customers may see (approved). */
export async function siteFilm(db: Db, brandId: number, filmId: number) {
  const [row] = await db
    .select({
      id: films.id,
      name: films.name,
      nameKana: films.nameKana,
      originalName: films.originalName,
      lengthMinutes: films.lengthMinutes,
      releaseDate: films.releaseDate,
      releaseText: films.releaseText,
      releaseDateType: films.releaseDateType,
      genre: films.genre,
      director: films.director,
      cast: films.cast,
      synopsisTitle: films.synopsisTitle,
      synopsis: films.synopsis,
      classification: films.classification,
      copyright: films.copyright,
      officialUrl: films.officialUrl,
      coverImage: films.coverImage,
    })
    .from(films)
    .where(and(eq(films.id, filmId), eq(films.brandId, brandId), eq(films.approvalStatus, 'approved')));
  return row ?? null;
}
export type SiteFilm = Awaited<ReturnType<typeof siteFilm>> & {};
