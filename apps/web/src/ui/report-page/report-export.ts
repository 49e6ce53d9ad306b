import type { CsvColumn, CsvEncoding } from '../../lib/csv.js';
import {
  exportRows,
  exportTable,
  exportTables,
  reportFileName,
  reportNumberFormat,
  type ExportFormat,
} from '../../lib/export-file.js';
import type { ReportSection } from './report-sections.js';
import { totalOf } from './report-cells.js';
import type { ReportColumn, ReportData, ReportValue } from './report-types.js';

// A report's CSV and Excel: the rows as shown, then the 合計 row. Figures stay numbers (a negative
// is -1234 for a spreadsheet to add up; '-' on screen is an empty cell, 0 stays 0).

type Line<T> = { row: T } | { totals: Map<string, ReportValue | undefined> };

const totalsLabel = '合計';

/** A percent column exports its percentage (12.3), not the ratio (0.123). */
const exported = <T>(c: ReportColumn<T>, v: ReportValue | undefined) =>
  c.type === 'percent' && typeof v === 'number' ? Number((v * 100).toFixed(c.digits ?? 1)) : v;

/** The export's columns: every column but the screen-only ones; the totals line in the first one says 合計. */
export function exportLines<T>(columns: ReportColumn<T>[], data: ReportData<T>) {
  const shown = columns.filter((c) => !c.screenOnly);
  const totals = new Map(shown.map((c) => [c.key, totalOf(c, data.rows, data.totals)]));
  const hasTotals = [...totals.values()].some((v) => v !== undefined);
  const lines: Line<T>[] = [...data.rows.map((row) => ({ row })), ...(hasTotals ? [{ totals }] : [])];
  const csvColumns: CsvColumn<Line<T>>[] = shown.map((c, i) => ({
    title: c.title,
    value: (line) => {
      if ('row' in line) return exported(c, c.value(line.row));
      const t = line.totals.get(c.key);
      return i === 0 && t === undefined ? totalsLabel : exported(c, t);
    },
  }));
  const numberFormats = shown.map((c) =>
    c.type === 'figure'
      ? reportNumberFormat(c.digits ?? 0)
      : c.type === 'percent'
        ? reportNumberFormat(c.digits ?? 1, '%')
        : undefined,
  );
  return { lines, csvColumns, numberFormats, hasTotals };
}

export interface ReportExportInput<T> {
  title: string;
  columns: ReportColumn<T>[];
  data: ReportData<T>;
  from: string;
  to: string;
  cinemaCode: string;
  /** The criteria and 集計基準 as lines, above the Excel sheet's table. */
  preamble: string[];
  /** Tables after the main one: in the CSV after it under their titles, in Excel a sheet each. */
  sections?: ReportSection[];
}

/** Downloads the report as `{画面名}_{劇場コード}_{YYYYMMDD-YYYYMMDD}.csv|xlsx`. */
export function exportReport<T>(input: ReportExportInput<T>, format: ExportFormat, encoding: CsvEncoding = 'utf-8') {
  const { lines, csvColumns, numberFormats, hasTotals } = exportLines(input.columns, input.data);
  const fileName = reportFileName(
    { title: input.title, cinemaCode: input.cinemaCode, from: input.from, to: input.to },
    format,
  );
  // Nothing but a totals row is nothing to export.
  const rows = input.data.rows.length ? lines : [];
  if (input.sections?.length) {
    const tables = [
      exportTable({
        title: input.title,
        rows,
        columns: csvColumns,
        xlsx: { preamble: input.preamble, totalsRow: hasTotals, numberFormats },
      }),
      ...input.sections.map((s) => {
        const part = exportLines(s.columns, { rows: s.rows, totals: s.totals });
        return exportTable({
          title: s.title,
          rows: s.rows.length ? part.lines : [],
          columns: part.csvColumns,
          xlsx: { preamble: [input.title, s.title], totalsRow: part.hasTotals, numberFormats: part.numberFormats },
        });
      }),
    ];
    return exportTables(format, tables, { fileName, encoding });
  }
  return exportRows(input.title, format, rows, csvColumns, {
    fileName,
    encoding,
    xlsx: { preamble: input.preamble, totalsRow: hasTotals, numberFormats },
  });
}
