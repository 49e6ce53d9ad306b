import {
  ja,
  priceTemplateInUse,
  type PriceTemplateCopyBody,
  type PriceTemplateCreateBody,
  type PriceTemplateUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, found, staleVersion, uniqueGuard } from '../../platform/errors.js';
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

export async function createPriceTemplate(db: Db, actor: Actor, body: PriceTemplateCreateBody) {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  return guardName(() =>
    db.transaction(async (tx) => {
      const id = await insertPriceTemplate(
        tx,
        { brandId: cinema.brandId, cinemaId: cinema.id },
        { name: body.name, note: body.note },
      );
      await syncTickets(tx, { templateId: id, brandId: cinema.brandId }, body.tickets);
      await audit(tx, actor, {
        action: 'create',
        entity,
        entityId: id,
        brandId: cinema.brandId,
        summary: summary(body),
      });
      return found(await findPriceTemplate(tx, actor.scope, id));
    }),
  );
}

export async function savePriceTemplate(db: Db, actor: Actor, body: PriceTemplateUpdateBody) {
  const current = found(await findPriceTemplate(db, actor.scope, body.id));
  return guardName(() =>
    db.transaction(async (tx) => {
      if (!(await updatePriceTemplate(tx, body.id, body.version, { name: body.name, note: body.note })))
        throw staleVersion();
      await syncTickets(tx, { templateId: body.id, brandId: current.brandId }, body.tickets);
      await audit(tx, actor, {
        action: 'update',
        entity,
        entityId: body.id,
        brandId: current.brandId,
        summary: summary(body),
      });
      return found(await findPriceTemplate(tx, actor.scope, body.id));
    }),
  );
}

/** A new template with the source's 券種, in the same cinema or another one the caller may use. */
export async function copyPriceTemplate(db: Db, actor: Actor, body: PriceTemplateCopyBody) {
  const source = found(await findPriceTemplate(db, actor.scope, body.id));
  const cinema = await cinemaFor(db, actor, body.cinemaId ?? source.cinemaId);
  const tickets = source.tickets.map(({ id: _id, ...t }) => t);
  return guardName(() =>
    db.transaction(async (tx) => {
      const id = await insertPriceTemplate(
        tx,
        { brandId: cinema.brandId, cinemaId: cinema.id },
        { name: body.name, note: source.note },
      );
      await syncTickets(tx, { templateId: id, brandId: cinema.brandId }, tickets);
      await audit(tx, actor, {
        action: 'create',
        entity,
        entityId: id,
        brandId: cinema.brandId,
        summary: summary({ name: body.name, tickets }),
        detail: { copiedFrom: source.id },
      });
      return found(await findPriceTemplate(tx, actor.scope, id));
    }),
  );
}

/** 上映回が使っている料金テンプレートは削除できない: the screening would lose its prices. */
export async function deletePriceTemplate(db: Db, actor: Actor, id: number) {
  const current = found(await findPriceTemplate(db, actor.scope, id));
  await removeAudited(db, actor, {
    remove: (tx) => removePriceTemplate(tx, id),
    id,
    before: async (tx) => {
      const used = await templateInUse(tx, id);
      if (used > 0) throw conflict(priceTemplateInUse(used));
    },
    entry: { entity, brandId: current.brandId, summary: summary(current) },
    // A screening created with the template after the check: the foreign key refuses the delete.
    inUse: async () => priceTemplateInUse(Math.max(1, await templateInUse(db, id))),
  });
}
