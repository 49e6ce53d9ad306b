import {
  daysBetween,
  isWeekend,
  tokyoMidnight,
  type SaleLineInput,
  type SalesChannel,
  type PriceTemplateTicket,
} from '@cinema/contracts';
import { catalogItemPrice, quoteOf, type PricingCatalog, type SellableScreening } from '../../modules/sales/index.js';
import {
  ADMISSIONS_PER_SHOWING,
  CHANNEL_MIX,
  EAT_IN,
  MOVIE_TICKET_SHARE,
  PARTY_MIX,
  SHOP_BUYERS,
  TICKET_MIX,
  dayWeight,
  filmWeight,
  timeWeight,
  type Prng,
} from './calibration.js';

// What customers of one cinema-day bought, before pricing: ticket purchases per screening (party,
// channel, seats, 券種, when) and the shop purchases of some of them, as the documents a device would
// send. Pricing and rows come after, through the sales module's own functions.

export interface DraftSale {
  channel: Exclude<SalesChannel, 'backoffice'>;
  /** The device's role: a ticket counter or a shop register (POS), a kiosk, the online device. */
  till: 'online' | 'kiosk' | 'counter' | 'shop';
  occurredAt: Date;
  lines: SaleLineInput[];
  /** Lines paid by ムビチケ (by index). */
  movieTicketLines: number[];
  memberNo?: string;
  screening?: SellableScreening;
}

const MINUTE = 60_000;

/**
 * About one party in eight shows a member card (seed/members.ts's 300 members, docs/membership.md): chosen from the
 * sale itself, not the day's generator, so every other draw of the day stays as it was.
 */
function memberOf(screeningId: number, seats: string[], at: number): string | undefined {
  let h = 2166136261;
  for (const c of `${screeningId}|${seats.join(',')}|${at}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  h >>>= 0;
  return h % 8 === 0 ? `CL${String(((h >>> 3) % 300) + 1).padStart(8, '0')}` : undefined;
}

/** Concession baskets of ¥600–1,200 a buyer, by code: [item, options, choice of a set]. */
type BasketLine = [code: string, options?: [string, string][], choice?: [string, string]];
const BASKETS: [BasketLine[], number][] = [
  [
    [
      [
        'F001',
        [
          ['フレーバー', '塩'],
          ['サイズ', 'M'],
        ],
      ],
      ['D001', [['サイズ', 'S']]],
    ],
    30,
  ],
  [
    [
      [
        'F001',
        [
          ['フレーバー', 'キャラメル'],
          ['サイズ', 'L'],
        ],
      ],
      ['D002', [['サイズ', 'M']]],
    ],
    15,
  ],
  [[['F002'], ['D004', [['サイズ', 'M']]]], 12],
  [
    [
      ['F003', [['フレーバー', 'シナモン']]],
      ['D005', [['サイズ', 'S']]],
    ],
    10,
  ],
  [[['S002', [], ['ドリンクS お好きなもの', 'D003']]], 10],
  [[['F004'], ['D006', [['サイズ', 'S']]]], 8],
  [
    [
      ['A001'],
      [
        'F001',
        [
          ['フレーバー', '塩'],
          ['サイズ', 'S'],
        ],
      ],
    ],
    5,
  ],
  [
    [
      [
        'F001',
        [
          ['フレーバー', 'ハーフ＆ハーフ'],
          ['サイズ', 'M'],
        ],
      ],
      ['D001', [['サイズ', 'M']]],
    ],
    10,
  ],
];

/** A shop basket as sale lines (items the brand lacks, like alcohol at ミライシネマ, are left out). */
function basket(rng: Prng, items: Map<string, { id: number; eatIn: boolean }>): SaleLineInput[] {
  const chosen = rng.pick(BASKETS);
  return chosen.flatMap(([code, options, choice]) => {
    const item = items.get(code);
    const other = choice && items.get(choice[1]);
    if (!item || (choice && !other)) return [];
    return [
      {
        type: 'shop' as const,
        itemId: item.id,
        quantity: 1,
        options: (options ?? []).map(([group, c]) => ({ group, choice: c })),
        choices: choice && other ? [{ group: choice[0], itemId: other.id }] : undefined,
        eatIn: item.eatIn && rng.chance(EAT_IN),
        unitPrice: 0,
      },
    ];
  });
}

/** The menu price a register shows: the item's price plus its options' differences. */
function listPrice(catalog: PricingCatalog, line: Extract<SaleLineInput, { type: 'shop' | 'other' }>) {
  const item = catalog.items.get(line.itemId);
  if (!item) return 0;
  return (line.options ?? []).reduce(
    (sum, o) =>
      sum + (item.options.find((g) => g.name === o.group)?.choices.find((c) => c.name === o.choice)?.priceDelta ?? 0),
    catalogItemPrice(catalog, item),
  );
}

/** Seats in plan order, sold in blocks so that a party sits together where it can. */
function seatPicker(rng: Prng, seats: string[]) {
  const free = seats.map(() => true);
  let left = seats.length;
  return (n: number) => {
    if (left < n) return null;
    const out: string[] = [];
    for (let i = rng.int(0, seats.length - 1); out.length < n; i = (i + 1) % seats.length)
      if (free[i]) {
        free[i] = false;
        out.push(seats[i]!);
      }
    left -= n;
    return out;
  };
}

interface TicketChoice {
  ticket: PriceTemplateTicket;
  price: number;
}

/** The 券種 a person buys on the channel, priced by the one price function; 一般 when the mix's kind is not sold. */
function ticketFor(
  rng: Prng,
  s: SellableScreening,
  tickets: PriceTemplateTicket[],
  channel: DraftSale['channel'],
  seatType: string,
) {
  const sellable = (kind: string): TicketChoice | null => {
    const ticket = tickets.find((t) => t.kind === kind && t.devices.includes(channel));
    if (!ticket) return null;
    const quote = quoteOf(s, ticket, seatType);
    return quote.sellable ? { ticket, price: quote.total } : null;
  };
  const movieTicket = rng.chance(MOVIE_TICKET_SHARE);
  return { choice: (movieTicket ? null : sellable(rng.pick(TICKET_MIX))) ?? sellable('general'), movieTicket };
}

export interface DayInput {
  date: string;
  now: Date;
  rng: Prng;
  catalog: PricingCatalog;
  /** Release dates of the brand's films. */
  releases: Map<number, string | null>;
  /** Shop items by code (eatIn: it has a 店内飲食 rate). */
  items: Map<string, { id: number; eatIn: boolean }>;
  /** The brand's 会員制度 fees, when it has one: a few members pay their 年会費 or 更新料 with their tickets. */
  fees?: { annual: number; renewal: number };
}

/**
 * About one member sale in 25 at the counter or online also pays a 年会費 or 更新料 (会費売上), chosen from the sale
 * itself like the member, so the day's other draws stay as they were.
 */
function feeLineOf(memberNo: string, at: number, fees: DayInput['fees']): SaleLineInput | undefined {
  if (!fees) return undefined;
  let h = 2166136261;
  for (const c of `${memberNo}|${at}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  h = (h >>> 0) % 50;
  if (h === 0 && fees.annual > 0) return { type: 'membershipFee', feeKind: 'annual', unitPrice: fees.annual };
  if (h === 1 && fees.renewal > 0) return { type: 'membershipFee', feeKind: 'renewal', unitPrice: fees.renewal };
  return undefined;
}

/** Every sale of the day's screenings (online ones up to two days ahead), before now. */
export function draftDay({ date, now, rng, catalog, releases, items, fees }: DayInput): DraftSale[] {
  const sales: DraftSale[] = [];
  const weekend = isWeekend(date) || dayWeight(date) > 1.4;
  const midnight = tokyoMidnight(date);
  for (const s of catalog.screenings.values()) {
    const plan = catalog.seatTypes.get(s.id);
    const tickets = catalog.templates.get(s.priceTemplateId ?? 0) ?? [];
    if (!plan || !tickets.length) continue;
    const seats = [...plan].filter(([, type]) => type === 'general').map(([key]) => key);
    const release = releases.get(s.filmId);
    const weeksOut = release ? Math.floor(daysBetween(release, date) / 7) : 8;
    const startMinutes = (s.startAt.getTime() - midnight) / MINUTE;
    const expected =
      ADMISSIONS_PER_SHOWING * dayWeight(date) * filmWeight(weeksOut) * timeWeight(startMinutes, weekend);
    const target = Math.min(Math.round(expected * (0.6 + 0.8 * rng.next())), Math.floor(seats.length * 0.95));
    const take = seatPicker(rng, seats);
    const start = s.startAt.getTime();
    const opens = s.salesStartAt?.getTime() ?? start - 2 * 86_400_000;
    for (let sold = 0; sold < target;) {
      const size = Math.min(rng.pick(PARTY_MIX), target - sold);
      sold += size;
      const channel = rng.pick(CHANNEL_MIX);
      // Online buys spread over the two days before (most in the last hours); the counters shortly before.
      const before = channel === 'online' ? 5 + -Math.log(1 - rng.next()) * 600 : rng.int(5, 60);
      const at = Math.max(opens + rng.int(1, 600) * MINUTE, start - before * MINUTE);
      if (at >= now.getTime()) continue;
      const got = take(size);
      if (!got) break;
      const lines: SaleLineInput[] = [];
      const movieTicketLines: number[] = [];
      let member = false;
      for (const seatKey of got) {
        const { choice, movieTicket } = ticketFor(rng, s, tickets, channel, 'general');
        if (!choice) continue;
        if (movieTicket) movieTicketLines.push(lines.length);
        member ||= choice.ticket.kind === 'member';
        lines.push({ type: 'ticket', screeningId: s.id, seatKey, ticketId: choice.ticket.id, unitPrice: choice.price });
      }
      if (!lines.length) continue;
      // One of the 300 demo members (seed/members.ts), drawn as before so the rest of the day stays the same.
      const memberNo = member
        ? `CL${String(rng.int(1, 99_999_999) % 300 || 300).padStart(8, '0')}`
        : memberOf(s.id, got, at);
      const fee = memberNo && channel !== 'kiosk' ? feeLineOf(memberNo, at, fees) : undefined;
      if (fee) lines.push(fee);
      sales.push({
        channel,
        till: channel === 'pos' ? 'counter' : channel,
        occurredAt: new Date(at),
        lines,
        movieTicketLines,
        memberNo,
        screening: s,
      });
      // Concessions are all bought at a shop register before the show.
      const buyers = lines.filter(() => rng.chance(SHOP_BUYERS)).length;
      const shopAt = start - rng.int(3, 40) * MINUTE;
      if (buyers && shopAt < now.getTime()) {
        const shop = Array.from({ length: buyers }, () => basket(rng, items)).flat();
        for (const line of shop)
          if (line.type === 'shop' || line.type === 'other') line.unitPrice = listPrice(catalog, line);
        if (shop.length)
          sales.push({ channel: 'pos', till: 'shop', occurredAt: new Date(shopAt), lines: shop, movieTicketLines: [] });
      }
    }
  }
  return sales.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}
