import type { Prng } from './prng.js';
import { hostileDates, hostileNumbers, hostileShapes, hostileStrings, prototypeKeys } from './values.js';

export type Part = 'params' | 'query' | 'body';
export interface FuzzRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

type Path = (string | number)[];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Every path inside a value (objects and arrays), the root included as []. */
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.slice(0, 20).forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (isObject(value)) for (const k of Object.keys(value)) pathsOf(value[k], [...path, k], out);
  return out;
}

function getAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, k) => (isObject(v) ? (v as Record<string | number, unknown>)[k] : undefined), root);
}

/** Sets (or with `undefined`, deletes) the value at path; own properties only, so `__proto__` is a key. */
function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const parent = getAt(root, path.slice(0, -1));
  if (!isObject(parent)) return root;
  const key = path[path.length - 1]!;
  if (value === undefined && !Array.isArray(parent)) delete parent[key as string];
  else Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

/** A hostile value for a leaf that now holds `current`. */
function hostileValue(rng: Prng, current: unknown): unknown {
  const roll = rng.next();
  if (typeof current === 'number' && roll < 0.35) {
    const nudges = [current + 1, current - 1, current * 2 ** 31, -current, current + 0.5];
    return rng.chance(0.5) ? rng.pick(nudges) : rng.pick(hostileNumbers);
  }
  if (typeof current === 'string' && roll < 0.35) {
    const s = rng.pick(hostileStrings);
    return rng.pick([
      s,
      current + s,
      s + current,
      (current || 'x').repeat(Math.ceil(100_000 / Math.max(current.length, 1))).slice(0, 100_000),
      current + '\u0000',
    ]);
  }
  if (roll < 0.55) return rng.pick(hostileStrings);
  if (roll < 0.7) return rng.pick(hostileNumbers);
  if (roll < 0.8) return rng.pick(hostileDates);
  return rng.pick(hostileShapes());
}

const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** One to three mutations of a valid-ish request; answers the request and what was done to it. */
export function mutate(
  base: FuzzRequest,
  rng: Prng,
  declared: readonly Part[],
): { request: FuzzRequest; what: string[] } {
  const request: FuzzRequest = { params: clone(base.params), query: clone(base.query), body: clone(base.body) };
  const what: string[] = [];
  const rounds = rng.int(1, 3);
  for (let i = 0; i < rounds; i++) {
    const part: Part = declared.length && rng.chance(0.9) ? rng.pick(declared) : rng.pick(['params', 'query', 'body']);
    const root = request[part];
    const kind = rng.next();
    if (kind < 0.6) {
      const paths = pathsOf(root).filter((p) => p.length > 0 || part === 'body');
      const path = paths.length ? rng.pick(paths) : [rng.pick(['id', 'x'])];
      const value = hostileValue(rng, getAt(root, path));
      request[part] = setAt(isObject(root) || !path.length ? root : {}, path, value) as never;
      what.push(`${part}.${path.join('.') || '(root)'} = ${describe(value)}`);
    } else if (kind < 0.75) {
      const keys = pathsOf(root).filter((p) => p.length > 0 && typeof p[p.length - 1] === 'string');
      if (!keys.length) continue;
      const path = rng.pick(keys);
      setAt(root, path, undefined);
      what.push(`${part}.${path.join('.')} removed`);
    } else if (kind < 0.92) {
      const objects = pathsOf(root).filter((p) => isObject(getAt(root, p)) && !Array.isArray(getAt(root, p)));
      const key = rng.chance(0.6) ? rng.pick(prototypeKeys) : rng.pick(['extra', 'x'.repeat(500), '', '\u0000']);
      const value = hostileValue(rng, undefined);
      if (!objects.length) request[part] = setAt({}, [key], value) as never;
      else setAt(root, [...rng.pick(objects), key], value);
      what.push(`${part} + key ${describe(key)} = ${describe(value)}`);
    } else {
      const value = rng.pick([null, [], [root], 'text', 42, {}]);
      request[part] = (part === 'body' ? value : {}) as never;
      what.push(`${part} replaced by ${describe(value)}`);
    }
  }
  return { request, what };
}

export function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
}
