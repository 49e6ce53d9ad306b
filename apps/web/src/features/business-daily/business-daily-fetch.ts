import {
  businessDailyEndpoints,
  type BusinessDailyDetail,
  type BusinessDailyReport,
  type EndpointDef,
  type KpiRow,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { featureKeys } from '../../api/query.js';
import type { ReportData, ReportQuery } from '../../ui/report-page/report-types.js';

export const businessDailyKeys = featureKeys('businessDaily');

/** 営業日報's answer: its KPI rows are the table, the rest the heading and the lower blocks. */
export type BusinessDailyData = ReportData<KpiRow> & { report: BusinessDailyReport };
export type BusinessDailyDetailData<T> = ReportData<T> & { detail: BusinessDailyDetail };

/** The report calls' query: the period and, for head office, the cinemas chosen (none: 全劇場計). */
const reportQuery = (q: ReportQuery) => ({ from: q.from, to: q.to, cinemaIds: q.cinemaIds ?? undefined });
const get = call as (e: EndpointDef, i: object, s: object) => Promise<unknown>;
const background = { loading: false, alert: false };

export async function fetchBusinessDaily(q: ReportQuery): Promise<BusinessDailyData> {
  const report = (await get(
    businessDailyEndpoints.report,
    { query: reportQuery(q) },
    background,
  )) as BusinessDailyReport;
  return { rows: report.kpis, report };
}

export const fetchBusinessDailyDetail = async (q: ReportQuery) =>
  (await get(businessDailyEndpoints.detail, { query: reportQuery(q) }, background)) as BusinessDailyDetail;
