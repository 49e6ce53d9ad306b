import { readAll } from '../../db/reads.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PriceTemplateDefaults, PriceTemplateDefaultsBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { priceTemplateDefaults, priceTemplates, versions } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { AppError } from '../../platform/errors.js';

// 既定の料金 of a cinema: read as a list, saved as a whole set.

const unknownTemplate = '「料金テンプレート」にこの劇場で選択できないものが指定されています';
const unknownFormat = '「上映方式」にこの劇場で選択できないものが指定されています';

/** The stored defaults of a cinema (no scope check: callers pass a cinema they may see). */
export async function priceDefaultsOf(db: Db, cinemaId: number) {
  return db
    .select({
      category: priceTemplateDefaults.category,
      formatVersionId: priceTemplateDefaults.formatVersionId,
      priceTemplateId: priceTemplateDefaults.priceTemplateId,
    })
    .from(priceTemplateDefaults)
    .where(eq(priceTemplateDefaults.cinemaId, cinemaId));
}

export async function readPriceDefaults(db: Db, cinemaId: number): Promise<PriceTemplateDefaults> {
  const rows = await db
    .select({
      category: priceTemplateDefaults.category,
      formatVersionId: priceTemplateDefaults.formatVersionId,
      formatName: versions.name,
      priceTemplateId: priceTemplateDefaults.priceTemplateId,
      priceTemplateName: priceTemplates.name,
    })
    .from(priceTemplateDefaults)
    .innerJoin(priceTemplates, eq(priceTemplates.id, priceTemplateDefaults.priceTemplateId))
    .leftJoin(versions, eq(versions.id, priceTemplateDefaults.formatVersionId))
    .where(eq(priceTemplateDefaults.cinemaId, cinemaId))
    .orderBy(asc(priceTemplateDefaults.id));
  return { cinemaId, list: rows };
}

/** Every template and format named must be the cinema's own; all problems answer 400 at once. */
async function checkRefs(db: Db, cinemaId: number, body: PriceTemplateDefaultsBody) {
  const templateIds = [...new Set(body.list.map((d) => d.priceTemplateId))];
  const formatIds = [...new Set(body.list.flatMap((d) => (d.formatVersionId ? [d.formatVersionId] : [])))];
  const [ts, fs] = await readAll(
    db,
    () =>
      templateIds.length
        ? db
            .select({ id: priceTemplates.id })
            .from(priceTemplates)
            .where(and(eq(priceTemplates.cinemaId, cinemaId), inArray(priceTemplates.id, templateIds)))
        : [],
    () =>
      formatIds.length
        ? db
            .select({ id: versions.id })
            .from(versions)
            .where(and(eq(versions.cinemaId, cinemaId), eq(versions.kind, 'format'), inArray(versions.id, formatIds)))
        : [],
  );
  const okTemplates = new Set(ts.map((t) => t.id));
  const okFormats = new Set(fs.map((f) => f.id));
  const issues = body.list.flatMap((d, i) => [
    ...(okTemplates.has(d.priceTemplateId) ? [] : [{ field: `list.${i}.priceTemplateId`, message: unknownTemplate }]),
    ...(d.formatVersionId && !okFormats.has(d.formatVersionId)
      ? [{ field: `list.${i}.formatVersionId`, message: unknownFormat }]
      : []),
  ]);
  const [first] = issues;
  if (first) throw new AppError('validation_failed', first.message, issues);
}

export async function savePriceDefaults(db: Db, actor: Actor, body: PriceTemplateDefaultsBody) {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  await checkRefs(db, cinema.id, body);
  await db.transaction(async (tx) => {
    await tx.delete(priceTemplateDefaults).where(eq(priceTemplateDefaults.cinemaId, cinema.id));
    if (body.list.length)
      await tx
        .insert(priceTemplateDefaults)
        .values(body.list.map((d) => ({ ...d, brandId: cinema.brandId, cinemaId: cinema.id })));
    await audit(tx, actor, {
      action: 'update',
      entity: 'priceTemplateDefaults',
      entityId: cinema.id,
      brandId: cinema.brandId,
      summary: `既定の料金（${body.list.length}件）`,
      detail: { list: body.list },
    });
  });
  return readPriceDefaults(db, cinema.id);
}
