import { addDays, tokyoDateOf, type Instant } from './business-day.js';
import { redemptionMessages, type RedemptionItem, type SerialState } from './coupon-serials.js';
import type { Coupon } from './coupons.js';
import type { SalesDevice } from './price-templates.js';

// The rules of using a serial, in one pure function: the redemption service asks it before it
// consumes a use, the console's check shows its answer. Dates are Japan time.

export type CouponRules = Pick<
  Coupon,
  | 'state'
  | 'expiryType'
  | 'validFrom'
  | 'validUntil'
  | 'validDays'
  | 'cinemaIds'
  | 'channels'
  | 'ticketKinds'
  | 'seatTypes'
  | 'formatIds'
  | 'versionIds'
  | 'shopItemIds'
  | 'shopGroups'
  | 'minPurchase'
  | 'filmIds'
  | 'kind'
>;
export interface SerialForRules {
  state: SerialState;
  usedCount: number;
  usageLimit: number;
  issuedAt: Instant;
  activatedAt: Instant | null;
}
export interface RedemptionContext {
  cinemaId: number;
  channel: SalesDevice;
  item?: RedemptionItem;
  purchaseAmount?: number;
  /** Today in Japan time, YYYY-MM-DD. */
  today: string;
}

/** The last day (Japan time) a serial may be used; null when it does not expire or is not yet activated. */
export function serialExpiresOn(
  c: Pick<CouponRules, 'expiryType' | 'validUntil' | 'validDays'>,
  s: Pick<SerialForRules, 'issuedAt' | 'activatedAt'>,
): string | null {
  // A period of N days counts the day of issue (or activation) as the first.
  if (c.expiryType === 'deadline') return c.validUntil;
  if (c.expiryType === 'daysFromIssue') return addDays(tokyoDateOf(s.issuedAt), (c.validDays ?? 1) - 1);
  if (c.expiryType === 'daysFromActivation' && s.activatedAt)
    return addDays(tokyoDateOf(s.activatedAt), (c.validDays ?? 1) - 1);
  return null;
}

/**
 * Why the coupon does not name what is being sold (an empty list names anything), or null. A restriction the coupon
 * names tells which one refused: the shop item, the screen format, the language version; otherwise the general one.
 */
function itemRefusal(c: CouponRules, item: RedemptionItem | undefined): string | null {
  if (!item) return null;
  const m = redemptionMessages;
  const ticketRestricted =
    c.ticketKinds.length + c.seatTypes.length + c.formatIds.length + c.versionIds.length + c.filmIds.length > 0;
  const shopRestricted = c.shopItemIds.length + c.shopGroups.length > 0;
  const isShop = item.shopItemId != null || item.shopGroup != null;
  const isTicket =
    item.ticketKind != null ||
    item.seatType != null ||
    item.formatId != null ||
    item.versionId != null ||
    item.filmId != null;
  const outside = <T>(list: readonly T[], v: T | undefined) => list.length > 0 && v != null && !list.includes(v);
  // A paper ticket admits a person to a screening; it buys nothing at the shop.
  if (isShop && c.kind !== 'coupon') return m.item;
  if (isShop) {
    if (!shopRestricted) return ticketRestricted ? m.item : null;
    const named =
      (item.shopItemId != null && c.shopItemIds.includes(item.shopItemId)) ||
      (item.shopGroup != null && (c.shopGroups as readonly string[]).includes(item.shopGroup));
    if (named) return null;
    return c.shopItemIds.length > 0 ? m.shopItem : m.item;
  }
  if (isTicket) {
    if (shopRestricted && !ticketRestricted) return m.item;
    if (outside(c.ticketKinds, item.ticketKind) || outside(c.seatTypes, item.seatType)) return m.item;
    if (outside(c.filmIds, item.filmId)) return m.film;
    if (outside(c.formatIds, item.formatId)) return m.format;
    if (outside(c.versionIds, item.versionId)) return m.version;
  }
  return null;
}

/** Why the serial cannot be used in this sale (Japanese, for the customer and the staff), or null. */
export function serialRefusal(c: CouponRules, s: SerialForRules, ctx: RedemptionContext): string | null {
  const m = redemptionMessages;
  if (s.state === 'invalid') return m.invalid;
  if (s.state === 'used' || s.usedCount >= s.usageLimit) return m.used;
  if (c.state !== 'active') return m.stopped;
  if (c.validFrom && ctx.today < c.validFrom) return m.notYetValid;
  if (c.expiryType === 'daysFromActivation' && s.state !== 'activated') return m.notActivated;
  const expires = serialExpiresOn(c, s);
  if (expires && ctx.today > expires) return m.expired;
  if (c.cinemaIds.length > 0 && !c.cinemaIds.includes(ctx.cinemaId)) return m.cinema;
  if (!c.channels.includes(ctx.channel)) return m.channel;
  const refused = itemRefusal(c, ctx.item);
  if (refused) return refused;
  if (c.minPurchase != null && ctx.purchaseAmount != null && ctx.purchaseAmount < c.minPurchase)
    return m.minPurchase(c.minPurchase);
  return null;
}
