import { z } from 'zod';
import { labelled } from './enums.js';
import { id } from './fields.js';
import { checkPeriod } from './transaction-history.js';
import { screeningPeriodFields } from './seat-reports.js';

// 着券日報 (docs/reports.md, "seat reports"): per screening, how many sold seats were used and by which kind of ticket,
// and the 前売・ムビチケ着券集計 that claims from ムビチケ and the distributors are counted on.

/** What a seat was bought with, in the order the report shows it (the first that applies, docs/reports.md). */
export const arrivalKind = labelled(['counter', 'online', 'movieTicket', 'advance', 'invitation'], {
  counter: '当日券',
  online: 'オンライン',
  movieTicket: 'ムビチケ',
  advance: '前売券',
  invitation: '招待券',
});
export type ArrivalKind = (typeof arrivalKind.values)[number];

export const arriveDailyLabels = {
  businessDate: '上映日',
  startTime: '開始',
  houseName: 'スクリーン',
  filmName: '作品',
  sold: '販売数',
  admitted: '着券数',
  notAdmitted: '未着券数',
  admittedRate: '着券率',
  kind: '区分',
  ticketName: '券種',
  quantity: '枚数',
  unitAmount: '計上単価',
  amount: '計上額',
} as const;

export const arriveDailyQuery = z
  .object({ cinemaId: id.optional(), ...screeningPeriodFields, filmId: id.optional() })
  .superRefine((v, ctx) => checkPeriod(v, ctx, '上映日'));
export type ArriveDailyQuery = z.infer<typeof arriveDailyQuery>;

const count = z.number().int();

export const arriveDailyRow = z.object({
  screeningId: count,
  businessDate: z.string(),
  startTime: z.string(),
  houseName: z.string(),
  filmName: z.string(),
  /** Persons sold, net of refunds (R2). */
  sold: count,
  admitted: count,
  notAdmitted: count,
  admittedRate: z.number().nullable(),
  /** 着券 by what the seat was bought with. */
  counter: count,
  online: count,
  movieTicket: count,
  advance: count,
  invitation: count,
});
export type ArriveDailyRow = z.infer<typeof arriveDailyRow>;

/** 前売・ムビチケ着券集計: admitted seats of one 券種 and film, at one 計上単価. */
export const arriveClaimRow = z.object({
  kind: z.enum(['movieTicket', 'advance']),
  ticketName: z.string(),
  filmId: count,
  filmName: z.string(),
  quantity: count,
  unitAmount: count,
  /** 枚数 × 計上単価. */
  amount: count,
});
export type ArriveClaimRow = z.infer<typeof arriveClaimRow>;
