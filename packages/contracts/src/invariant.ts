// What the code knows but the types do not (docs/architecture.md, "layers, and the rules that keep them"): lint
// forbids `x!` in production code, so a value that is always there is taken with one of these. They throw an
// internal error naming what was missing; where the value is guaranteed, they never do.

/** Throws an internal error: `rows[0] ?? fail('no row')`. */
export function fail(message: string): never {
  throw new Error(`internal: ${message}`);
}

/** The one row a statement answers (`insert … returning()`, a lookup by a key known to exist). */
export function one<T>(rows: readonly T[], what = 'row'): T {
  const [row] = rows;
  if (row === undefined) return fail(`expected a ${what}, got none`);
  return row;
}

/** A map's value for a key known to be in it. */
export function getOrFail<K, V>(map: ReadonlyMap<K, V>, key: K, what = 'entry'): V {
  const value = map.get(key);
  if (value === undefined) return fail(`no ${what} for ${String(key)}`);
  return value;
}
