import type { ReportColumn } from './report-types.js';

/** A figure column of a row's own number field; the rest of the column (total, sortable, hidden) as given. */
export const figureColumn = <T>(
  key: keyof T & string,
  title: string,
  rest: Partial<Omit<ReportColumn<T>, 'key' | 'title' | 'type' | 'value'>> = {},
): ReportColumn<T> => ({ key, title, type: 'figure', value: (r) => r[key] as number | null, ...rest });
