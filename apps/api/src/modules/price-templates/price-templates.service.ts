import type { FastifyRequest } from 'fastify';
import {
  ja,
  priceTemplateInUse,
  type PriceTemplateCopyBody,
  type PriceTemplateCreateBody,
  type PriceTemplateUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, notFound, staleVersion, uniqueGuard } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import {
  findPriceTemplate,
  insertPriceTemplate,
  removePriceTemplate,
  syncTickets,
  templateInUse,
  updatePriceTemplate,
} from './price-templates.repository.js';

const entity = 'priceTemplate';

// A template name is unique within its cinema; the database's index catches a race the same way.
const guardName = uniqueGuard({
  price_templates_cinema_name_uq: ['name', ja.nameInUse],
});

// 通常料金（一般 ¥2,000 ほか7券種）: what the audit log names.
const summary = (b: { name: string; tickets: { name: string; price: number }[] }) =>
  `${b.name}（${b.tickets.map((t) => `${t.name} ¥${t.price}`).join('、')}）`;

export async function createPriceTemplate(db: Db, req: FastifyRequest, p: Principal, body: PriceTemplateCreateBody) {
  const cinema = await cinemaFor(db, p, body.cinemaId);
  return guardName(() =>
    db.transaction(async (tx) => {
      const id = await insertPriceTemplate(tx, { brandId: cinema.brandId, cinemaId: cinema.id }, { name: body.name, note: body.note });
      await syncTickets(tx, { templateId: id, brandId: cinema.brandId }, body.tickets);
      await audit(tx, req, { action: 'create', entity, entityId: id, brandId: cinema.brandId, summary: summary(body) });
      return id;
    }),
  );
}

export async function savePriceTemplate(db: Db, req: FastifyRequest, p: Principal, body: PriceTemplateUpdateBody) {
  const current = await findPriceTemplate(db, p.scope, body.id);
  if (!current) throw notFound();
  await guardName(() =>
    db.transaction(async (tx) => {
      if (!(await updatePriceTemplate(tx, body.id, body.version, { name: body.name, note: body.note }))) throw staleVersion();
      await syncTickets(tx, { templateId: body.id, brandId: current.brandId }, body.tickets);
      await audit(tx, req, { action: 'update', entity, entityId: body.id, brandId: current.brandId, summary: summary(body) });
    }),
  );
}

/** A new template with the source's 券種, in the same cinema or another one the caller may use. */
export async function copyPriceTemplate(db: Db, req: FastifyRequest, p: Principal, body: PriceTemplateCopyBody) {
  const source = await findPriceTemplate(db, p.scope, body.id);
  if (!source) throw notFound();
  const cinema = await cinemaFor(db, p, body.cinemaId ?? source.cinemaId);
  const tickets = source.tickets.map(({ id: _id, ...t }) => t);
  return guardName(() =>
    db.transaction(async (tx) => {
      const id = await insertPriceTemplate(tx, { brandId: cinema.brandId, cinemaId: cinema.id }, { name: body.name, note: source.note });
      await syncTickets(tx, { templateId: id, brandId: cinema.brandId }, tickets);
      await audit(tx, req, {
        action: 'create',
        entity,
        entityId: id,
        brandId: cinema.brandId,
        summary: summary({ name: body.name, tickets }),
        detail: { copiedFrom: source.id },
      });
      return id;
    }),
  );
}

/** 上映回が使っている料金テンプレートは削除できない: the screening would lose its prices. */
export async function deletePriceTemplate(db: Db, req: FastifyRequest, p: Principal, id: number) {
  const current = await findPriceTemplate(db, p.scope, id);
  if (!current) throw notFound();
  await db.transaction(async (tx) => {
    const used = await templateInUse(tx, id);
    if (used > 0) throw conflict(priceTemplateInUse(used));
    await removePriceTemplate(tx, id);
    await audit(tx, req, { action: 'delete', entity, entityId: id, brandId: current.brandId, summary: summary(current) });
  });
}
