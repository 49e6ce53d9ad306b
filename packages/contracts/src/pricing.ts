import { weekdayLabels, weekdayOf } from './business-day.js';
import type { DayKind } from './calendar.js';
import { discountRefusal, type DiscountForPrice } from './discount-rules.js';
import { filmFeeCategory, type FilmFeeCategory } from './film-fees.js';
import type { PriceTemplateTicket } from './price-templates.js';
import { minutesOf36h } from './restrict.js';
import { seatTypeLabels, type SeatType } from './seat-plan.js';

// THE price of one sale unit: a 券種 of the screening's price template, on a seat type, with the
// screening's version surcharges (加算料金) and an optional discount. Surcharges add on top of
// any 券種, discounts included (docs/domain.md, "ticket kinds and prices"); a discount never reduces them. All yen integers.

/** The parts of a 券種 the price needs. */
export type PricedTicket = Pick<
  PriceTemplateTicket,
  | 'kind'
  | 'name'
  | 'price'
  | 'additionalCharge'
  | 'seatTypes'
  | 'standingSeatCount'
  | 'purchaseUnit'
  | 'salesStartTime'
  | 'salesEndTime'
  | 'presaleMemberRank'
  | 'weekdays'
  | 'categories'
  | 'displayFrom'
  | 'displayTo'
  | 'alertMessage'
>;

/** A version row of /version-management or /version-other: its name and per-person surcharge. */
export interface Surcharge {
  name: string;
  surcharge: number;
}

export interface PriceInput {
  ticket: PricedTicket;
  /** The seat's type, or 'standing' for a 立見 place. */
  seatType: SeatType | 'standing';
  screening: {
    category: FilmFeeCategory;
    /** The business date, YYYY-MM-DD; its weekday (0 Sunday … 6 Saturday) decides day rules. */
    businessDate: string;
    /** Start on the 36-hour scale, e.g. '25:30'. */
    startScaleTime: string;
    /** 祝日 of the business date (calendar.ts dayKind): a discount rule may treat holidays as Sundays. */
    dayKind?: DayKind;
  };
  /** The screen format (IMAX, 4DX, 3D …). */
  formatSurcharge?: Surcharge | null;
  /** The language version (字幕版, 吹替版). */
  languageSurcharge?: Surcharge | null;
  /** Sound formats and extras such as 3Dメガネ. */
  extras?: readonly Surcharge[];
  /** The buyer's member rank; null or absent for a non-member. */
  memberRank?: number | null;
  /** Sold in the members' pre-sale, before general sales open. */
  presale?: boolean;
  discount?: { rule: DiscountForPrice; quantity: number; saleDate?: string | null } | null;
}

export interface PriceLine {
  label: string;
  yen: number;
}

export type PriceQuote =
  | {
      sellable: true;
      /** People one unit seats: 2 for a pair ticket. */
      persons: number;
      /** The 券種's price for the unit. */
      base: number;
      /** Per-person surcharges times persons, in order: 追加料金, format, language, extras. */
      surcharges: PriceLine[];
      /** Yen off the base (never off a surcharge). */
      discount: number;
      discountName: string | null;
      /** What the customer pays. */
      total: number;
      /** What the box office (興収) books: the full price when the discount is not reflected. */
      boxOffice: number;
      alertMessage: string | null;
    }
  | { sellable: false; reason: string };

const refuse = (reason: string): PriceQuote => ({ sellable: false, reason });

/** Why the 券種 cannot be sold for this seat and screening, or null. */
function ticketRefusal(input: PriceInput): string | null {
  const { ticket: t, seatType, screening: s } = input;
  if (seatType === 'standing') {
    if (t.standingSeatCount <= 0) return `「${t.name}」は立見席では販売できません`;
  } else if (!t.seatTypes.includes(seatType)) return `「${t.name}」は${seatTypeLabels[seatType]}では販売できません`;
  if (!t.categories.includes(s.category))
    return `「${t.name}」は${filmFeeCategory.labels[s.category]}の上映回では販売できません`;
  const weekday = weekdayOf(s.businessDate);
  if (!t.weekdays.includes(weekday)) return `「${t.name}」は${weekdayLabels[weekday]}曜日には販売できません`;
  const start = minutesOf36h(s.startScaleTime);
  if (
    (t.salesStartTime && start < minutesOf36h(t.salesStartTime)) ||
    (t.salesEndTime && start > minutesOf36h(t.salesEndTime))
  )
    return `「${t.name}」は${t.salesStartTime ?? ''}〜${t.salesEndTime ?? ''}開始の上映回のみ販売できます`;
  if ((t.displayFrom && s.businessDate < t.displayFrom) || (t.displayTo && s.businessDate > t.displayTo))
    return `「${t.name}」の販売期間外です`;
  if (t.kind === 'member' && input.memberRank == null) return `「${t.name}」は会員のみ購入できます`;
  if (input.presale) {
    if (t.presaleMemberRank == null) return `「${t.name}」は先行販売の対象外です`;
    if (input.memberRank == null || input.memberRank < t.presaleMemberRank)
      return `「${t.name}」の先行販売はランク${t.presaleMemberRank}以上の会員のみ購入できます`;
  }
  return null;
}

/**
 * Yen off the 券種's price for one unit of `persons`: never more than the price (a discount never
 * makes a ticket dearer or negative). 割合割引 rounds the yen off down; a グループ料金 is split
 * evenly (the form keeps it divisible by the group's size).
 */
function discountOff(rule: DiscountForPrice, price: number, persons: number): number {
  switch (rule.discountType) {
    case 'free':
      return price;
    case 'amount':
      return Math.min(price, (rule.amountOff ?? 0) * persons);
    case 'percent':
      return Math.floor((price * (rule.percentOff ?? 0)) / 100);
    case 'groupPrice': {
      const share = Math.floor((rule.groupPrice ?? 0) / rule.quantity) * persons;
      return Math.max(0, price - share);
    }
  }
}

export function priceFor(input: PriceInput): PriceQuote {
  const refusal = ticketRefusal(input);
  if (refusal) return refuse(refusal);
  const { ticket: t } = input;
  const persons = t.purchaseUnit === 2 ? 2 : 1;
  const perPerson: PriceLine[] = [
    { label: '追加料金', yen: t.additionalCharge },
    ...[input.formatSurcharge, input.languageSurcharge, ...(input.extras ?? [])]
      .filter((v): v is Surcharge => !!v)
      .map((v) => ({ label: v.name, yen: v.surcharge })),
  ];
  const surcharges = perPerson.filter((l) => l.yen !== 0).map((l) => ({ label: l.label, yen: l.yen * persons }));

  let discount = 0;
  let discountName: string | null = null;
  let reflected = true;
  if (input.discount) {
    const { rule, quantity, saleDate } = input.discount;
    const why = discountRefusal(rule, {
      businessDate: input.screening.businessDate,
      weekday: weekdayOf(input.screening.businessDate),
      dayKind: input.screening.dayKind,
      quantity,
      saleDate,
      ticket: { kind: t.kind, name: t.name },
    });
    if (why) return refuse(why);
    discount = discountOff(rule, t.price, persons);
    discountName = rule.name;
    reflected = rule.boxOfficeReflection;
  }
  const extra = surcharges.reduce((sum, l) => sum + l.yen, 0);
  const total = t.price - discount + extra;
  return {
    sellable: true,
    persons,
    base: t.price,
    surcharges,
    discount,
    discountName,
    total,
    boxOffice: reflected ? total : total + discount,
    alertMessage: t.alertMessage,
  };
}
