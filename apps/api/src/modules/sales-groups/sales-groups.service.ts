import {
  salesGroupLabels as L,
  salesGroupMessages as M,
  salesGroupTarget,
  type SalesGroupAssignments,
  type SalesGroupAssignmentsBody,
  type SalesGroupCreateBody,
  type SalesGroupSubMethod,
} from '@cinema/contracts';
import type { Db, Tx } from '../../db/client.js';
import { accountingSubjects, cinemas, clientGroups, clients, salesGroups } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { masterService } from '../../platform/crud.js';
import { conflict, invalidField } from '../../platform/errors.js';
import { requireOwned } from '../../platform/references.js';
import { brandForWrite } from '../../platform/scope.js';
import { activeSubjectOptions } from '../accounting/index.js';
import {
  choiceOptions,
  readAssignments,
  replaceAssignments,
  salesGroupCodeTaken,
  salesGroupRepo,
  salesGroupUses,
} from './sales-groups.repository.js';

// 販売グループ (docs/accounting.md): a master on the kit; its subject must be the brand's and active, a 補助科目
// chosen from 取引先 / 取引先グループ / 劇場 must name one of the brand's (its id as the value).

const refTables = { client: clients, clientGroup: clientGroups, cinema: cinemas } as const;

async function checkSub(
  tx: Tx,
  brandId: number,
  slot: 'sub1' | 'sub2',
  method: SalesGroupSubMethod,
  value: string | null,
) {
  if (method === 'free') return value;
  const field = `${slot}Value` as const;
  const id = value && /^\d{1,9}$/.test(value) ? Number(value) : null;
  if (id === null) throw invalidField(field, M.subValueRequired(L[field]));
  await requireOwned(tx, brandId, [{ field, label: L[field], table: refTables[method], ids: [id] }]);
  return String(id);
}

async function values(body: SalesGroupCreateBody, ctx: { tx: Tx; brandId: number; current?: { id: number } }) {
  const { tx, brandId, current } = ctx;
  if (await salesGroupCodeTaken(tx, brandId, body.code, current?.id)) throw conflict(M.codeInUse(body.code), 'code');
  const active = await activeSubjectOptions(tx, brandId);
  if (!active.some((s) => s.id === body.subjectId))
    throw invalidField('subjectId', `「${L.subjectId}」に選択できないものが含まれています`);
  await requireOwned(tx, brandId, [
    { field: 'subjectId', label: L.subjectId, table: accountingSubjects, ids: [body.subjectId] },
  ]);
  return {
    ...body,
    sub1Value: await checkSub(tx, brandId, 'sub1', body.sub1Method, body.sub1Value),
    sub2Value: await checkSub(tx, brandId, 'sub2', body.sub2Method, body.sub2Value),
  };
}

export const salesGroupService = masterService({
  entity: 'salesGroup',
  repo: salesGroupRepo,
  summary: (g: { code: string; name: string }) => `${g.code} ${g.name}`,
  unique: { sales_groups_brand_code_uq: ['code', M.codeInUse('')] },
  values,
  beforeRemove: async (tx, current) => {
    const uses = await salesGroupUses(tx, current.id);
    const where = [
      ...(uses.shopItems ? [`売店商品（${uses.shopItems}件）`] : []),
      ...(uses.paymentMethods ? [`決済方法（${uses.paymentMethods}件）`] : []),
      ...(uses.targets ? [`券種・会費（${uses.targets}件）`] : []),
    ];
    if (where.length) throw conflict(M.inUse(where));
  },
});

async function assignmentsOf(db: Db, brandId: number): Promise<SalesGroupAssignments> {
  const assignments = await readAssignments(db, brandId);
  const options = await choiceOptions(db, brandId);
  const subjects = await activeSubjectOptions(db, brandId);
  return { assignments, ...options, subjects };
}

export const salesGroupAssignmentsOf = (db: Db, actor: Actor) => assignmentsOf(db, brandForWrite(actor.scope, null));

/** Saves the whole mapping of 券種 and 会費 to groups in one transaction, audited. */
export async function saveSalesGroupAssignments(db: Db, actor: Actor, body: SalesGroupAssignmentsBody) {
  const brandId = brandForWrite(actor.scope, null);
  await db.transaction(async (tx) => {
    const seen = new Set<string>();
    body.assignments.forEach((a, i) => {
      if (seen.has(a.target)) throw invalidField(`assignments.${i}.target`, M.duplicateTarget);
      seen.add(a.target);
    });
    const rows = body.assignments.flatMap((a) =>
      a.salesGroupId === null ? [] : [{ ...a, salesGroupId: a.salesGroupId }],
    );
    for (const [i, a] of body.assignments.entries()) {
      if (a.salesGroupId !== null)
        await requireOwned(tx, brandId, [
          { field: `assignments.${i}.salesGroupId`, label: L.name, table: salesGroups, ids: [a.salesGroupId] },
        ]);
    }
    await replaceAssignments(tx, brandId, rows);
    await audit(tx, actor, {
      action: 'update',
      entity: 'salesGroupAssignment',
      entityId: brandId,
      brandId,
      cinemaId: null,
      summary: rows.map((r) => salesGroupTarget.labels[r.target]).join('、') || '割当なし',
    });
  });
  return assignmentsOf(db, brandId);
}
