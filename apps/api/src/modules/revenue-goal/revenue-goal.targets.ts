import type { GoalTargets } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { goalsOf, targetsOf } from './revenue-goal.repository.js';

/**
 * The month's targets of the cinemas (YYYY-MM), by cinema, for 営業日報's 月目標 and 全劇場日報's 目標達成率
 * (docs/reports.md, "売上目標"); a cinema without one is absent.
 */
export async function monthTargets(db: Db, cinemaIds: number[], month: string): Promise<Map<number, GoalTargets>> {
  const goals = await goalsOf(db, cinemaIds, month);
  return new Map([...goals].map(([id, g]) => [id, targetsOf(g)]));
}
