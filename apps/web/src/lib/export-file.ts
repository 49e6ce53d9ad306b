import { csvBytes, csvMimeType, escapeCell, toCsv, type CsvColumn, type CsvEncoding } from './csv.js';
import type { XlsxOptions } from './xlsx.js';
import { notify } from '../api/feedback.js';

export type ExportFormat = 'csv' | 'xlsx';

/** Today in Japan (Asia/Tokyo, no daylight saving) as YYYYMMDD: an export made at 08:00 JST is dated that day. */
export const japanDate = (now = new Date()) =>
  new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

/** 作品一覧_20261123.csv: the list's name and the date in Japan. */
export const exportFileName = (name: string, format: ExportFormat, now = new Date()) =>
  `${name}_${japanDate(now)}.${format}`;

/** The 劇場コード part of a report's file name when it totals more than one cinema. */
export const allCinemasCode = '全劇場';

const compactDate = (d: string) => d.replaceAll('-', '');
// Characters Windows refuses in a file name.
const safeName = (s: string) => s.replace(/[\\/:*?"<>|]/g, '_');

/**
 * A report's file: 営業日報_SJK_20261101-20261130.csv, the screen's name, the cinema's code (or
 * 全劇場 for a multi-cinema total) and the period it covers.
 */
export const reportFileName = (
  report: { title: string; cinemaCode: string | null; from: string; to: string },
  format: ExportFormat,
) =>
  `${safeName(report.title)}_${safeName(report.cinemaCode ?? allCinemasCode)}_${compactDate(report.from)}-${compactDate(report.to)}.${format}`;

/** Excel's number format of a report's figure: separators, a negative in red as −1,234 (exceljs stays lazy). */
export const reportNumberFormat = (digits = 0, suffix = '') => {
  const n = `#,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''}${suffix ? `"${suffix}"` : ''}`;
  return `${n};[Red]"\u2212"${n}`;
};

export interface ExportOptions {
  /** The whole file name, e.g. a report's (reportFileName); by default `{name}_{today}.{format}`. */
  fileName?: string;
  /** The CSV's encoding: UTF-8 with BOM unless Shift_JIS is asked for. */
  encoding?: CsvEncoding;
  /** The Excel sheet's extras: lines above the table, a totals row, a number format. */
  xlsx?: XlsxOptions;
}

export const noDataMessage = '出力するデータがありません。';

/** Saves a file the API answered as base64 (会計伝票's Shift_JIS CSV) under its name. */
export function downloadBase64(content: string, filename: string, type: string) {
  const bytes = Uint8Array.from(atob(content), (c) => c.charCodeAt(0));
  download(new Blob([bytes], { type }), filename);
}

function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads rows as CSV or Excel. Nothing to export says so instead of downloading a header.
 * exceljs is loaded only when Excel is asked for, so it never weighs on other screens.
 */
export async function exportRows<T>(
  name: string,
  format: ExportFormat,
  rows: T[],
  columns: CsvColumn<T>[],
  options: ExportOptions = {},
) {
  if (!rows.length) {
    notify.info(noDataMessage);
    return false;
  }
  const filename = options.fileName ?? exportFileName(name, format);
  if (format === 'csv') {
    const bytes = await csvBytes(toCsv(rows, columns), options.encoding);
    download(new Blob([bytes], { type: csvMimeType(options.encoding) }), filename);
  } else {
    const { toXlsx, xlsxType } = await import('./xlsx.js');
    download(new Blob([await toXlsx(rows, columns, name, options.xlsx)], { type: xlsxType }), filename);
  }
  return true;
}

/** One table of a file of several (a report and its sections): its title names its Excel sheet and heads it in the CSV. */
export interface ExportTable<T = never> {
  title: string;
  rows: T[];
  columns: CsvColumn<T>[];
  xlsx?: XlsxOptions;
}
export const exportTable = <T>(t: ExportTable<T>): ExportTable => t as unknown as ExportTable;

/**
 * Downloads several tables as one file: a CSV of the tables one after another, each after a line with its title
 * (the first one's title is the file's), or an Excel book of one sheet per table.
 */
export async function exportTables(
  format: ExportFormat,
  tables: ExportTable[],
  options: Required<Pick<ExportOptions, 'fileName'>> & Pick<ExportOptions, 'encoding'>,
) {
  if (!tables.some((t) => t.rows.length)) {
    notify.info(noDataMessage);
    return false;
  }
  if (format === 'csv') {
    const parts = tables.map((t, i) => {
      const csv = toCsv(t.rows, t.columns).replace(/^\uFEFF/, '');
      return i === 0 ? csv : `${escapeCell(t.title)}\r\n${csv}`;
    });
    const bytes = await csvBytes(parts.join('\r\n'), options.encoding);
    download(new Blob([bytes], { type: csvMimeType(options.encoding) }), options.fileName);
  } else {
    const { toXlsxBook, xlsxSheet, xlsxType } = await import('./xlsx.js');
    const sheets = tables.map((t) => xlsxSheet({ name: t.title, rows: t.rows, columns: t.columns, options: t.xlsx }));
    download(new Blob([await toXlsxBook(sheets)], { type: xlsxType }), options.fileName);
  }
  return true;
}

/** The CSV download the schedule and other screens use. */
export const downloadCsv = <T>(name: string, rows: T[], columns: CsvColumn<T>[]) =>
  exportRows(name, 'csv', rows, columns);
