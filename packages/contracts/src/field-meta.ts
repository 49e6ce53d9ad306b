import { z } from 'zod';

// What a form and a list know about a field beyond its rules: its Japanese label (the one its
// messages name), a help line, how a list shows it. The builders of fields.ts register the label;
// a feature adds help or a format with `withMeta`. The web reads it (lib/schema-field.ts), so a
// field's label, required mark, length and range are written once, in the contract.

/** How a list column shows a value (apps/web/src/lib/format.ts). */
export type FieldFormat = 'text' | 'number' | 'yen' | 'date' | 'dateTime' | 'time36' | 'code' | 'bool';

export interface FieldMeta {
  label?: string;
  /** One line under the field: what it is for, where the value comes from. */
  help?: string;
  placeholder?: string;
  /** What follows the value (円, 分, 個). */
  suffix?: string;
  /** A choice's options with their Japanese labels (an enum of enums.ts' `labelled`). */
  options?: readonly { value: string; label: string }[];
  format?: FieldFormat;
}

/** A registry of its own, so nothing of it reaches the JSON schemas of the API reference or the serialiser. */
export const fieldMeta = z.registry<FieldMeta>();

/** The same schema, with what a form or list should know about it (merged with what it had). */
export function withMeta<S extends z.ZodType>(schema: S, meta: FieldMeta): S {
  const had = fieldMeta.get(schema);
  fieldMeta.remove(schema);
  fieldMeta.add(schema, { ...had, ...meta });
  return schema;
}
