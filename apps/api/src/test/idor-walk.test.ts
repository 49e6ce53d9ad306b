import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathsOf, place, valuesAt, variantLabel } from './idor-walk.js';

// The IDOR suite finds references only where this walk reaches: through every kind of schema node.

const line = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ticket'), screeningId: z.number() }),
  z.object({
    type: z.enum(['shop', 'other']),
    itemId: z.number(),
    choices: z.array(z.object({ itemId: z.number() })).optional(),
  }),
]);
const body = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sale'), lines: z.array(line).min(1) }),
  z.object({
    kind: z.literal('batch'),
    documents: z.array(z.lazy(() => z.object({ kind: z.literal('sale'), lines: z.array(line) }))),
  }),
  z.object({
    kind: z.literal('other'),
    image: z.object({ fileId: z.number().nullable().default(null) }).nullable(),
    byCinema: z.record(z.string(), z.object({ methodId: z.number() })),
    pair: z.tuple([z.object({ houseId: z.number() })]),
    settings: z.preprocess((v) => v, z.array(z.object({ paymentMethodId: z.number() }))),
    both: z.object({ a: z.number() }).and(z.object({ filmId: z.number() })),
  }),
]);
const found = (s: unknown) =>
  pathsOf(s)
    .filter((p) => /Id$/.test(p.path.at(-1)!))
    .map((p) => `${p.path.join('.')} [${p.variants.map(variantLabel).join(' ')}]`);

describe('pathsOf', () => {
  it('reaches ids at any depth, with the union branches that lead to them', () => {
    expect(found(body)).toEqual([
      'lines.*.screeningId [kind=sale lines.*.type=ticket]',
      'lines.*.itemId [kind=sale lines.*.type=shop]',
      'lines.*.choices.*.itemId [kind=sale lines.*.type=shop]',
      'documents.*.lines.*.screeningId [kind=batch documents.*.lines.*.type=ticket]',
      'documents.*.lines.*.itemId [kind=batch documents.*.lines.*.type=shop]',
      'documents.*.lines.*.choices.*.itemId [kind=batch documents.*.lines.*.type=shop]',
      'image.fileId [kind=other]',
      'byCinema.*.methodId [kind=other]',
      'pair.0.houseId [kind=other]',
      'settings.*.paymentMethodId [kind=other]',
      'both.filmId [kind=other]',
    ]);
  });
});

describe('place', () => {
  const ref = (path: string, variants = pathsOf(body).find((p) => p.path.join('.') === path)!.variants) => ({
    path: path.split('.'),
    variants,
  });
  const set = { type: 'shop', itemId: 2, choices: [{ itemId: 3 }] };
  const models = (at: string) => ({ 'lines.*': set, image: { fileId: null } })[at];

  it('puts the id in the element of the branch that holds the path, and answers the concrete field', () => {
    const doc = { kind: 'sale', lines: [{ type: 'ticket', screeningId: 1 }, { type: 'shop', itemId: 2 }, set] };
    const items = place(doc, ref('lines.*.itemId'), 99, () => undefined);
    expect(items.field).toBe('lines.1.itemId');
    const choices = place(doc, ref('lines.*.choices.*.itemId'), 99, () => undefined);
    expect(choices.field).toBe('lines.2.choices.0.itemId');
    expect(valuesAt(choices.body, ['lines', '*', 'choices', '*', 'itemId'])).toEqual([99]);
    // The body it was given is left as it was.
    expect(doc.lines[2]).toEqual(set);
  });

  it('appends the model where no element can carry the id, and fills a missing object from its model', () => {
    const doc = { kind: 'sale', lines: [{ type: 'shop', itemId: 2 }] };
    const placed = place(doc, ref('lines.*.choices.*.itemId'), 99, models);
    expect(placed.field).toBe('lines.1.choices.0.itemId');
    expect(place({ kind: 'other', image: null }, ref('image.fileId'), 99, models).body.image).toEqual({ fileId: 99 });
  });

  it('refuses to guess an element nobody modelled', () => {
    expect(() => place({ kind: 'sale', lines: [] }, ref('lines.*.itemId'), 99, () => undefined)).toThrow(
      'no element at lines.* (lines.*.type=shop)',
    );
  });
});
