import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type AutomationTrigger } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { automationRules, memberRankChanges, members } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import {
  salesFixture,
  sell,
  ticketLine,
  type SalesFixture,
} from '../transaction-history/transaction-history.fixtures.js';
import { runRule } from './automation-rules.run.js';
import { targetsSql } from './automation-rules.targets.js';

// Who each trigger picks (docs/membership.md, "自動化ルール"), on a member's real sales: visits are days with a paid
// sale, counted from the rule's start; a lapse is the last visit N days back; a rank-up is one ランク履歴 row.

const DAY = '2031-03-05';
let t: TestContext;
let f: SalesFixture;
let member: typeof members.$inferSelect;

const matches = async (trigger: AutomationTrigger, triggerValue: number | null, startsOn: string, today: string) =>
  rowsOf<{ member_no: string; occurrence: string; reason: string }>(
    t.database.db.execute(
      targetsSql(
        { id: null, brandId: member.brandId, memberSystemId: member.memberSystemId, trigger, triggerValue, startsOn },
        today,
      ),
    ),
  );

beforeAll(async () => {
  t = await createTestApp();
  f = await salesFixture(t.database.db, DAY);
  const [row] = await t.database.db.select().from(members).where(eq(members.memberNo, 'CL00000020'));
  member = row!;
  await sell(t.database.db, f, [ticketLine(f, f.seats[0]!)], `${DAY}T11:00:00+09:00`, { memberNo: 'CL00000020' });
});
afterAll(() => t.close());

describe('自動化ルール’s triggers', () => {
  it('N回目の来場: the visit that reaches N after the rule started, not one before it', async () => {
    const reached = await matches('nthVisit', 1, '2031-01-01', DAY);
    expect(reached.map((r) => [r.member_no, r.occurrence])).toEqual([['CL00000020', 'visit:1']]);
    expect(reached[0]?.reason).toBe(`来場 1回（最終 ${DAY}）`);
    expect(await matches('nthVisit', 1, addDays(DAY, 1), addDays(DAY, 1))).toEqual([]);
    expect(await matches('nthVisit', 2, '2031-01-01', DAY)).toEqual([]);
  });

  it('最終来場から N 日: from the N-th day after the last visit, once per lapse', async () => {
    expect(await matches('daysSinceVisit', 10, '2031-01-01', addDays(DAY, 9))).toEqual([]);
    const lapsed = await matches('daysSinceVisit', 10, '2031-01-01', addDays(DAY, 10));
    expect(lapsed.map((r) => [r.member_no, r.occurrence])).toEqual([['CL00000020', `lapse:${DAY}`]]);
  });

  it('ランクアップ: each rank-up since the rule started, named by its rank; acted on once', async () => {
    const db = t.database.db;
    await db.insert(memberRankChanges).values({
      brandId: member.brandId,
      memberId: member.id,
      fromRank: 1,
      toRank: 2,
      reason: 'up',
      changedOn: DAY,
    });
    const up = await matches('rankUp', null, '2031-01-01', DAY);
    expect(up.map((r) => r.reason)).toEqual([`ランクアップ シルバー（${DAY}）`]);
    const [rule] = await db
      .insert(automationRules)
      .values({
        brandId: member.brandId,
        memberSystemId: member.memberSystemId,
        name: 'ランクアップ特典',
        trigger: 'rankUp',
        action: 'points',
        points: 300,
        startsOn: '2031-01-01',
      })
      .returning();
    expect((await db.transaction((tx) => runRule(tx, rule!, DAY, null))).fired).toBe(1);
    expect((await db.transaction((tx) => runRule(tx, rule!, addDays(DAY, 1), null))).fired).toBe(0);
  });
});
