import type { z } from 'zod';
import type { Prng } from './prng.js';

// A valid-ish value for a zod (v4) schema, so that mutations of one field reach the deep checks
// behind the others. Strings come from a list of typical values, each tried against the field's
// own schema (format, regex, refinements); ids come from a small pool that matches demo records.

type Def = { type: string; [k: string]: unknown };
type Schema = z.ZodType & { _zod: { def: Def } };

const STRING_CANDIDATES = [
  'テスト',
  'FZ01',
  '2026-05-04',
  '2026-05-04T10:00:00+09:00',
  '10:00',
  'fuzz@example.com',
  'https://example.com/fuzz.png',
  'Fuzz2026pass',
  '160-0022',
  '03-1234-5678',
  '#FF0000',
  'テストカナ',
  '1234567890123',
  'T1234567890123',
  'A',
  '1',
  'ltr',
  '',
];

export interface SampleContext {
  rng: Prng;
  /** Ids a base request refers to (demo records are numbered from 1). */
  idPool: readonly number[];
  /** How deep the walk may go (seat plans, fee terms). */
  depth?: number;
}

const defOf = (s: unknown) => (s as Schema)._zod.def;

export function sample(schema: z.ZodType, ctx: SampleContext, key = ''): unknown {
  const depth = ctx.depth ?? 0;
  if (depth > 8) return undefined;
  const inner = { ...ctx, depth: depth + 1 };
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return sample(def.innerType as z.ZodType, inner, key);
    case 'default':
    case 'prefault':
      return ctx.rng.chance(0.3) ? undefined : sample(def.innerType as z.ZodType, inner, key);
    case 'pipe':
      return sample(def.in as z.ZodType, inner, key);
    case 'lazy':
      return sample((def.getter as () => z.ZodType)(), inner, key);
    case 'transform':
      return undefined;
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(shape)) {
        const value = sample(v, inner, k);
        if (value !== undefined) out[k] = value;
      }
      return out;
    }
    case 'array': {
      const min = (schema as unknown as { _zod: { bag: { minimum?: number } } })._zod.bag.minimum ?? 0;
      const n = Math.max(min, ctx.rng.int(0, 2));
      return Array.from({ length: Math.min(n, 5) }, () => sample(def.element as z.ZodType, inner, key));
    }
    case 'tuple':
      return (def.items as z.ZodType[]).map((s) => sample(s, inner, key));
    case 'union': {
      const options = def.options as z.ZodType[];
      const usable = options.filter((o) => defOf(o).type !== 'literal');
      return sample(ctx.rng.pick(usable.length ? usable : options), inner, key);
    }
    case 'intersection':
      return {
        ...(sample(def.left as z.ZodType, inner, key) as object),
        ...(sample(def.right as z.ZodType, inner, key) as object),
      };
    case 'enum':
      return ctx.rng.pick(Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return ctx.rng.pick(def.values as unknown[]);
    case 'boolean':
      return ctx.rng.chance(0.5);
    case 'record':
      return {};
    case 'number':
      return sampleNumber(schema as z.ZodNumber, ctx, key);
    case 'string':
      return sampleString(schema, ctx, key);
    case 'date':
      return '2026-05-04';
    default:
      return 'x';
  }
}

function sampleNumber(schema: z.ZodNumber, ctx: SampleContext, key: string): number {
  const min = Number.isFinite(schema.minValue) ? schema.minValue! : 0;
  const max = Number.isFinite(schema.maxValue) ? schema.maxValue! : min + 100;
  if (/id$|Id$|Ids$/.test(key)) {
    const fits = ctx.idPool.filter((i) => i >= min && i <= max);
    if (fits.length) return ctx.rng.pick(fits);
  }
  if (!schema.isInt) return Math.round((min + ctx.rng.next() * Math.min(max - min, 100)) * 100) / 100;
  return ctx.rng.int(min, Math.min(max, min + 20));
}

function sampleString(schema: z.ZodType, ctx: SampleContext, key: string): string {
  const preferred = /kana/i.test(key) ? ['テストカナ'] : /date|from|to$/i.test(key) ? ['2026-05-04'] : [];
  for (const candidate of [...preferred, ...STRING_CANDIDATES])
    if (schema.safeParse(candidate).success) return candidate;
  const max = (schema as z.ZodString).maxLength ?? 10;
  return 'a'.repeat(Math.max(1, Math.min(max, (schema as z.ZodString).minLength ?? 1)));
}
