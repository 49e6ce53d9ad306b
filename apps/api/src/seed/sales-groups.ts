import { and, eq, inArray } from 'drizzle-orm';
import { ticketKind, type SalesGroupCostKind, type SalesGroupTarget } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import {
  accountingSubjects,
  brands,
  paymentMethods,
  salesGroupAssignments,
  salesGroups,
  shopItems,
} from '../db/schema/index.js';

// シネマライン's 販売グループ (docs/accounting.md): each with a subject of its demo chart (seed/accounting.ts), the
// shop items by kind, every 券種, 会費, and ムビチケ and クーポン (box-office tenders) assigned.

type GroupSeed = [code: string, name: string, subject: string, cost: SalesGroupCostKind, sub1?: string];
const groups: GroupSeed[] = [
  ['G10', '興行収入', '500', 'filmFee', '興行'],
  ['G20', '売店（飲食）', '510', 'purchaseCost', '飲食'],
  ['G30', '売店（物販）', '510', 'purchaseCost', '物販'],
  ['G40', '会費', '520', 'none', '会費'],
  ['G90', 'その他', '520', 'none', 'その他'],
];
const byItemKind = {
  concession: 'G20',
  commercial: 'G30',
  otherGoods: 'G30',
  otherRevenue: 'G90',
  set: 'G20',
} as const;

export async function seedSalesGroups(db: Db) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, 'CL'));
  if (!brand) return;
  const brandId = brand.id;
  const subjects = await db
    .select({ id: accountingSubjects.id, code: accountingSubjects.code })
    .from(accountingSubjects)
    .where(eq(accountingSubjects.brandId, brandId));
  const subjectId = (code: string) => subjects.find((s) => s.code === code)?.id;
  const made = await db
    .insert(salesGroups)
    .values(
      groups.flatMap(([code, name, subject, costKind, sub1], i) => {
        const id = subjectId(subject);
        return id
          ? [{ brandId, code, name, subjectId: id, costKind, sub1Value: sub1 ?? null, sortOrder: (i + 1) * 10 }]
          : [];
      }),
    )
    .returning({ id: salesGroups.id, code: salesGroups.code });
  const group = (code: string) => made.find((g) => g.code === code)?.id;
  for (const [kind, code] of Object.entries(byItemKind)) {
    const id = group(code);
    if (id)
      await db
        .update(shopItems)
        .set({ salesGroupId: id })
        .where(and(eq(shopItems.brandId, brandId), eq(shopItems.kind, kind as keyof typeof byItemKind)));
  }
  const boxOffice = group('G10');
  const membership = group('G40');
  if (boxOffice)
    await db
      .update(paymentMethods)
      .set({ salesGroupId: boxOffice })
      .where(and(eq(paymentMethods.brandId, brandId), inArray(paymentMethods.code, ['MOVIETICKET', 'COUPON'])));
  const targets: { target: SalesGroupTarget; salesGroupId: number }[] = [
    ...(boxOffice ? ticketKind.values.map((target) => ({ target, salesGroupId: boxOffice })) : []),
    ...(membership ? [{ target: 'membershipFee' as const, salesGroupId: membership }] : []),
  ];
  if (targets.length) await db.insert(salesGroupAssignments).values(targets.map((t) => ({ ...t, brandId })));
}
