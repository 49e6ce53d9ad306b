import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { memberBalance, pointUses } from '../../modules/members/index.js';
import type { HookRows } from '../../platform/events.js';
import type { PlannedSale } from './plan.js';

// Points as a tender in the demo history (docs/demo-data.md): the plan lets a few cashless member sales pay part with
// points (tills.ts, at most what it drew) before it knows the members' balances. Here each pays what its member has
// by then, in hundreds, the rest with the sale's other tender; then the members module takes them as the one write
// path does (`pointUses`: the member locked, active, with enough usable points), so the history never takes points a
// member does not have.

/** The 利用 rows of the step's sales paid partly with points, in sale order; their payments trimmed to the balances. */
export async function settlePointUses(tx: Db, sales: PlannedSale[]): Promise<HookRows[]> {
  const paying = sales.filter((s) => s.payments.some((p) => p.methodKind === 'points'));
  const [first] = paying;
  if (!first) return [];
  const usable = new Map(
    (
      await tx
        .select({ memberNo: members.memberNo, status: members.status, points: memberBalance })
        .from(members)
        .where(
          and(
            eq(members.brandId, first.transaction.brandId),
            inArray(members.memberNo, [...new Set(paying.map((s) => s.transaction.memberNo ?? ''))]),
          ),
        )
    ).map((m) => [m.memberNo, m.status === 'active' ? m.points : 0]),
  );
  const rows: HookRows[] = [];
  for (const s of paying) {
    const memberNo = s.transaction.memberNo ?? '';
    const points = s.payments.find((p) => p.methodKind === 'points')!;
    // The sale's own tender comes last (tills.ts: ムビチケ, points, then the channel's method).
    const other = s.payments.at(-1)!;
    const left = usable.get(memberNo) ?? 0;
    const used = Math.min(points.amount, Math.floor(left / 100) * 100);
    other.amount += points.amount - used;
    points.amount = used;
    if (!used) {
      s.payments = s.payments.filter((p) => p !== points);
      continue;
    }
    usable.set(memberNo, left - used);
    rows.push(...(await pointUses(tx, [{ transaction: s.transaction, lines: s.lines, payments: s.payments }])));
  }
  return rows;
}
