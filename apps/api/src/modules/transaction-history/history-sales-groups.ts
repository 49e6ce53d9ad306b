import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { salesGroupAssignments, salesGroups, shopItems } from '../../db/schema/index.js';

// 取引履歴's line 販売グループ (docs/accounting.md, "販売グループ"): a shop or その他売上 line's item's group, a ticket's
// 券種's, 会費's; as the books read them today (a group changed later shows the new one).

type Line = { brandId: number; lineType: string; shopItemId: number | null; ticketKind: string | null };

export async function salesGroupNamesOf(db: Db, lines: Line[]): Promise<(string | null)[]> {
  const [first] = lines;
  if (!first) return [];
  const itemIds = [...new Set(lines.flatMap((l) => (l.shopItemId === null ? [] : [l.shopItemId])))];
  const items = itemIds.length
    ? await db
        .select({ id: shopItems.id, name: salesGroups.name })
        .from(shopItems)
        .innerJoin(salesGroups, eq(salesGroups.id, shopItems.salesGroupId))
        .where(inArray(shopItems.id, itemIds))
    : [];
  const targets = await db
    .select({ target: salesGroupAssignments.target, name: salesGroups.name })
    .from(salesGroupAssignments)
    .innerJoin(salesGroups, eq(salesGroups.id, salesGroupAssignments.salesGroupId))
    .where(and(eq(salesGroupAssignments.brandId, first.brandId)));
  const ofTarget = (t: string) => targets.find((x) => x.target === t)?.name ?? null;
  return lines.map((l) => {
    if (l.lineType === 'ticket') return l.ticketKind ? ofTarget(l.ticketKind) : null;
    if (l.lineType === 'membership_fee') return ofTarget('membershipFee');
    return items.find((i) => i.id === l.shopItemId)?.name ?? null;
  });
}
