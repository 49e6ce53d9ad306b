// How the IDOR suite (idor.test.ts) reads a request schema at any depth, and puts one id into a
// request at such a path. A path is the schema's keys, with `*` for an array's (or a record's)
// elements: `lines.*.choices.*.itemId`. A key inside a union is reached through one of its branches:
// the branch is kept beside the path (`kind=sale` at the top, `type=shop` at `lines.*`) so a request
// can be built that takes that branch.

/** A union branch a path goes through: the discriminator `key` at `at` has one of `values`. */
export interface Variant {
  at: string;
  key: string;
  values: string[];
}

export interface SchemaPath {
  path: string[];
  variants: Variant[];
}

interface Def {
  type?: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  valueType?: unknown;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  left?: unknown;
  right?: unknown;
  options?: unknown[];
  discriminator?: string;
  items?: unknown[];
  getter?: () => unknown;
}
const defOf = (s: unknown): Def => (s as { _zod?: { def?: Def } } | undefined)?._zod?.def ?? {};
const propValues = (s: unknown, key: string) => [
  ...((s as { _zod?: { propValues?: Record<string, Set<unknown>> } })._zod?.propValues?.[key] ?? []),
];

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/**
 * Every key of a zod schema at any depth, through objects, arrays, records, tuples, wrappers
 * (optional, nullable, default…), pipes and effects, intersections, lazy schemas and unions.
 */
export function pathsOf(schema: unknown, at: string[] = [], variants: Variant[] = [], seen = new Set()): SchemaPath[] {
  const d = defOf(schema);
  const walk = (s: unknown, path = at, v = variants) => pathsOf(s, path, v, seen);
  switch (d.type) {
    case 'object':
      return Object.entries(d.shape ?? {}).flatMap(([k, v]) => [
        { path: [...at, k], variants },
        ...walk(v, [...at, k]),
      ]);
    case 'array':
      return walk(d.element, [...at, '*']);
    case 'record':
      return walk(d.valueType, [...at, '*']);
    case 'tuple':
      return (d.items ?? []).flatMap((s, i) => walk(s, [...at, String(i)]));
    case 'pipe':
      return [...walk(d.in), ...walk(d.out)];
    case 'intersection':
      return [...walk(d.left), ...walk(d.right)];
    case 'lazy':
      // A recursive schema is walked once down each line of descent.
      return seen.has(schema) ? [] : pathsOf(d.getter!(), at, variants, new Set([...seen, schema]));
    case 'union': {
      const key = d.discriminator;
      return (d.options ?? []).flatMap((o) => {
        const values = key ? propValues(o, key).map(String) : [];
        return walk(o, at, values.length ? [...variants, { at: at.join('.'), key: key!, values }] : variants);
      });
    }
    default:
      return d.type && wrappers.has(d.type) ? walk(d.innerType) : [];
  }
}

export const variantLabel = (v: Variant) => `${v.at ? `${v.at}.` : ''}${v.key}=${v.values[0]}`;

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);
const hasPath = (v: unknown, rest: string[]): boolean =>
  !rest.length ||
  (rest[0] === '*' ? Array.isArray(v) && v.length > 0 : isNode(v) && hasPath(v[rest[0]!], rest.slice(1)));

/**
 * A copy of `body` with `value` at `path`. In an array: the first element of the path's union branch
 * that holds the rest of the path, else the model element (`elementOf`: by the branch, or by the
 * array's path `tickets.*`) appended when it does, else the first element of the branch, else the
 * model appended. A missing object is its model (`coverImage`), or empty. Answers the copy and the
 * concrete field (`lines.2.choices.0.itemId`).
 */
export function place(
  body: Node,
  { path, variants }: SchemaPath,
  value: unknown,
  elementOf: (at: string, v?: Variant) => Node | undefined,
) {
  const copy = structuredClone(body);
  let node: unknown = copy;
  const field: string[] = [];
  for (const [i, seg] of path.entries()) {
    const at = path.slice(0, i + 1).join('.');
    if (seg === '*') {
      if (!Array.isArray(node)) throw new Error(`${path.slice(0, i).join('.')} is not an array`);
      const v = variants.find((x) => x.at === at);
      const fits = node.filter((el) => isNode(el) && (!v || v.values.includes(String(el[v.key]))));
      const rest = path.slice(i + 1, -1);
      const model = elementOf(at, v);
      let el = fits.find((x) => hasPath(x, rest)) ?? (model && hasPath(model, rest) ? undefined : fits[0]);
      if (!el) {
        if (!model) throw new Error(`no element at ${at}${v ? ` (${variantLabel(v)})` : ''}`);
        node.push((el = structuredClone(model)));
      }
      field.push(String(node.indexOf(el)));
      node = el;
      continue;
    }
    if (!isNode(node)) throw new Error(`${path.slice(0, i).join('.')} is not an object`);
    field.push(seg);
    if (i === path.length - 1) node[seg] = value;
    else node = node[seg] ??= structuredClone(elementOf(at)) ?? (path[i + 1] === '*' ? [] : {});
  }
  return { body: copy, field: field.join('.') };
}

/** The values at `path` of an answer (every element at `*`); undefined when its container is not there. */
export function valuesAt(data: unknown, path: string[]): unknown[] | undefined {
  if (!path.length) return [data].flat();
  const [seg, ...rest] = path;
  if (seg === '*') {
    if (!Array.isArray(data)) return undefined;
    return data.flatMap((el) => valuesAt(el, rest) ?? []);
  }
  if (!isNode(data) || (rest.length && data[seg!] == null)) return undefined;
  return valuesAt(data[seg!], rest);
}
