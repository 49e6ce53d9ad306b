import { describe, expect, it } from 'vitest';
import type { DiscountForPrice } from './discount-rules.js';
import { presetTicket, ticketPresets } from './price-template-presets.js';
import { imax, input, pair50, quote, refusal, ticket, WED } from './pricing.fixtures.js';
import { priceFor, type PricedTicket } from './pricing.js';

// 2026-05-06 is a Wednesday (3), 2026-05-03 a Sunday (0), 2026-05-09 a Saturday (6).
const SUN = '2026-05-03';

const threeD = { name: '3D', surcharge: 400 };
const glasses = { name: '3Dメガネ', surcharge: 100 };

describe('priceFor: the price of a 券種', () => {
  it('is the 券種 price alone on a plain 2D screening', () => {
    expect(priceFor(input())).toEqual({
      sellable: true,
      persons: 1,
      base: 2000,
      surcharges: [],
      discount: 0,
      discountName: null,
      total: 2000,
      boxOffice: 2000,
      alertMessage: null,
    });
  });

  it('adds the format, language and extra surcharges on top of any 券種, with their names', () => {
    const q = quote(
      input({
        ticket: ticket({ price: 1000, name: '高校生' }),
        formatSurcharge: threeD,
        languageSurcharge: { name: '字幕版', surcharge: 0 },
        extras: [glasses],
      }),
    );
    expect(q.surcharges).toEqual([
      { label: '3D', yen: 400 },
      { label: '3Dメガネ', yen: 100 },
    ]);
    expect(q.total).toBe(1500);
  });

  it('adds the 券種 additional charge per person, before the format surcharges', () => {
    const q = quote(
      input({ ticket: ticket({ additionalCharge: 1000, seatTypes: ['vip'] }), seatType: 'vip', formatSurcharge: imax }),
    );
    expect(q.surcharges.map((l) => l.label)).toEqual(['追加料金', 'IMAX']);
    expect(q.total).toBe(3500);
  });

  it('carries the alert message shown at sale', () => {
    const student = ticketPresets.find((p) => p.kind === 'university')!;
    expect(quote(input({ ticket: presetTicket(student) as PricedTicket })).alertMessage).toBe('学生証をご提示ください');
  });
});

describe('priceFor: seat types', () => {
  it('is not sellable on a seat type the 券種 does not list', () => {
    expect(refusal(input({ seatType: 'pair' }))).toBe('「一般」はペアシートでは販売できません');
    expect(refusal(input({ seatType: 'closed' }))).toBe('「一般」は販売停止席では販売できません');
  });

  it('sells standing places only when the 券種 has standing seats', () => {
    expect(refusal(input({ seatType: 'standing' }))).toBe('「一般」は立見席では販売できません');
    expect(quote(input({ seatType: 'standing', ticket: ticket({ standingSeatCount: 20, price: 1000 }) })).total).toBe(
      1000,
    );
  });

  it('prices a pair ticket (purchase unit 2) per pair, surcharges for both people', () => {
    const pairTicket = ticket({ name: 'ペアシート', price: 3600, purchaseUnit: 2, seatTypes: ['pair'] });
    const q = quote(input({ ticket: pairTicket, seatType: 'pair', formatSurcharge: imax }));
    expect(q).toMatchObject({ persons: 2, base: 3600, surcharges: [{ label: 'IMAX', yen: 1000 }], total: 4600 });
  });
});

describe('priceFor: day of week, start time and screening category', () => {
  it('reads weekdays 0-6 with Sunday first from the business date', () => {
    const weekdaysOnly = ticket({ name: '平日', weekdays: [1, 2, 3, 4, 5] });
    expect(quote(input({ ticket: weekdaysOnly })).total).toBe(2000);
    expect(
      refusal(
        input({ ticket: weekdaysOnly, screening: { category: 'main', businessDate: SUN, startScaleTime: '18:30' } }),
      ),
    ).toBe('「平日」は日曜日には販売できません');
    const sundayOnly = ticket({ name: '日曜', weekdays: [0] });
    expect(
      quote(input({ ticket: sundayOnly, screening: { category: 'main', businessDate: SUN, startScaleTime: '10:00' } }))
        .base,
    ).toBe(2000);
  });

  it('sells a late-show 券種 only for late-show screenings', () => {
    const late = ticket({ name: 'レイトショー', price: 1500, categories: ['late'] });
    expect(refusal(input({ ticket: late }))).toBe('「レイトショー」は通常の上映回では販売できません');
    const lateShow = { category: 'late' as const, businessDate: WED, startScaleTime: '21:00' };
    expect(quote(input({ ticket: late, screening: lateShow, formatSurcharge: imax })).total).toBe(2000);
  });

  it('compares the start on the 36-hour scale, both ends inclusive', () => {
    const evening = ticket({ name: '夜割', salesStartTime: '20:00', salesEndTime: '26:00' });
    const at = (startScaleTime: string) =>
      priceFor(input({ ticket: evening, screening: { category: 'late', businessDate: WED, startScaleTime } }));
    expect(at('20:00').sellable).toBe(true);
    expect(at('25:30').sellable).toBe(true);
    expect(at('26:00').sellable).toBe(true);
    expect(at('26:01')).toEqual({ sellable: false, reason: '「夜割」は20:00〜26:00開始の上映回のみ販売できます' });
    expect(at('19:59').sellable).toBe(false);
  });

  it('is not sellable outside its display dates', () => {
    const movieDay = ticket({ name: '映画の日', displayFrom: '2026-12-01', displayTo: '2026-12-01', price: 1100 });
    expect(refusal(input({ ticket: movieDay }))).toBe('「映画の日」の販売期間外です');
    expect(
      quote(
        input({
          ticket: movieDay,
          screening: { category: 'main', businessDate: '2026-12-01', startScaleTime: '10:00' },
        }),
      ).total,
    ).toBe(1100);
  });
});

describe('priceFor: members', () => {
  const member = ticket({ kind: 'member', name: '会員', price: 1600 });
  const presale = ticket({ presaleMemberRank: 2 });

  it('sells a 会員 券種 to members only', () => {
    expect(refusal(input({ ticket: member }))).toBe('「会員」は会員のみ購入できます');
    expect(quote(input({ ticket: member, memberRank: 1 })).total).toBe(1600);
  });

  it('opens the pre-sale to the named rank and above, and to nobody for a 券種 without one', () => {
    expect(quote(input({ ticket: presale, presale: true, memberRank: 2 })).total).toBe(2000);
    expect(quote(input({ ticket: presale, presale: true, memberRank: 3 })).total).toBe(2000);
    expect(refusal(input({ ticket: presale, presale: true, memberRank: 1 }))).toBe(
      '「一般」の先行販売はランク2以上の会員のみ購入できます',
    );
    expect(refusal(input({ ticket: presale, presale: true }))).toBe(
      '「一般」の先行販売はランク2以上の会員のみ購入できます',
    );
    expect(refusal(input({ presale: true, memberRank: 5 }))).toBe('「一般」は先行販売の対象外です');
    // After the pre-sale, anyone may buy.
    expect(quote(input({ ticket: presale })).total).toBe(2000);
  });
});

describe('priceFor: discounts', () => {
  it('takes the amount off each person, never off the surcharges', () => {
    const q = quote(input({ formatSurcharge: imax, discount: { rule: pair50, quantity: 2 } }));
    expect(q).toMatchObject({
      base: 2000,
      discount: 900,
      discountName: '夫婦50割',
      surcharges: [{ label: 'IMAX', yen: 500 }],
      total: 1600,
      boxOffice: 1600,
    });
  });

  it('makes a free discount cost only the surcharges', () => {
    const free: DiscountForPrice = { ...pair50, name: '招待', discountType: 'free', amountOff: null };
    const q = quote(input({ formatSurcharge: threeD, extras: [glasses], discount: { rule: free, quantity: 2 } }));
    expect(q).toMatchObject({ discount: 2000, total: 500 });
  });

  it('never takes more than the base, and counts a pair ticket as two people', () => {
    const big: DiscountForPrice = { ...pair50, amountOff: 5000 };
    expect(quote(input({ ticket: ticket({ price: 1000 }), discount: { rule: big, quantity: 2 } })).total).toBe(0);
    const pairTicket = ticket({ price: 3600, purchaseUnit: 2, seatTypes: ['pair'] });
    expect(
      quote(input({ ticket: pairTicket, seatType: 'pair', discount: { rule: pair50, quantity: 2 } })).discount,
    ).toBe(1800);
  });

  it('keeps the full price in the box office when the discount is not reflected', () => {
    const theatreOwn: DiscountForPrice = { ...pair50, boxOfficeReflection: false };
    expect(quote(input({ discount: { rule: theatreOwn, quantity: 2 } }))).toMatchObject({
      total: 1100,
      boxOffice: 2000,
    });
  });

  it('refuses a discount that does not apply: quantity, weekday, period, same day, inactive', () => {
    expect(refusal(input({ discount: { rule: pair50, quantity: 1 } }))).toBe('「夫婦50割」は2名以上で適用できます');
    const weekdays: DiscountForPrice = { ...pair50, name: '平日朝割', weekdays: [1, 2, 3, 4, 5] };
    const sunday = { category: 'morning' as const, businessDate: SUN, startScaleTime: '09:00' };
    expect(refusal(input({ screening: sunday, discount: { rule: weekdays, quantity: 2 } }))).toBe(
      '「平日朝割」はこの曜日には適用できません',
    );
    const ended: DiscountForPrice = { ...pair50, validTo: '2026-04-30' };
    expect(refusal(input({ discount: { rule: ended, quantity: 2 } }))).toBe('「夫婦50割」の有効期間外です');
    const sameDay: DiscountForPrice = { ...pair50, sameDayOnly: true };
    expect(refusal(input({ discount: { rule: sameDay, quantity: 2, saleDate: '2026-05-05' } }))).toBe(
      '「夫婦50割」は上映当日のみ適用できます',
    );
    expect(quote(input({ discount: { rule: sameDay, quantity: 2, saleDate: WED } })).total).toBe(1100);
    expect(refusal(input({ discount: { rule: { ...pair50, active: false }, quantity: 2 } }))).toBe(
      '「夫婦50割」は現在無効です',
    );
  });
});
