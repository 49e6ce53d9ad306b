import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '@cinema/contracts';
import { fieldInfo } from '../lib/schema-field.js';

// A schemaForm field shows the label its contract registers (docs/how-to/add-a-screen.md); a builder that forgot to
// register one showed the field's name instead (仕入計上 read 「clientId」 「recordedOn」). Every `<x.Field name="…">`
// and `<Field name="…">` of every screen is checked against the contract schema its module's schemaForm was given.

const src = path.resolve(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(path.join(dir, e.name))
      : e.name.endsWith('.tsx') && !e.name.includes('.test.')
        ? [path.join(dir, e.name)]
        : [],
  );

const uses = files(src).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const forms = new Map<string, string>();
  for (const m of text.matchAll(/const (\w+|\{[^}]*\}) = schemaForm\((\w+)/g)) {
    const [, binding = '', schema = ''] = m;
    forms.set(binding.startsWith('{') ? 'Field' : binding, schema);
  }
  return [...text.matchAll(/<(?:(\w+)\.)?Field\s+name="(\w+)"/g)].flatMap(([, form, name = '']) => {
    const schema = forms.get(form ?? 'Field');
    return schema ? [{ file: path.relative(src, file), schema, name }] : [];
  });
});

describe('schemaForm labels', () => {
  it('finds the screens’ schema forms', () => {
    expect(uses.length).toBeGreaterThan(20);
  });

  it.each(uses)('$file: $schema.$name has its Japanese label', ({ schema, name }) => {
    const shape = (contracts as Record<string, unknown>)[schema];
    expect(shape).toBeInstanceOf(z.ZodObject);
    const label = fieldInfo(shape as z.ZodObject, name as never).label;
    expect(label).not.toBe(name);
    expect(label).toMatch(/[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u);
  });
});
