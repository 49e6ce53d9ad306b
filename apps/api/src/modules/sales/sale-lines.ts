import {
  businessDateOf,
  cinemaItemUnsold,
  membershipFeeKind,
  type MembershipFeeKind,
  optionProblem,
  priceFor,
  type LineType,
  type PriceTemplateTicket,
  type RedemptionItem,
  type SaleLineInput,
  type SalesChannel,
  type TaxRate,
  type TransactionException,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../platform/errors.js';
import type { MasterCache } from '../../platform/master-cache.js';
import { dayKindOf } from '../../platform/holidays.js';
import { scaleLabel } from '../schedules/index.js';
import { catalogItemPrice, pricingCatalog, sellableOf, type PricingCatalog } from './pricing-catalog.js';
import type { SellableScreening } from './sellable-screenings.js';

// Re-prices a sale's lines with the one price function (docs/device-api.md). A POS or kiosk sale already
// happened at the counter, so a price the device computed differently is recorded as an exception
// for the cashier report, never refused; what cannot be sold at all (an unknown screening, seat or
// item, a screening off sale) is refused.

/** A line ready to be written: the server's price, the device's claim, and what reports need. */
export interface LineDraft {
  lineNo: number;
  lineType: LineType;
  name: string;
  quantity: number;
  unitPrice: number;
  /** Tax included, what the customer pays for the line. */
  amount: number;
  taxRate: TaxRate;
  couponSerial: string | null;
  /** 会費: its kind (入会金, 年会費, 更新料, カード発行料). */
  feeKind?: MembershipFeeKind;
  /** Taken off by the coupon or 鑑賞券 (set when it is redeemed). */
  couponAmount?: number;
  /** What a coupon on the line is checked against: the 券種, seat, film, 上映方式 and 字幕・吹替 of a ticket. */
  couponItem?: RedemptionItem;
  ticket?: {
    screeningId: number;
    screeningBusinessDate: string;
    filmId: number;
    houseId: number;
    seatKey: string;
    seatType: string;
    persons: number;
    ticketId: number;
    ticketKind: string;
    category: string;
    surcharges: { label: string; yen: number }[];
    boxOfficeAmount: number;
  };
  shop?: {
    itemId: number;
    options: { group: string; choice: string }[];
    choices: { group: string; itemId: number; options?: { group: string; choice: string }[] }[];
    eatIn: boolean;
    costAmount: number | null;
    productType: string;
    shopGroup: string;
  };
}

export interface PricedLines {
  lines: LineDraft[];
  exceptions: TransactionException[];
}

const channelOpen = (s: SellableScreening, channel: SalesChannel) =>
  channel === 'pos' ? s.posSales : channel === 'kiosk' ? s.kioskSales : channel === 'online' ? s.onlineSales : true;

/** Only published screenings on sale for the channel and inside their sales window (by the device's clock). */
function offSaleReason(s: SellableScreening, channel: SalesChannel, at: Date): string | null {
  if (s.status !== 'onSale') return 'この上映回は販売中ではありません';
  if (!channelOpen(s, channel)) return 'この上映回はこのチャネルで販売していません';
  if (s.salesStartAt && s.salesStartAt > at) return 'この上映回はまだ販売開始前です';
  if (at >= (s.salesEndAt ?? s.endAt)) return 'この上映回の販売は終了しています';
  return null;
}

/** The one price function applied to a screening's 券種 and seat type. */
export const quoteOf = (s: SellableScreening, ticket: PriceTemplateTicket, seatType: string) =>
  priceFor({
    ticket,
    seatType: seatType as Parameters<typeof priceFor>[0]['seatType'],
    screening: {
      category: s.category,
      businessDate: s.businessDate,
      startScaleTime: scaleLabel(s.startAt, s.businessDate),
      dayKind: dayKindOf(s.businessDate),
    },
    formatSurcharge: { name: s.formatName, surcharge: s.formatSurcharge },
    languageSurcharge: { name: s.languageName, surcharge: s.languageSurcharge },
  });

export async function priceLines(
  db: Db,
  at: {
    brandId: number;
    cinemaId: number;
    channel: SalesChannel;
    occurredAt: Date;
    cutoffHour: number;
    listPrices?: boolean;
    cache?: MasterCache;
  },
  inputs: SaleLineInput[],
): Promise<PricedLines> {
  const ticketInputs = inputs.filter((l) => l.type === 'ticket');
  const screeningIds = [...new Set(ticketInputs.map((l) => l.screeningId))];
  const shown = screeningIds.length ? await sellableOf(db, at.cinemaId, screeningIds, at.cache) : [];
  const itemIds = [
    ...new Set(
      inputs.flatMap((l) =>
        l.type === 'ticket' || l.type === 'membershipFee' ? [] : [l.itemId, ...(l.choices ?? []).map((c) => c.itemId)],
      ),
    ),
  ];
  return priceWith(await pricingCatalog(db, at, shown, itemIds, at.cache), at, inputs);
}

/** Prices lines against a loaded catalog (the batched demo history prices thousands with one). */
export function priceWith(
  catalog: PricingCatalog,
  at: { channel: SalesChannel; occurredAt: Date; cutoffHour: number; listPrices?: boolean },
  inputs: SaleLineInput[],
): PricedLines {
  const exceptions: TransactionException[] = [];
  // The money that moved is what the device charged: a counter sale records the difference for
  // staff; the online channel has not charged yet, so it must sell at the price list's price.
  const mismatch = (where: typeof at, e: TransactionException) => {
    if (where.channel === 'online')
      throw new AppError('conflict', `料金が変更されています（${e.message}）。最新の料金で購入してください`);
    exceptions.push(e);
  };
  // What the cinema does not sell, or options a register should have asked for: the same rule.
  const notSold = (field: string, e: TransactionException) => {
    if (at.channel === 'online') throw invalidField(field, e.message.replace(/^\d+行目 /, ''));
    exceptions.push(e);
  };
  const businessDate = businessDateOf(at.occurredAt, at.cutoffHour);
  const { screenings: shown, seatTypes, templates, items } = catalog;
  const lines = inputs.map((input, index): LineDraft => {
    const lineNo = index + 1;
    const field = `lines.${index}`;
    if (input.type === 'ticket') {
      const s = shown.get(input.screeningId);
      if (!s) throw invalidField(`${field}.screeningId`, '販売できる上映回ではありません');
      const reason = offSaleReason(s, at.channel, at.occurredAt);
      if (reason) throw new AppError('conflict', reason, [{ field: `${field}.screeningId`, message: reason }]);
      const seatType = seatTypes.get(s.id)?.get(input.seatKey);
      if (!seatType || seatType === 'closed')
        throw invalidField(`${field}.seatKey`, `座席 ${input.seatKey} はこの上映回にありません`);
      const ticket = (templates.get(s.priceTemplateId ?? 0) ?? []).find((t) => t.id === input.ticketId);
      if (!ticket) throw invalidField(`${field}.ticketId`, 'この上映回で販売する券種ではありません');
      const quote = quoteOf(s, ticket, seatType);
      if (!quote.sellable) throw invalidField(`${field}.ticketId`, 'この座席にはこの券種を販売できません');
      // A quote (listPrices) answers the price list's price; a sale charges what the device charged.
      const charged = at.listPrices ? quote.total : input.unitPrice;
      if (quote.total !== charged)
        mismatch(at, {
          kind: 'price_mismatch',
          message: `${lineNo}行目 ${ticket.name}: 端末 ${input.unitPrice}円、料金表 ${quote.total}円`,
          lineNo,
          expected: quote.total,
          actual: input.unitPrice,
        });
      return {
        lineNo,
        lineType: 'ticket',
        name: `${s.filmName} ${ticket.name}`,
        quantity: 1,
        unitPrice: charged,
        amount: charged,
        taxRate: 0.1,
        couponSerial: input.couponSerial ?? null,
        couponItem: {
          ticketKind: ticket.kind,
          seatType: seatType as RedemptionItem['seatType'],
          filmId: s.filmId,
          formatId: s.formatId,
          versionId: s.languageId,
        },
        ticket: {
          screeningId: s.id,
          screeningBusinessDate: s.businessDate,
          filmId: s.filmId,
          houseId: s.houseId,
          seatKey: input.seatKey,
          seatType,
          persons: quote.persons,
          ticketId: ticket.id,
          ticketKind: ticket.kind,
          category: s.category,
          surcharges: quote.surcharges,
          boxOfficeAmount: charged,
        },
      };
    }
    // 会費: priced and checked against the member's 会員制度 by the members hook (docs/membership.md, "会費 at the counter").
    if (input.type === 'membershipFee')
      return {
        lineNo,
        lineType: 'membership_fee',
        name: membershipFeeKind.labels[input.feeKind],
        quantity: 1,
        unitPrice: input.unitPrice,
        amount: input.unitPrice,
        taxRate: 0.1,
        couponSerial: null,
        feeKind: input.feeKind,
      };
    const item = items.get(input.itemId);
    if (!item) throw invalidField(`${field}.itemId`, '販売できる商品ではありません');
    const unsold = cinemaItemUnsold(item, catalog.cinemaItems.get(item.id), businessDate);
    if (unsold) notSold(`${field}.itemId`, { kind: 'item_not_sold', message: `${lineNo}行目 ${unsold}`, lineNo });
    const options = input.options ?? [];
    const problem = optionProblem(item.name, item.options, options);
    // A choice the item does not have cannot be priced; a required one left out can.
    if (problem?.unknown) throw invalidField(`${field}.options`, problem.message);
    if (problem)
      notSold(`${field}.options`, { kind: 'option_invalid', message: `${lineNo}行目 ${problem.message}`, lineNo });
    const unit = options.reduce(
      (sum, o) =>
        sum + item.options.find((g) => g.name === o.group)!.choices.find((c) => c.name === o.choice)!.priceDelta,
      catalogItemPrice(catalog, item),
    );
    for (const c of input.choices ?? [])
      if (!items.has(c.itemId)) throw invalidField(`${field}.choices`, '選択された商品がありません');
    const charged = at.listPrices ? unit : input.unitPrice;
    if (unit !== charged)
      mismatch(at, {
        kind: 'price_mismatch',
        message: `${lineNo}行目 ${item.name}: 端末 ${input.unitPrice}円、商品マスター ${unit}円`,
        lineNo,
        expected: unit,
        actual: input.unitPrice,
      });
    const eatIn = !!input.eatIn && item.eatInTaxRate != null;
    return {
      lineNo,
      lineType: item.kind === 'otherRevenue' ? 'other' : 'shop',
      name: item.name,
      quantity: input.quantity,
      unitPrice: charged,
      amount: charged * input.quantity,
      taxRate: (eatIn ? item.eatInTaxRate : item.taxRate) as TaxRate,
      couponSerial: null,
      shop: {
        itemId: item.id,
        options: input.options ?? [],
        choices: input.choices ?? [],
        eatIn,
        costAmount: item.purchasePrice == null ? null : item.purchasePrice * input.quantity,
        productType: item.productType,
        shopGroup: item.shopGroup,
      },
    };
  });
  return { lines, exceptions };
}
