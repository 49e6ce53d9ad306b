import type { DiscountForPrice } from './discount-rules.js';
import { presetTicket, ticketPresets } from './price-template-presets.js';
import { priceFor, type PriceInput, type PricedTicket } from './pricing.js';

// What the price function's tests share: the 一般 券種, a plain 2D screening on a Wednesday
// (2026-05-06), surcharges, the 夫婦50割 rule, and readers of a quote or a refusal.

export const WED = '2026-05-06';

export const general: PricedTicket = { ...(presetTicket(ticketPresets[0]!) as PricedTicket) };
export const ticket = (extra: Partial<PricedTicket> = {}): PricedTicket => ({ ...general, ...extra });

export const input = (extra: Partial<PriceInput> = {}): PriceInput => ({
  ticket: general,
  seatType: 'general',
  screening: { category: 'main', businessDate: WED, startScaleTime: '18:30' },
  ...extra,
});

export const imax = { name: 'IMAX', surcharge: 500 };

export const pair50: DiscountForPrice = {
  name: '夫婦50割',
  quantity: 2,
  maxQuantity: null,
  discountType: 'amount',
  amountOff: 900,
  percentOff: null,
  groupPrice: null,
  ticketKinds: [],
  holidaysAsSunday: false,
  sameDayOnly: false,
  boxOfficeReflection: true,
  validFrom: null,
  validTo: null,
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  active: true,
};

export const quote = (i: PriceInput) => {
  const q = priceFor(i);
  if (!q.sellable) throw new Error(`not sellable: ${q.reason}`);
  return q;
};
export const refusal = (i: PriceInput) => {
  const q = priceFor(i);
  if (q.sellable) throw new Error('expected a refusal');
  return q.reason;
};
