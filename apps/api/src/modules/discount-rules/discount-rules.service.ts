import {
  discountGroupText,
  discountText,
  ja,
  type DiscountRuleCreateBody,
  type DiscountRuleUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { found, staleVersion, uniqueGuard } from '../../platform/errors.js';
import {
  findDiscountRule,
  insertDiscountRule,
  removeDiscountRule,
  updateDiscountRule,
} from './discount-rules.repository.js';

const entity = 'discountRule';

// A rule name is unique within its cinema; the database's index catches a race the same way.
const guardName = uniqueGuard({
  discount_rules_cinema_name_uq: ['name', ja.nameInUse],
});

// 夫婦50割（2名以上・1名につき¥900引）: what the audit log names.
const summary = (r: Parameters<typeof discountText>[0] & Parameters<typeof discountGroupText>[0] & { name: string }) =>
  `${r.name}（${discountGroupText(r)}・${discountText(r)}）`;

export async function createDiscountRule(db: Db, actor: Actor, body: DiscountRuleCreateBody) {
  const { cinemaId, ...fields } = body;
  const cinema = await cinemaFor(db, actor, cinemaId);
  return guardName(() =>
    db.transaction(async (tx) => {
      const id = await insertDiscountRule(tx, { brandId: cinema.brandId, cinemaId: cinema.id }, fields);
      await audit(tx, actor, {
        action: 'create',
        entity,
        entityId: id,
        brandId: cinema.brandId,
        summary: summary(fields),
      });
      return found(await findDiscountRule(tx, actor.scope, id));
    }),
  );
}

export async function saveDiscountRule(db: Db, actor: Actor, body: DiscountRuleUpdateBody) {
  const current = found(await findDiscountRule(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  return guardName(() =>
    db.transaction(async (tx) => {
      if (!(await updateDiscountRule(tx, id, version, fields))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity,
        entityId: id,
        brandId: current.brandId,
        summary: summary(fields),
      });
      return found(await findDiscountRule(tx, actor.scope, id));
    }),
  );
}

export async function deleteDiscountRule(db: Db, actor: Actor, id: number) {
  const current = found(await findDiscountRule(db, actor.scope, id));
  await removeAudited(db, actor, {
    remove: (tx) => removeDiscountRule(tx, id),
    id,
    entry: { entity, brandId: current.brandId, summary: summary(current) },
  });
}
