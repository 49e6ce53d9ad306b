import { asc } from 'drizzle-orm';
import {
  discountRuleCreateBody,
  type DiscountRuleCreateInput,
  fail,
  filmFeeCategory,
  presetTicket,
  priceTemplateTicketBody,
  type PriceTemplateTicketInput,
  ticketPresets,
} from '@cinema/contracts';
import type { Db } from '../db/client.js';
import {
  cinemas,
  discountRules,
  priceTemplateDefaults,
  priceTemplates,
  priceTemplateTickets,
} from '../db/schema/index.js';

// Demo 料金テンプレート and 割引ルール for every cinema (docs/domain.md, "ticket kinds and prices"): 通常料金 with the usual
// 券種, a member price and pair seats; レイトショー料金 for shows starting 20:00 or later; 映画の日
// (12月1日) at one price. Screenings of the demo schedule name them by these names.
export const DEMO_TEMPLATE_NAMES = { regular: '通常料金', late: 'レイトショー料金', movieDay: '映画の日' } as const;

const preset = (name: string, extra: Partial<PriceTemplateTicketInput> = {}): PriceTemplateTicketInput => ({
  ...presetTicket(ticketPresets.find((p) => p.name === name) ?? fail(`no ticket preset ${name}`)),
  ...extra,
});

const regular: PriceTemplateTicketInput[] = [
  ...ticketPresets.map((p) => presetTicket(p)),
  {
    ...presetTicket({ kind: 'member', name: '会員', price: 1600, alertMessage: '会員証をご提示ください' }),
    presaleMemberRank: 1,
  },
  {
    ...presetTicket({ kind: 'custom', name: 'ペアシート（2名）', price: 3600, alertMessage: null }),
    seatTypes: ['pair'],
    purchaseUnit: 2,
    maxPurchases: 4,
  },
  {
    ...presetTicket({ kind: 'custom', name: 'プレミアムシート', price: 2000, alertMessage: null }),
    seatTypes: ['vip'],
    additionalCharge: 1000,
  },
];

// TOHO-style late show: 一般 1,500円 for screenings starting 20:00 or later; lower prices stay.
const lateOnly = { categories: ['late' as const, 'allNight' as const], salesStartTime: '20:00' };
const late: PriceTemplateTicketInput[] = [
  preset('一般', { ...lateOnly, price: 1500 }),
  preset('大学生', { ...lateOnly, price: 1500 }),
  preset('シニア', { ...lateOnly, price: 1300 }),
  preset('障がい者', lateOnly),
];

const movieDay: PriceTemplateTicketInput[] = [
  preset('一般', { price: 1100, displayFrom: '2026-12-01', displayTo: '2026-12-01' }),
  preset('中学・小学生', { price: 1000, displayFrom: '2026-12-01', displayTo: '2026-12-01' }),
];

const templates = [
  { name: DEMO_TEMPLATE_NAMES.regular, note: '通常の上映回', tickets: regular },
  { name: DEMO_TEMPLATE_NAMES.late, note: '20:00以降に開始するレイトショー・オールナイト', tickets: late },
  { name: DEMO_TEMPLATE_NAMES.movieDay, note: '12月1日（映画の日）は一律料金', tickets: movieDay },
];

type DiscountSeed = Omit<DiscountRuleCreateInput, 'cinemaId'>;
const discounts: DiscountSeed[] = [
  // 夫婦50割: 「2名で2,400円」 for 一般・シニア tickets (docs/domain.md, "ticket kinds and prices"), ID at the gate.
  {
    name: '夫婦50割',
    quantity: 2,
    discountType: 'groupPrice',
    groupPrice: 2400,
    ticketKinds: ['general', 'senior'],
    note: 'どちらかが50歳以上のご夫婦。年齢確認書類が必要です',
  },
  { name: 'ペア割', quantity: 2, discountType: 'amount', amountOff: 200, couponCombinable: true },
  {
    name: '平日朝割',
    quantity: 2,
    discountType: 'amount',
    amountOff: 300,
    weekdays: [1, 2, 3, 4, 5],
    // A holiday Monday is no 平日 for it.
    holidaysAsSunday: true,
    sameDayOnly: true,
    boxOfficeReflection: false,
    note: '劇場負担の割引（興収は定価で計上）',
  },
];

/** Every cinema gets the three templates (8 券種 or fewer each), its 既定の料金 and three discount rules. */
export async function seedPriceRules(db: Db) {
  const all = await db.select({ id: cinemas.id, brandId: cinemas.brandId }).from(cinemas).orderBy(asc(cinemas.id));
  // Parsed once with the contract, so demo rows are exactly what the API would store.
  const parsed = templates.map((t) => ({ ...t, tickets: t.tickets.map((x) => priceTemplateTicketBody.parse(x)) }));
  const rules = discounts.map((d) => {
    const { cinemaId: _c, ...fields } = discountRuleCreateBody.parse(d);
    return fields;
  });
  for (const c of all) {
    const owner = { brandId: c.brandId, cinemaId: c.id };
    const ids = await db
      .insert(priceTemplates)
      .values(parsed.map((t) => ({ ...owner, name: t.name, note: t.note })))
      .returning({ id: priceTemplates.id });
    await db.insert(priceTemplateTickets).values(
      parsed.flatMap((t, i) =>
        t.tickets.map(({ id: _id, ...ticket }, sortOrder) => ({
          ...ticket,
          templateId: (ids[i] ?? fail('a template row per seed')).id,
          brandId: c.brandId,
          sortOrder,
        })),
      ),
    );
    await db.insert(discountRules).values(rules.map((r) => ({ ...r, ...owner })));
    // 既定の料金: レイトショー料金 for late and all-night shows, 通常料金 for the rest.
    const [{ id: regular } = fail('no 通常料金'), { id: late } = fail('no レイトショー料金')] = ids;
    await db.insert(priceTemplateDefaults).values(
      filmFeeCategory.values.map((category) => ({
        ...owner,
        category,
        priceTemplateId: category === 'late' || category === 'allNight' ? late : regular,
      })),
    );
  }
}
