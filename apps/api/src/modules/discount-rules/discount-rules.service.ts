import type { FastifyRequest } from 'fastify';
import { ja, type DiscountRuleCreateBody, type DiscountRuleUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { notFound, staleVersion, uniqueGuard } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import { findDiscountRule, insertDiscountRule, removeDiscountRule, updateDiscountRule } from './discount-rules.repository.js';

const entity = 'discountRule';

// A rule name is unique within its cinema; the database's index catches a race the same way.
const guardName = uniqueGuard({
  discount_rules_cinema_name_uq: ['name', ja.nameInUse],
});

// 夫婦50割（2名以上・1名につき¥900引）: what the audit log names.
const summary = (r: { name: string; quantity: number; discountType: string; amountOff: number | null }) =>
  `${r.name}（${r.quantity}名以上・${r.discountType === 'free' ? '無料' : `1名につき¥${r.amountOff}引`}）`;

export async function createDiscountRule(db: Db, req: FastifyRequest, p: Principal, body: DiscountRuleCreateBody) {
  const { cinemaId, ...fields } = body;
  const cinema = await cinemaFor(db, p, cinemaId);
  return guardName(() =>
    db.transaction(async (tx) => {
      const id = await insertDiscountRule(tx, { brandId: cinema.brandId, cinemaId: cinema.id }, fields);
      await audit(tx, req, { action: 'create', entity, entityId: id, brandId: cinema.brandId, summary: summary(fields) });
      return id;
    }),
  );
}

export async function saveDiscountRule(db: Db, req: FastifyRequest, p: Principal, body: DiscountRuleUpdateBody) {
  const current = await findDiscountRule(db, p.scope, body.id);
  if (!current) throw notFound();
  const { id, version, ...fields } = body;
  await guardName(() =>
    db.transaction(async (tx) => {
      if (!(await updateDiscountRule(tx, id, version, fields))) throw staleVersion();
      await audit(tx, req, { action: 'update', entity, entityId: id, brandId: current.brandId, summary: summary(fields) });
    }),
  );
}

export async function deleteDiscountRule(db: Db, req: FastifyRequest, p: Principal, id: number) {
  const current = await findDiscountRule(db, p.scope, id);
  if (!current) throw notFound();
  await db.transaction(async (tx) => {
    await removeDiscountRule(tx, id);
    await audit(tx, req, { action: 'delete', entity, entityId: id, brandId: current.brandId, summary: summary(current) });
  });
}
