import type { z } from 'zod';
import type { FieldFormat } from '@cinema/contracts';
import type { CsvValue } from '../lib/csv.js';
import { date, dateTime, num, text, time36, yen } from '../lib/format.js';
import { fieldInfo } from '../lib/schema-field.js';
import type { ListColumn } from './list-columns.js';

// List columns from the contract's schema (docs/how-to/add-a-screen.md): the title is the field's
// label, the cell is formatted by the field's format (yen, date, 36-hour time, code), a choice shows
// its Japanese label, and the export takes the same value (a yen amount as a number, for spreadsheets).

type Cell = (v: unknown) => string;
const cells: Record<FieldFormat, Cell> = {
  text: (v) => text(v as string | null),
  code: (v) => text(v as string | null),
  number: (v) => num(v as number | null),
  yen: (v) => yen(v as number | null),
  date: (v) => date(v as string | null),
  dateTime: (v) => dateTime(v as string | null),
  time36: (v) => time36(v as number | string | null),
  bool: (v) => (v ? 'はい' : 'いいえ'),
};

/**
 * A column maker for a record whose fields the schema describes: `const col = schemaColumns<Ingredient>(
 * ingredientCreateBody)`, then `col('code')`, `col('purchasePrice', { exportOnly: true })`.
 */
export function schemaColumns<T, S extends z.ZodObject = z.ZodObject>(schema: S) {
  return (name: keyof z.infer<S> & keyof T & string, more: Partial<ListColumn<T>> = {}): ListColumn<T> => {
    const info = fieldInfo(schema, name);
    const labelOf = info.options && new Map(info.options.map((o) => [o.value, o.label]));
    const shown = (v: unknown) => (labelOf ? (labelOf.get(v as string) ?? text(v as string)) : cells[info.format](v));
    const raw = (row: T) => (row as Record<string, unknown>)[name];
    const exported = (row: T): CsvValue => {
      const v = raw(row);
      if (labelOf || info.format === 'bool' || info.format === 'date' || info.format === 'dateTime') return shown(v);
      return v as CsvValue;
    };
    return {
      title: info.label,
      dataIndex: name,
      ...(info.format === 'yen' ? { csvTitle: `${info.label}（円）` } : {}),
      ...(info.kind === 'number' ? { align: 'right' as const } : {}),
      render: (v: unknown) => shown(v),
      csv: exported,
      ...more,
    };
  };
}
