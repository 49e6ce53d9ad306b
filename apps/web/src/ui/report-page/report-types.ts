import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { Module } from '@cinema/contracts';
import type { Period, PeriodPreset } from './report-period.js';
import type { ReportSection } from './report-sections.js';

/** 集計基準: which day a figure counts on. Shown as a tag by the criteria and printed at the top. */
export type ReportBasis = 'screeningDay' | 'saleDay' | 'postingDay' | 'mixed';
export const reportBasisLabels: Record<ReportBasis, string> = {
  screeningDay: '上映日',
  saleDay: '販売日',
  postingDay: '計上日',
  mixed: '上映日・販売日',
};
export const reportBasisNotes: Record<ReportBasis, string> = {
  screeningDay: '上映回の営業日で集計します（前売分を含みます）',
  saleDay: '販売・返金した営業日で集計します',
  postingDay: '売上を計上した日（精算・締めの日）で集計します',
  mixed: '興行は上映回の営業日、売店・決済は販売・返金した営業日で集計します（項目ごとに表示）',
};

/** How a cell shows its value: figure −1,234 (red) and '-' for null, percent of a ratio, date with weekday, text. */
export type ReportCellType = 'figure' | 'percent' | 'date' | 'text';
export type ReportValue = string | number | null;

export interface ReportColumn<T> {
  key: string;
  title: string;
  /** 'text' unless given; figures and percents are right-aligned. */
  type?: ReportCellType;
  /** Decimal places of a figure or percent (0 and 1 unless given). */
  digits?: number;
  /** The cell's value: what the table formats, sorts, sums and exports. */
  value: (row: T) => ReportValue;
  /** The cell as shown on screen when it is more than its value (a tag, a button); exports keep the value. */
  render?: (row: T) => ReactNode;
  /** The 合計 row's cell: 'sum' adds the column's figures (null when all are null), or a function of the rows. */
  total?: 'sum' | ((rows: T[]) => ReportValue);
  /** Stays in view when the table scrolls sideways (the first column or two). */
  fixed?: boolean;
  width?: number;
  /** Sorted on screen by its value. */
  sortable?: boolean;
  /** Not in the CSV, Excel or print (a button column). */
  screenOnly?: boolean;
  /** Shown on screen only when the user turns it on in 表示列 (ui/column-settings.tsx); exported and printed. */
  defaultHidden?: boolean;
  /** The identifying column, which 表示列 cannot hide. */
  alwaysShown?: boolean;
}

/** What a report's fetch answers: its rows, and totals the server computed where a column's own total would be wrong. */
export interface ReportData<T> {
  rows: T[];
  totals?: Record<string, ReportValue>;
}

/** The criteria a report's fetch gets. cinemaIds null is 全劇場計 (every cinema the user may see). */
export interface ReportQuery extends Period {
  cinemaIds: number[] | null;
  /** The report's own criteria (端末, 状態…) by key, as chosen; absent when not chosen. */
  extra: Record<string, string | undefined>;
}

/** One of the report's own criteria: a select whose choice lives in the URL under `key`. */
export interface ReportCriterion {
  key: string;
  label: string;
  options: { value: string | number; label: string }[];
  width?: number;
  /** The choice while the URL names none (上映状況 上映中); clearing the select comes back to it. */
  defaultValue?: string;
}

/** One summary card: a figure with its unit, coloured red when negative. */
export interface SummaryFigure {
  title: string;
  value: number | null;
  type?: 'figure' | 'percent';
  suffix?: string;
}

/** A chart the skeleton draws (lazily, in its own chunk): one point a label, one bar or line a series. */
export interface ReportChartSpec {
  type: 'bar' | 'line';
  series: { key: string; name: string; color?: string }[];
  points: ({ label: string } & Record<string, number | string | null>)[];
  height?: number;
  /** Bars of one point stacked into one (a bar's parts: each film's share of a day). */
  stacked?: boolean;
}

export interface ReportPageProps<T, D extends ReportData<T> = ReportData<T>> {
  /** The screen's name: the page title, the print heading and the export's file name. */
  title: string;
  /** The permission module whose 出力 allows CSV and Excel. */
  module: Module | null;
  basis: ReportBasis;
  /** The feature's query key root. */
  queryKey: QueryKey;
  fetch: (query: ReportQuery) => Promise<D>;
  columns: ReportColumn<T>[];
  rowKey: (row: T) => string;
  /**
   * 'brand' (the default): head office chooses cinemas or 全劇場計; 'chosen': the cinema chosen in the
   * header only, for reports whose API reads one cinema. Cinema users always see their own cinema.
   */
  cinemas?: 'brand' | 'chosen';
  /** The first day of the 興行週 for 今週 (0 = Sunday); Friday unless given. */
  weekStartDay?: number;
  /** The period the report opens on: a preset, or a function of today; 昨日 unless given. */
  defaultPeriod?: PeriodPreset | ((today: string) => Period);
  /** The 期間's label, e.g. 営業日. */
  periodLabel?: string;
  /** One day instead of a period (a 基準日): one date is picked, and the query's from and to are that day. */
  singleDay?: boolean;
  criteria?: ReportCriterion[];
  summary?: (data: D, query: ReportQuery) => SummaryFigure[];
  /** A chart spec the skeleton draws, or any node the report draws itself. */
  chart?: (data: D, query: ReportQuery) => ReportChartSpec | ReactNode;
  /** Tables of their own under the main one (営業日報's lower blocks): shown, printed and exported with it. */
  sections?: (data: D, query: ReportQuery) => ReportSection[];
  /** What heads the report above its figures, on screen and in print (a day's 天候・特記事項). */
  heading?: (data: D, query: ReportQuery) => ReactNode;
  /** Buttons beside the export, given the criteria. */
  extra?: (query: ReportQuery) => ReactNode;
  /** What an empty result says; 「該当するデータがありません。条件を変えて検索してください。」 unless given. */
  emptyText?: string;
}
