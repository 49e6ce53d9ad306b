import { and, inArray } from 'drizzle-orm';
import { discountRuleLabels, type CopyToCinemasBody } from '@cinema/contracts';
import type { Db, Tx } from '../../db/client.js';
import { discountRules } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { copyToCinemas } from '../../platform/copy-to-cinemas.js';
import { tenantWhere } from '../../platform/scope.js';
import { insertDiscountRule } from './discount-rules.repository.js';

// 他の劇場へコピー… of 割引ルール (docs/domain.md, "copying to other cinemas"): each copy is a new rule of the target
// cinema with every field of the source. A rule names only brand-wide enumerations (券種の区分, 曜日), the same at
// every cinema, so the copy carries them as they are.

type Source = typeof discountRules.$inferSelect;

const load = (db: Db, actor: Actor, ids: number[]) =>
  db
    .select()
    .from(discountRules)
    .where(
      and(
        inArray(discountRules.id, ids),
        tenantWhere(actor.scope, { brandId: discountRules.brandId, cinemaId: discountRules.cinemaId }),
      ),
    );

const names = (tx: Tx, cinemaIds: number[]) =>
  tx
    .select({ cinemaId: discountRules.cinemaId, name: discountRules.name })
    .from(discountRules)
    .where(inArray(discountRules.cinemaId, cinemaIds));

const insert = (tx: Tx, s: Source, target: { brandId: number; cinemaId: number }) => {
  const { id: _id, brandId: _b, cinemaId: _c, version: _v, createdAt: _cr, updatedAt: _u, ...fields } = s;
  return insertDiscountRule(tx, target, fields);
};

export const copyDiscountRulesToCinemas = (db: Db, actor: Actor, body: CopyToCinemasBody) =>
  copyToCinemas(db, actor, body, {
    entity: 'discountRule',
    noun: discountRuleLabels.copySources,
    load,
    names,
    insert,
    uniqueName: 'discount_rules_cinema_name_uq',
  });
