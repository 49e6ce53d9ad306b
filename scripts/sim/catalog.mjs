// What a simulated device sells: the free seats of the screenings on sale (read from the seat maps
// once and handed out so the simulated devices do not collide by accident), the shop menu and the
// payment methods, all as the device API answers them.
import { tokyoDate } from './device-client.mjs';

export const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Picks by weight: entries [value, weight]. */
export function weighted(entries) {
  let r = Math.random() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of entries) if ((r -= w) <= 0) return v;
  return entries[entries.length - 1][0];
}

/** The seats each screening still has free, shared by every device of one channel. */
export class SeatPool {
  /** `taken`: seat keys handed out by any pool (the channels see the same seats). */
  constructor(taken = new Set()) {
    this.free = [];
    this.taken = taken;
  }

  /**
   * Reads the screenings `device` may sell on the next `days` business days and their seat maps
   * (at most `maxScreenings`); keeps free seats that have a one-person price.
   */
  async load(device, { days = 2, maxScreenings = 40 } = {}) {
    const screenings = [];
    for (let d = 0; d < days && screenings.length < maxScreenings; d++) {
      const list = await device.get(`/api/device/screenings?businessDate=${tokyoDate(d)}`);
      screenings.push(...list.filter((s) => s.onSale && s.seats.remaining > 0 && s.prices.length));
    }
    for (const s of screenings.slice(0, maxScreenings)) {
      const map = await device.get(`/api/device/screenings/${s.id}/seats`);
      for (const seat of map.seats) {
        const prices = s.prices.filter((p) => p.seatType === seat.type && p.persons === 1);
        if (seat.state === 'free' && prices.length) this.free.push({ screeningId: s.id, seatKey: seat.key, prices });
      }
    }
    // Sold in a random order so devices spread over screenings.
    this.free.sort(() => Math.random() - 0.5);
    return this;
  }

  get size() {
    return this.free.length;
  }

  /** Takes up to n seats of one screening (a party sits together); [] when none are left. */
  take(n) {
    const key = (s) => `${s.screeningId}/${s.seatKey}`;
    let first = this.free.pop();
    while (first && this.taken.has(key(first))) first = this.free.pop();
    if (!first) return [];
    const party = [first];
    for (let i = this.free.length - 1; i >= 0 && party.length < n; i--) {
      const seat = this.free[i];
      if (seat.screeningId === first.screeningId && !this.taken.has(key(seat))) party.push(...this.free.splice(i, 1));
    }
    for (const seat of party) this.taken.add(key(seat));
    return party;
  }

  /** Puts seats back (a hold that failed or was released). */
  give(seats) {
    for (const seat of seats) this.taken.delete(`${seat.screeningId}/${seat.seatKey}`);
    this.free.unshift(...seats);
  }
}

/** A ticket line for a seat with the demo mix (docs/demo-data.md, "the mix"): 一般 about 40 %, the other 券種 share the rest. */
export function ticketLine(seat) {
  const general = seat.prices.find((p) => p.ticketKind === 'general' || p.name.includes('一般'));
  const price = general && Math.random() < 0.4 ? general : pick(seat.prices);
  return {
    type: 'ticket',
    screeningId: seat.screeningId,
    seatKey: seat.seatKey,
    ticketId: price.ticketId,
    unitPrice: price.total,
  };
}

/** The shop items a POS can sell without asking for options: not sold out, no required option group. */
export async function loadMenu(device) {
  const menu = await device.get('/api/device/items');
  return menu.items
    .filter((i) => !i.soldOut && i.kind !== 'set' && !i.options.some((g) => g.required))
    .map((i) => ({
      id: i.id,
      eatIn: i.eatInTaxRate,
      unit: (rate) => (i.taxDisplay === 'exclusive' ? Math.floor(i.price * (1 + rate)) : i.price),
      rate: i.taxRate,
    }));
}

/** Shop lines for a basket of about ¥600–1,200; 店内飲食 on ~7 % of food lines. */
export function shopLines(menu, count = 1 + Math.floor(Math.random() * 2)) {
  const lines = [];
  for (let i = 0; i < count && menu.length; i++) {
    const item = pick(menu);
    const eatIn = item.eatIn !== null && Math.random() < 0.07;
    lines.push({
      type: 'shop',
      itemId: item.id,
      quantity: 1,
      ...(eatIn ? { eatIn: true } : {}),
      unitPrice: item.unit(eatIn ? item.eatIn : item.rate),
    });
  }
  return lines;
}

export const lineTotal = (lines) => lines.reduce((s, l) => s + l.unitPrice * (l.quantity ?? 1), 0);

/** Payment methods by kind: cash, credit, qr (or e-money), as the device may take them. */
export async function loadPayments(device) {
  const methods = await device.get('/api/device/payment-methods');
  const byKind = (kinds) => methods.find((m) => kinds.includes(m.kind));
  const cashless = methods.find((m) => m.kind !== 'cash') ?? methods[0];
  return {
    cash: byKind(['cash']) ?? cashless,
    credit: byKind(['credit']) ?? cashless,
    qr: byKind(['qr', 'code', 'emoney', 'eMoney']) ?? cashless,
    cashless,
  };
}

/** A counter payment for `total` with the demo mix (docs/demo-data.md, "the mix") (cash ~50 %, credit ~28 %, QR ~13 %). */
export function counterPayment(methods, total) {
  const kind = weighted([
    ['cash', 50],
    ['credit', 28],
    ['qr', 13],
  ]);
  const method = methods[kind];
  if (method.givesChange) return { methodId: method.id, amount: total, tendered: Math.ceil(total / 1000) * 1000 };
  return { methodId: method.id, amount: total };
}

// The customer attributes a register asks (docs/demo-data.md, "the mix"): 60 % of POS sales, 30 % of kiosk sales; 居住地
// mostly the cinema's prefecture, then the prefectures around Tokyo, 年代 and 性別 by the demo history's weights.
const AGE_BANDS = [
  ['10s', 12],
  ['20s', 22],
  ['30s', 20],
  ['40s', 18],
  ['50s', 13],
  ['60s', 9],
  ['70s+', 6],
];
const GENDERS = [
  ['male', 46],
  ['female', 50],
  ['other', 1],
  ['unanswered', 3],
];
const NEAR = ['08', '09', '10', '11', '12', '13', '14'];

/** `{ customer }` for a sale of a channel (spread into the document), or nothing. */
export function customerOf(channel, home = '13') {
  if (Math.random() >= (channel === 'pos' ? 0.6 : channel === 'kiosk' ? 0.3 : 0)) return {};
  const where = weighted([
    ['home', 60],
    ['near', 30],
    ['none', 10],
  ]);
  const prefecture = where === 'home' ? home : where === 'near' ? pick(NEAR.filter((p) => p !== home)) : undefined;
  return {
    customer: { ...(prefecture ? { prefecture } : {}), ageBand: weighted(AGE_BANDS), gender: weighted(GENDERS) },
  };
}
