import type { SaleDocument } from '@cinema/contracts';
import type { paymentMethods } from '../../db/schema/index.js';
import { COUNTER_PAYMENTS, ONLINE_PAYMENTS, type Prng } from './calibration.js';
import type { DraftSale } from './draft.js';

// Where and how a drafted sale is paid: the registers of its role, and its tenders by the demo mix (docs/demo-data.md, "the mix").

type Method = typeof paymentMethods.$inferSelect;
type Till = { id: number; type: string; name: string };

/** The tenders of a sale: ムビチケ for its ムビチケ lines, the rest by the channel's mix (cash with a tendered amount). */
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
  out.push({
    methodId: m.id,
    amount: left,
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
