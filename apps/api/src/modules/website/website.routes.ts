import { eq } from 'drizzle-orm';
import { websiteEndpoints, websiteMessages, type WebsiteOptions } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, cinemas } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { renderWebsitePreview } from '../website-public/index.js';
import { contentIssues } from './website.content.js';
import { priceSuggestionOf, templatesOf } from './website.prices.js';
import { findPage, findSingle, listPages, pageOf, revisionsOf } from './website.repository.js';
import { createPage, deletePage, publishPage, restoreRevision, unpublishPage, updatePage } from './website.service.js';

// 劇場サイト's editor calls (docs/website.md, "the API"): cinema staff on their own cinema's pages.

async function optionsOf(db: Db, actor: Actor): Promise<WebsiteOptions> {
  const cinema = await cinemaFor(db, actor);
  const [row] = await db
    .select({ name: cinemas.name, code: cinemas.code, brandCode: brands.code })
    .from(cinemas)
    .innerJoin(brands, eq(brands.id, cinemas.brandId))
    .where(eq(cinemas.id, cinema.id));
  const c = found(row);
  return {
    cinemaId: cinema.id,
    cinemaName: c.name,
    // Served by this program whatever the brand's domain, so the link works from the console (and in the demo).
    siteUrl: `/site/${c.brandCode}/${c.code}/`,
    priceTemplates: await templatesOf(db, cinema.id),
  };
}

export const websiteHandlers = ({ db }: ModuleOptions) =>
  handleAll(websiteEndpoints, {
    options: async ({ actor }) => ok(await optionsOf(db, actor)),
    list: async ({ actor, query }) => ok(await listPages(db, (await cinemaFor(db, actor)).id, query)),
    detail: async ({ actor, params }) =>
      ok(pageOf(found(await findPage(db, (await cinemaFor(db, actor)).id, params.id)))),
    single: async ({ actor, params }) => {
      const row = await findSingle(db, (await cinemaFor(db, actor)).id, params.kind);
      return ok(row ? pageOf(row) : null);
    },
    create: async ({ actor, body }) => ok(await createPage(db, actor, body), websiteMessages.saved),
    update: async ({ actor, body }) => ok(await updatePage(db, actor, body), websiteMessages.saved),
    publish: async ({ actor, body }) => {
      const page = await publishPage(db, actor, body);
      return ok(page, page.publishAt ? websiteMessages.scheduled(page.publishAt) : websiteMessages.published);
    },
    unpublish: async ({ actor, body }) => ok(await unpublishPage(db, actor, body), websiteMessages.unpublished),
    delete: async ({ actor, params }) => ok(await deletePage(db, actor, params.id)),
    revisions: async ({ actor, params }) => {
      const page = found(await findPage(db, (await cinemaFor(db, actor)).id, params.id));
      return ok(await revisionsOf(db, page.id));
    },
    restore: async ({ actor, body }) =>
      ok(await restoreRevision(db, actor, body), websiteMessages.restored(body.revisionNo)),
    // The public page as this content would make it, unsaved: what the schema finds is listed, and the page shows
    // what it can (an empty title is a blank heading, not an error page).
    preview: async ({ actor, body }) => {
      const cinema = await cinemaFor(db, actor);
      // The page the content is a draft of: the cinema's own, else 404 (never another's page in our layout).
      if (body.id) found(await findPage(db, cinema.id, body.id));
      const { errors } = contentIssues(body.kind, body.content);
      const html = await renderWebsitePreview(db, cinema.id, body.kind, body.content, body.id ?? null);
      return ok({ html, errors });
    },
    priceSuggestion: async ({ actor, query }) =>
      ok(await priceSuggestionOf(db, (await cinemaFor(db, actor)).id, query.templateId)),
  });
