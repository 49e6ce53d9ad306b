import { denominations } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { closeShift, expectedCash, openShift, type SalesContext } from '../../modules/sales/index.js';
import type { Prng } from './calibration.js';

// The registers' shifts of a demo day, through the shift service: opened before the first sale with
// a float of ¥30,000–50,000, closed after the last with a count that is mostly exact (±¥500 otherwise,
// with a reason). Today's shifts still working at the time of generation stay open.

/** How a shift is closed, drawn when the day is planned (the cash expected is read when it is closed). */
export interface ShiftClose {
  clientId: string;
  at: number;
  overShort: number;
  reason?: string;
  drawerOpens: number;
}

export interface Shift {
  id: string;
  deviceId: number;
  /** A POS drawer or a kiosk's cash box: both are counted and closed the same way. */
  channel: 'pos' | 'kiosk';
  openedAt: Date;
  float: number;
  lastAt: number;
  /** null: still working at the time the day was planned (today). */
  close: ShiftClose | null;
}

const STAFF = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村'];
const REASONS = ['釣銭の渡し間違い', '硬貨の数え間違い', '原因不明（再計数済み）'];

/** Counted cash by denomination, largest first. */
function breakdown(amount: number) {
  const out: Record<string, number> = {};
  let left = amount;
  for (const d of denominations) {
    const n = Math.floor(left / d);
    if (n > 0) out[String(d)] = n;
    left -= n * d;
  }
  return out;
}

const seqOf = (ms: number) => Math.floor(ms / 60_000) % 2_000_000_000;

export async function openShifts(tx: Db, ctx: SalesContext, shifts: Shift[]) {
  for (const s of shifts)
    await openShift(
      tx,
      { ...ctx, channel: s.channel, deviceId: s.deviceId },
      {
        kind: 'shift_open',
        clientId: s.id,
        deviceSeq: seqOf(s.openedAt.getTime()),
        occurredAt: s.openedAt.toISOString(),
        openingFloat: s.float,
        staffName: STAFF[s.deviceId % STAFF.length],
      },
    );
}

/** The close of a shift some minutes after its last sale, or null when that is not yet past. */
export function planClose(rng: Prng, s: Shift, now: Date): ShiftClose | null {
  const at = s.lastAt + rng.int(15, 40) * 60_000;
  if (at >= now.getTime()) return null;
  const overShort = rng.chance(0.85) ? 0 : rng.int(-50, 50) * 10 || 10;
  const clientId = rng.uuidAt(at);
  const reason = overShort ? rng.pick(REASONS.map((r) => [r, 1] as const)) : undefined;
  return { clientId, at, overShort, reason, drawerOpens: rng.int(0, 3) };
}

export async function closeShifts(tx: Db, ctx: SalesContext, shifts: Shift[]) {
  for (const s of shifts) {
    if (!s.close) continue;
    const { at, overShort } = s.close;
    const counted = (await expectedCash(tx, s.id, s.float)) + overShort;
    await closeShift(
      tx,
      { ...ctx, channel: s.channel, deviceId: s.deviceId },
      {
        kind: 'shift_close',
        clientId: s.close.clientId,
        deviceSeq: seqOf(at),
        occurredAt: new Date(at).toISOString(),
        shiftClientId: s.id,
        countedCash: breakdown(counted),
        overShortReason: s.close.reason,
        drawerOpens: s.close.drawerOpens,
      },
    );
  }
}
