import { z } from 'zod';
import { reportCinemaIds } from './box-office.js';
import { labelled } from './enums.js';
import { id } from './fields.js';
import { ticketKind } from './price-templates.js';
import { salesChannel } from './sales.js';
import { checkPeriod, periodFields } from './transaction-history.js';

// 券種別売上 (/ticket-sales, docs/reports.md, "box-office reports"): tickets by 券種 on the screening's day (R1), or by
// 当日券・前売券 and channel on the day the money moved (R3), each with its 区分's 小計 and the 合計.

/** 集計基準: the screening's business day (興収, R1) or the sales business day (money, R3). */
export const ticketSalesBasis = labelled(['screeningDay', 'saleDay'], { screeningDay: '上映日', saleDay: '販売日' });
export type TicketSalesBasis = (typeof ticketSalesBasis.values)[number];

/**
 * 券種区分 as the rollups tell them apart: on 上映日, 有料 and 招待 (a ticket of 0 yen); on 販売日, 当日券 (sold on
 * its screening's day) and 前売券 (sold before it).
 */
export const ticketSalesGroup = labelled(['paid', 'comp', 'sameDay', 'advance'], {
  paid: '有料',
  comp: '招待',
  sameDay: '当日券',
  advance: '前売券',
});
export type TicketSalesGroup = (typeof ticketSalesGroup.values)[number];

export const ticketSalesLabels = {
  basis: '集計基準',
  ticketKind: '券種',
  channel: 'チャネル',
} as const;

export const ticketSalesQuery = z
  .object({
    ...reportCinemaIds,
    ...periodFields,
    basis: ticketSalesBasis.schema.default('screeningDay'),
    filmId: id.optional(),
    ticketKind: ticketKind.schema.optional(),
    channel: salesChannel.schema.optional(),
  })
  .superRefine((v, ctx) => checkPeriod(v, ctx, '営業日'));
export type TicketSalesQuery = z.infer<typeof ticketSalesQuery>;

export const ticketSalesRow = z.object({
  /** line: a 券種 (under 有料・招待 on 上映日, 当日券・前売券 on 販売日); group: the 区分's 小計. */
  kind: z.enum(['line', 'group']),
  group: ticketSalesGroup.schema,
  /** The 券種; null on a 小計. */
  key: z.string().nullable(),
  label: z.string(),
  /** 枚数, net of refunds (persons: a pair ticket is two). */
  tickets: z.number().int(),
  refunds: z.number().int(),
  /** 標準単価: (販売額 + 割引額 − 加算料金) ÷ 枚数, the 券種's price before discounts and additions (上映日 only). */
  standardPrice: z.number().int().nullable(),
  /** 販売額: what the customers paid, net of refunds. */
  sales: z.number().int(),
  /** 払戻額 (販売日 only: R1 nets refunds into the screening's day). */
  refundAmount: z.number().int().nullable(),
  discount: z.number().int().nullable(),
  surcharge: z.number().int().nullable(),
  /** 計上額（興収） (上映日 only). */
  booked: z.number().int().nullable(),
  /** 平均単価: 計上額 ÷ 枚数 on 上映日, 販売額 ÷ 枚数 on 販売日. */
  averagePrice: z.number().int().nullable(),
  ticketShare: z.number().nullable(),
  amountShare: z.number().nullable(),
});
export type TicketSalesRow = z.infer<typeof ticketSalesRow>;

export const ticketSales = z.object({
  basis: ticketSalesBasis.schema,
  list: z.array(ticketSalesRow),
  total: ticketSalesRow,
});
export type TicketSales = z.infer<typeof ticketSales>;
