import { and, asc, inArray } from 'drizzle-orm';
import { priceTemplateLabels, type CopyToCinemasBody } from '@cinema/contracts';
import type { Db, Tx } from '../../db/client.js';
import { priceTemplates, priceTemplateTickets } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { copyToCinemas } from '../../platform/copy-to-cinemas.js';
import { tenantWhere } from '../../platform/scope.js';
import { insertPriceTemplate, syncTickets } from './price-templates.repository.js';

// 他の劇場へコピー… of 料金テンプレート (docs/domain.md, "copying to other cinemas"): each copy is a new template of the
// target cinema with the source's name, note and 券種. A 券種 names only brand-wide enumerations (区分, 座席種別,
// 興行区分, 販売端末), the same at every cinema, so the copy carries them as they are.

type Ticket = typeof priceTemplateTickets.$inferSelect;
type Source = { id: number; name: string; note: string | null; cinemaId: number; tickets: Ticket[] };

async function load(db: Db, actor: Actor, ids: number[]): Promise<Source[]> {
  const rows = await db
    .select({
      id: priceTemplates.id,
      name: priceTemplates.name,
      note: priceTemplates.note,
      cinemaId: priceTemplates.cinemaId,
    })
    .from(priceTemplates)
    .where(
      and(
        inArray(priceTemplates.id, ids),
        tenantWhere(actor.scope, { brandId: priceTemplates.brandId, cinemaId: priceTemplates.cinemaId }),
      ),
    );
  const tickets = rows.length
    ? await db
        .select()
        .from(priceTemplateTickets)
        .where(
          inArray(
            priceTemplateTickets.templateId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(priceTemplateTickets.sortOrder), asc(priceTemplateTickets.id))
    : [];
  return rows.map((r) => ({ ...r, tickets: tickets.filter((t) => t.templateId === r.id) }));
}

const names = (tx: Tx, cinemaIds: number[]) =>
  tx
    .select({ cinemaId: priceTemplates.cinemaId, name: priceTemplates.name })
    .from(priceTemplates)
    .where(inArray(priceTemplates.cinemaId, cinemaIds));

async function insert(tx: Tx, s: Source, target: { brandId: number; cinemaId: number }) {
  const id = await insertPriceTemplate(tx, target, { name: s.name, note: s.note });
  const tickets = s.tickets.map(({ id: _id, templateId: _t, brandId: _b, sortOrder: _s, ...t }) => t);
  await syncTickets(tx, { templateId: id, brandId: target.brandId }, tickets);
  return id;
}

export const copyPriceTemplatesToCinemas = (db: Db, actor: Actor, body: CopyToCinemasBody) =>
  copyToCinemas(db, actor, body, {
    entity: 'priceTemplate',
    noun: priceTemplateLabels.copySources,
    load,
    names,
    insert,
    uniqueName: 'price_templates_cinema_name_uq',
  });
