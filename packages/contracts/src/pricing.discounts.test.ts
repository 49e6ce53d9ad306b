import { describe, expect, it } from 'vitest';
import type { DiscountForPrice } from './discount-rules.js';
import { imax, input, pair50, quote, refusal, ticket } from './pricing.fixtures.js';

// The discount methods Japanese cinemas use beyond yen off: 2026-05-06 is a Wednesday.
describe('priceFor: percentage, group price, ticket kinds, group size and holidays', () => {
  const pct = (percentOff: number): DiscountForPrice => ({
    ...pair50,
    name: '学割20%',
    discountType: 'percent',
    amountOff: null,
    percentOff,
  });
  // 夫婦50割 as Japanese cinemas sell it: 「2名で2,400円」.
  const couple: DiscountForPrice = {
    ...pair50,
    discountType: 'groupPrice',
    amountOff: null,
    groupPrice: 2400,
    maxQuantity: 2,
  };

  it('takes a percentage off the 券種 (yen off rounded down), never off the surcharges', () => {
    expect(quote(input({ formatSurcharge: imax, discount: { rule: pct(20), quantity: 2 } }))).toMatchObject({
      discount: 400,
      total: 2100,
    });
    expect(quote(input({ ticket: ticket({ price: 1900 }), discount: { rule: pct(15), quantity: 2 } }))).toMatchObject({
      discount: 285,
      total: 1615,
    });
    expect(quote(input({ discount: { rule: pct(100), quantity: 2 } })).total).toBe(0);
  });

  it('splits a group price over the group: 2名で2,400円 is 1,200円 a person, surcharges on top', () => {
    expect(quote(input({ discount: { rule: couple, quantity: 2 } }))).toMatchObject({ discount: 800, total: 1200 });
    expect(quote(input({ formatSurcharge: imax, discount: { rule: couple, quantity: 2 } })).total).toBe(1700);
    // A pair ticket seats the whole group at the group's price.
    const pairTicket = ticket({ name: 'ペアシート', price: 4000, purchaseUnit: 2, seatTypes: ['pair'] });
    expect(quote(input({ ticket: pairTicket, seatType: 'pair', discount: { rule: couple, quantity: 2 } })).total).toBe(
      2400,
    );
    // A 券種 already cheaper than the share is not made dearer.
    expect(quote(input({ ticket: ticket({ price: 1000 }), discount: { rule: couple, quantity: 2 } })).discount).toBe(0);
  });

  it('applies within the group size range only', () => {
    expect(refusal(input({ discount: { rule: couple, quantity: 3 } }))).toBe('「夫婦50割」は2名で適用できます');
    const range = { ...pair50, name: 'グループ割', quantity: 3, maxQuantity: 6 };
    expect(refusal(input({ discount: { rule: range, quantity: 2 } }))).toBe('「グループ割」は3〜6名で適用できます');
    expect(refusal(input({ discount: { rule: range, quantity: 7 } }))).toBe('「グループ割」は3〜6名で適用できます');
    expect(quote(input({ discount: { rule: range, quantity: 6 } })).discount).toBe(900);
  });

  it('applies to the ticket kinds it names only', () => {
    const adults = { ...pair50, ticketKinds: ['general' as const, 'senior' as const] };
    expect(quote(input({ discount: { rule: adults, quantity: 2 } })).discount).toBe(900);
    const child = ticket({ kind: 'child', name: '中学・小学生', price: 1000 });
    expect(refusal(input({ ticket: child, discount: { rule: adults, quantity: 2 } }))).toBe(
      '「夫婦50割」は「中学・小学生」には適用できません',
    );
  });

  it('treats a public holiday as a Sunday when the rule says so', () => {
    // 2026-05-05 (Tue) is こどもの日.
    const holiday = {
      category: 'main' as const,
      businessDate: '2026-05-05',
      startScaleTime: '18:30',
      dayKind: 'holiday' as const,
    };
    const sundays = { ...pair50, name: '日曜割', weekdays: [0] };
    expect(refusal(input({ screening: holiday, discount: { rule: sundays, quantity: 2 } }))).toBe(
      '「日曜割」はこの曜日には適用できません',
    );
    const sundaysAndHolidays = { ...sundays, holidaysAsSunday: true };
    expect(quote(input({ screening: holiday, discount: { rule: sundaysAndHolidays, quantity: 2 } })).discount).toBe(
      900,
    );
    // A weekday rule that treats holidays as Sundays does not apply on a holiday Tuesday.
    const weekdaysOnly = { ...pair50, name: '平日割', weekdays: [1, 2, 3, 4, 5], holidaysAsSunday: true };
    expect(refusal(input({ screening: holiday, discount: { rule: weekdaysOnly, quantity: 2 } }))).toBe(
      '「平日割」は祝日には適用できません',
    );
    expect(
      quote(input({ screening: { ...holiday, dayKind: 'weekday' }, discount: { rule: weekdaysOnly, quantity: 2 } }))
        .discount,
    ).toBe(900);
  });
});
