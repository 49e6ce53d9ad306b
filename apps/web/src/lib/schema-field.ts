import { z } from 'zod';
import { fieldMeta, type FieldFormat, type FieldMeta } from '@cinema/contracts';

// What a form field or a list column needs to know, read from the contract's schema: the label its
// messages name (fields.ts builders register it), whether it is required, its length and range,
// its help line and choices. The contract says it once; forms and lists cannot disagree with it.

export interface FieldInfo extends FieldMeta {
  label: string;
  kind: 'text' | 'number' | 'boolean' | 'choice' | 'other';
  /** The required mark: the value must be given (a default still shows it; a switch never does). */
  required: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  format: FieldFormat;
}

type Acc = Omit<FieldInfo, 'label' | 'required' | 'format'> & {
  label?: string;
  format?: FieldFormat;
  optional: boolean;
};

const setOnce = <K extends keyof Acc>(acc: Acc, key: K, value: Acc[K] | null | undefined) => {
  if (acc[key] !== undefined || value == null) return;
  if (typeof value === 'number' && !Number.isFinite(value)) return;
  acc[key] = value;
};

/** Reads one schema level by level: the outer level's metadata wins, the innermost types say the kind. */
function walk(schema: z.ZodType, acc: Acc) {
  const meta = fieldMeta.get(schema);
  if (meta) for (const [k, v] of Object.entries(meta)) setOnce(acc, k as keyof FieldMeta, v as never);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    acc.optional = true;
    walk(schema.unwrap() as z.ZodType, acc);
  } else if (schema instanceof z.ZodDefault) walk(schema.unwrap() as z.ZodType, acc);
  else if (schema instanceof z.ZodPipe) {
    walk(schema.in as z.ZodType, acc);
    walk(schema.out as z.ZodType, acc);
  } else if (schema instanceof z.ZodString) {
    acc.kind = 'text';
    setOnce(acc, 'maxLength', schema.maxLength);
  } else if (schema instanceof z.ZodNumber) {
    acc.kind = 'number';
    setOnce(acc, 'min', schema.minValue);
    setOnce(acc, 'max', schema.maxValue);
  } else if (schema instanceof z.ZodBoolean) acc.kind = 'boolean';
  else if (schema instanceof z.ZodEnum) {
    acc.kind = 'choice';
    setOnce(
      acc,
      'options',
      (schema.options as string[]).map((value) => ({ value, label: value })),
    );
  }
}

/** What the contract says of one field of a z.object (its label, required mark, length, range, help). */
export function fieldInfo<S extends z.ZodObject>(schema: S, name: keyof z.infer<S> & string): FieldInfo {
  const field = (schema.shape as Record<string, z.ZodType | undefined>)[name];
  if (!field) throw new Error(`the schema has no field "${name}"`);
  const acc: Acc = { kind: 'other', optional: false };
  walk(field, acc);
  const { optional, ...info } = acc;
  const format = info.format ?? (info.kind === 'number' ? 'number' : info.kind === 'boolean' ? 'bool' : 'text');
  return { ...info, label: info.label ?? name, required: !optional && info.kind !== 'boolean', format };
}
