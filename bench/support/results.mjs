// What every bench records beside its figures, and the one place the figures are written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../results');

export const machine = () => ({ node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown' });

/** Writes bench/results/<name>.json, which scripts/bench.mjs reads for the README table. */
export function writeResult(name, result) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

/** Median and max of a set of timings in ms, to 0.1 ms; with { min: true } the min as well. */
export function stats(xs, { min = false } = {}) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  const round = (x) => Number(x.toFixed(1));
  return { median: round(median), max: round(s[s.length - 1]), ...(min && { min: round(s[0]) }) };
}

/** p50, p99 and max of a set of timings in ms (nearest rank), to 1 ms. */
export function percentiles(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p) => Math.round(s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0);
  return { n: s.length, p50: at(50), p99: at(99), max: Math.round(s[s.length - 1] ?? 0) };
}
