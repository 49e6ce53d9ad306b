import type { SaleDocument } from '@cinema/contracts';
import type { paymentMethods } from '../../db/schema/index.js';
import { COUNTER_PAYMENTS, ONLINE_PAYMENTS, type Prng } from './calibration.js';
import type { DraftSale } from './draft.js';

// Where and how a drafted sale is paid: the registers of its role, and its tenders by the demo mix (docs/demo-data.md, "the mix").

type Method = typeof paymentMethods.$inferSelect;
type Till = { id: number; type: string; name: string };

/**
 * Points a member would pay with (1 in 6 cashless member sales, up to 500 to 2,000): drawn from the sale itself, not
 * the day's generator, so the rest of the day stays as it was. The write step trims them to the balance (points.ts).
 */
function pointsWish(d: DraftSale) {
  if (!d.memberNo) return 0;
  let h = 2166136261;
  for (const c of `${d.memberNo}|${d.occurredAt.getTime()}|points`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  h >>>= 0;
  return h % 6 === 0 ? 100 * (5 + ((h >>> 8) % 16)) : 0;
}

/**
 * The tenders of a sale: ムビチケ for its ムビチケ lines, the rest by the channel's mix (cash with a tendered amount);
 * a member paying cashless may pay part with points first.
 */
export function tenders(rng: Prng, d: DraftSale, amounts: number[], byCode: Map<string, Method>) {
  const out: SaleDocument['payments'] = [];
  const movie = d.movieTicketLines.reduce((s, i) => s + (amounts[i] ?? 0), 0);
  const rest = amounts.reduce((s, a) => s + a, 0) - movie;
  const movieMethod = byCode.get('MOVIETICKET');
  if (movie > 0 && movieMethod)
    out.push({ methodId: movieMethod.id, amount: movie, reference: `MT${rng.int(1e9, 9e9)}` });
  const left = rest + (movie > 0 && !movieMethod ? movie : 0);
  if (left <= 0) return out;
  const code = rng.pick(d.channel === 'online' ? ONLINE_PAYMENTS : COUNTER_PAYMENTS);
  const m = byCode.get(code) ?? byCode.get('CREDIT')!;
  const points = m.kind === 'cash' ? undefined : byCode.get('POINTS');
  const wish = points ? pointsWish(d) : 0;
  const used = wish < left ? wish : 0;
  if (points && used) out.push({ methodId: points.id, amount: used });
  out.push({
    methodId: m.id,
    amount: left - used,
    tendered: m.kind === 'cash' ? (rng.chance(0.4) ? left : Math.ceil((left + 1) / 1000) * 1000) : undefined,
    approvalNo: m.kind === 'credit' ? String(rng.int(100000, 999999)) : undefined,
  });
  return out;
}

/** The registers a draft's role is sold at: ticket counters and shop registers are POS devices by name. */
export function tillsByRole(tills: Till[]) {
  const of = (type: string) => tills.filter((t) => t.type === type);
  const pos = of('pos');
  const counters = pos.filter((t) => !t.name.includes('売店'));
  const registers = pos.filter((t) => t.name.includes('売店'));
  return {
    online: of('online'),
    kiosk: of('kiosk'),
    counter: counters.length ? counters : pos,
    shop: registers.length ? registers : pos,
  };
}
