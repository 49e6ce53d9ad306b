import { z } from 'zod';
import { queryIds } from './fields.js';
import { checkPeriod, periodFields } from './transaction-history.js';

// 特別レポート (docs/reports.md, "特別レポート"): the customer formats shown only to the brand codes listed in 全体設定
// (docs/web-conventions.md, "the menu"); the API refuses another brand with 403. 全劇場日報（速報） is here; the
// 料金別 box-office report and the daily shop matrix are in special-box-office-sale.ts and special-shop-sale-detail.ts.

export const CINEMA_DAILY_SCREEN = '/cinema-daily';
export const BOX_OFFICE_SALE_REPORT_SCREEN = '/box-office-sale-report';
export const SHOP_SALE_DETAIL_SCREEN = '/CL-shopSale-detail-report';

/** 前年同曜日 of 全劇場日報: 52 weeks back, so a Saturday compares with a Saturday. */
export const LAST_YEAR_DAYS = 364;

/** The cinemas a report reads: absent for every cinema of the caller's scope (全劇場計). */
const cinemaIds = { cinemaIds: queryIds };

export const specialReportPeriod = (v: { from: string; to: string }, ctx: z.RefinementCtx) =>
  checkPeriod(v, ctx, '営業日');

export const cinemaDailyQuery = z.object({ ...cinemaIds, ...periodFields }).superRefine(specialReportPeriod);
export type CinemaDailyQuery = z.infer<typeof cinemaDailyQuery>;

const yen = z.number().int();
const persons = z.number().int();
const ratio = z.number().nullable();

/** The figures of one cinema, or of 全社計. */
export const cinemaDailyFigures = z.object({
  /** 動員: paid and complimentary persons on the screening's business day, net of refunds (R1). */
  persons,
  /** The same on 前年同曜日 (the period 364 days earlier). */
  lastYearPersons: persons,
  personsRatio: ratio,
  /** 興収: Σ 計上額 on the screening's business day (R1). */
  gross: yen,
  lastYearGross: yen,
  grossRatio: ratio,
  /** 売店売上 tax included on the sales business day (R7, shop lines). */
  shop: yen,
  /** その他売上 tax included on the sales business day (R7, other lines). */
  other: yen,
  /** 一人当たり売店: 売店売上 ÷ 動員, rounded to the yen; null without 動員. */
  shopPerPerson: z.number().int().nullable(),
  /** 合計: 興収 + 売店売上 + その他売上. */
  total: yen,
  /** 月累計: from the first of the period's last month to its last day. */
  monthPersons: persons,
  monthGross: yen,
  monthTotal: yen,
  /** 目標達成率 = 月累計 ÷ the month's 合計 target (売上目標); null without one (docs/reports.md, "売上目標"). */
  goalRate: ratio,
});
export type CinemaDailyFigures = z.infer<typeof cinemaDailyFigures>;

export const cinemaDailyRow = cinemaDailyFigures.extend({
  cinemaId: z.number().int(),
  cinemaCode: z.string(),
  cinemaName: z.string(),
  /** 締め状態: 締め済み when 日次締め closed every day of the period (docs/reports.md, "特別レポート"). */
  closed: z.boolean(),
});
export type CinemaDailyRow = z.infer<typeof cinemaDailyRow>;

/** A film of the chain's top 10 of the period, by 興収. */
export const cinemaDailyFilm = z.object({
  rank: z.number().int(),
  filmId: z.number().int(),
  filmName: z.string(),
  persons,
  gross: yen,
  /** スクリーン数: screens that showed it in the period (published screenings). */
  screens: z.number().int(),
});
export type CinemaDailyFilm = z.infer<typeof cinemaDailyFilm>;

export const cinemaDaily = z.object({
  /** The period 前年同曜日 compares with (364 days earlier, the weekday kept). */
  lastYear: z.object({ from: z.string(), to: z.string() }),
  /** The first day of 月累計. */
  monthFrom: z.string(),
  rows: z.array(cinemaDailyRow),
  totals: cinemaDailyFigures,
  films: z.array(cinemaDailyFilm),
});
export type CinemaDaily = z.infer<typeof cinemaDaily>;
