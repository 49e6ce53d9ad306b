import { and, asc, count, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type {
  Option,
  PriceTemplate,
  PriceTemplateListItem,
  PriceTemplateListQuery,
  PriceTemplateTicket,
  PriceTemplateTicketBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { priceTemplates, priceTemplateTickets, screenings } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { one } from '@cinema/contracts';

const scoped = (scope: Scope) =>
  tenantWhere(scope, { brandId: priceTemplates.brandId, cinemaId: priceTemplates.cinemaId });

// Qualified by hand: inside a correlated subquery drizzle would render the outer column unqualified.
const screeningCount = sql<number>`(select count(*)::int from screenings s where s.price_template_id = "price_templates"."id")`;
const ticketStats = {
  ticketCount: sql<number>`(select count(*)::int from price_template_tickets t where t.template_id = "price_templates"."id")`,
  minPrice: sql<
    number | null
  >`(select min(t.price)::int from price_template_tickets t where t.template_id = "price_templates"."id")`,
  maxPrice: sql<
    number | null
  >`(select max(t.price)::int from price_template_tickets t where t.template_id = "price_templates"."id")`,
  ticketNames: sql<
    string[]
  >`(select coalesce(array_agg(t.name order by t.sort_order, t.id), '{}') from price_template_tickets t where t.template_id = "price_templates"."id")`,
};

type TemplateRow = typeof priceTemplates.$inferSelect & { screeningCount: number };
const dates = <T extends { createdAt: Date; updatedAt: Date }>(r: T) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const toTicket = ({
  templateId: _t,
  brandId: _b,
  sortOrder: _s,
  ...t
}: typeof priceTemplateTickets.$inferSelect): PriceTemplateTicket => t;

export async function listPriceTemplates(db: Db, scope: Scope, cinemaId: number, q: PriceTemplateListQuery) {
  const where = and(
    scoped(scope),
    eq(priceTemplates.cinemaId, cinemaId),
    keywordWhere(q.keyword, [priceTemplates.name, priceTemplates.note]),
  );
  const sortable = { name: priceTemplates.name, updatedAt: priceTemplates.updatedAt };
  const rows = await db
    .select({ ...getTableColumns(priceTemplates), screeningCount, ...ticketStats, total: totalCount })
    .from(priceTemplates)
    .where(where)
    .orderBy(...orderBy(q, sortable, [asc(priceTemplates.name), asc(priceTemplates.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(
    rows,
    q,
    (r): PriceTemplateListItem => dates(r),
    () => countWhere(db, priceTemplates, where),
  );
}

/** id and name of a cinema's templates, for the screening form's picker. */
export const priceTemplateOptions = (db: Db, scope: Scope, cinemaId: number): Promise<Option[]> =>
  db
    .select({ id: priceTemplates.id, name: priceTemplates.name })
    .from(priceTemplates)
    .where(and(scoped(scope), eq(priceTemplates.cinemaId, cinemaId)))
    .orderBy(asc(priceTemplates.name), asc(priceTemplates.id));

export async function ticketsOf(db: Db, templateId: number): Promise<PriceTemplateTicket[]> {
  const rows = await db
    .select()
    .from(priceTemplateTickets)
    .where(eq(priceTemplateTickets.templateId, templateId))
    .orderBy(asc(priceTemplateTickets.sortOrder), asc(priceTemplateTickets.id));
  return rows.map(toTicket);
}

export async function findPriceTemplate(db: Db, scope: Scope, id: number): Promise<PriceTemplate | null> {
  const [row]: TemplateRow[] = await db
    .select({ ...getTableColumns(priceTemplates), screeningCount })
    .from(priceTemplates)
    .where(and(eq(priceTemplates.id, id), scoped(scope)));
  return row ? { ...dates(row), tickets: await ticketsOf(db, id) } : null;
}

export interface TemplateWrite {
  name: string;
  note: string | null;
}

export async function insertPriceTemplate(db: Db, owner: { brandId: number; cinemaId: number }, fields: TemplateWrite) {
  const row = one(
    await db
      .insert(priceTemplates)
      .values({ ...owner, ...fields })
      .returning({ id: priceTemplates.id }),
    'price template',
  );
  return row.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updatePriceTemplate(db: Db, id: number, version: number, fields: TemplateWrite) {
  const rows = await db
    .update(priceTemplates)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(priceTemplates.id, id), eq(priceTemplates.version, version)))
    .returning({ id: priceTemplates.id });
  return rows.length > 0;
}

/**
 * Makes the template's 券種 exactly `tickets`, in order. A row that names one of the template's
 * own ids is updated in place (later sales keep pointing at it); others are added; the rest go.
 */
export async function syncTickets(
  db: Db,
  owner: { templateId: number; brandId: number },
  tickets: PriceTemplateTicketBody[],
) {
  const existing = await db
    .select({ id: priceTemplateTickets.id })
    .from(priceTemplateTickets)
    .where(eq(priceTemplateTickets.templateId, owner.templateId));
  const own = new Set(existing.map((r) => r.id));
  const kept = tickets.map((t) => t.id).filter((id): id is number => id !== undefined && own.has(id));
  await db
    .delete(priceTemplateTickets)
    .where(
      and(
        eq(priceTemplateTickets.templateId, owner.templateId),
        kept.length ? notInArray(priceTemplateTickets.id, kept) : undefined,
      ),
    );
  const fresh: (typeof priceTemplateTickets.$inferInsert)[] = [];
  for (const [sortOrder, { id, ...fields }] of tickets.entries()) {
    const values = { ...fields, ...owner, sortOrder };
    if (id !== undefined && own.has(id))
      await db.update(priceTemplateTickets).set(values).where(eq(priceTemplateTickets.id, id));
    else fresh.push(values);
  }
  if (fresh.length) await db.insert(priceTemplateTickets).values(fresh);
}

/** The removed row's id; none when it was already gone (a parallel delete). */
export const removePriceTemplate = (db: Db, id: number) =>
  db.delete(priceTemplates).where(eq(priceTemplates.id, id)).returning({ id: priceTemplates.id });

/** Screenings that name the template (any status: a cancelled one still records what it charged). */
export async function templateInUse(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(screenings).where(eq(screenings.priceTemplateId, id));
  return row?.n ?? 0;
}
