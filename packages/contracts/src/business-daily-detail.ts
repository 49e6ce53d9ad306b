import { z } from 'zod';
import { filmFeeCategory } from './film-fees.js';
import { shopGroup } from './enums.js';

// 営業日報（明細） (/business-daily-detail, docs/reports.md, "営業日報"): the same days broken down, to find where a
// total came from. 上映回別 on the screening's day (R2 and the screening), 売店 by 商品グループ and 時間帯別 on the
// sales day (R4, R6); the query is 営業日報's (businessDailyQuery).

const yen = z.number().int();
const n = z.number().int();

export const detailScreeningRow = z.object({
  cinemaId: n,
  cinemaName: z.string(),
  businessDate: z.string(),
  screeningId: n,
  screenName: z.string(),
  /** 開始 on the 36-hour scale of the 営業日 (25:30). */
  startTime: z.string(),
  filmId: n,
  filmName: z.string(),
  /** 上映方式: the format and, when not NONE, 字幕 or 吹替. */
  format: z.string(),
  category: filmFeeCategory.schema,
  /** Seats that can be sold (販売停止席 left out). */
  seats: n,
  /** 有料: sold seats net of refunds, invitations apart. */
  paid: n,
  comps: n,
  admitted: n,
  /** (有料 + 招待) ÷ 座席数; null without seats. */
  soldRate: z.number().nullable(),
  /** 興収税込 (計上額). */
  boxOffice: yen,
});
export type DetailScreeningRow = z.infer<typeof detailScreeningRow>;

export const detailShopRow = z.object({
  group: shopGroup.schema,
  label: z.string(),
  quantity: n,
  /** 税込, net of discounts. */
  gross: yen,
  /** 税抜. */
  net: yen,
});
export type DetailShopRow = z.infer<typeof detailShopRow>;

export const detailHourRow = z.object({
  /** 0–35 on the 36-hour scale of the sales day. */
  hour: n,
  ticketTransactions: n,
  shopTransactions: n,
  ticketSales: yen,
  shopSales: yen,
  /** 動員 of the screenings starting in the hour (上映日). */
  admissions: n,
});
export type DetailHourRow = z.infer<typeof detailHourRow>;

export const businessDailyDetail = z.object({
  from: z.string(),
  to: z.string(),
  screenings: z.array(detailScreeningRow),
  shop: z.array(detailShopRow),
  hours: z.array(detailHourRow),
});
export type BusinessDailyDetail = z.infer<typeof businessDailyDetail>;
