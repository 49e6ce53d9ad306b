import { message } from 'antd';
import { toCsv, type CsvColumn } from './csv.js';

export type ExportFormat = 'csv' | 'xlsx';

/** Today in Japan (Asia/Tokyo, no daylight saving) as YYYYMMDD: an export made at 08:00 JST is dated that day. */
export const japanDate = (now = new Date()) =>
  new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

/** 作品一覧_20261123.csv: the list's name and the date in Japan. */
export const exportFileName = (name: string, format: ExportFormat, now = new Date()) =>
  `${name}_${japanDate(now)}.${format}`;

export const noDataMessage = '出力するデータがありません。';

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
export async function exportRows<T>(name: string, format: ExportFormat, rows: T[], columns: CsvColumn<T>[]) {
  if (!rows.length) {
    void message.info(noDataMessage);
    return false;
  }
  const filename = exportFileName(name, format);
  if (format === 'csv') {
    download(new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }), filename);
  } else {
    const { toXlsx, xlsxType } = await import('./xlsx.js');
    download(new Blob([await toXlsx(rows, columns, name)], { type: xlsxType }), filename);
  }
  return true;
}

/** The CSV download the schedule and other screens use. */
export const downloadCsv = <T>(name: string, rows: T[], columns: CsvColumn<T>[]) =>
  exportRows(name, 'csv', rows, columns);
