import { PrincipalCache } from './principal-cache.js';

/**
 * Master data the device API reads for every sale (the screenings it names, a price template's
 * 券種, a brand's shop items with their recipes and its payment methods, a cinema's sales stock
 * location, a screen's seats), kept per process for `ttlMs`, as the principals are: any staff
 * write in this process forgets all of it at once (auth.plugin's write hook), and another
 * process's write is seen within `ttlMs`. Facts (seats taken, stock, transactions) are always read
 * afresh, and a screening's sales window is checked against each sale's own time.
 */
export class MasterCache {
  private readonly entries: PrincipalCache<Promise<unknown>>;

  constructor(ttlMs: number) {
    this.entries = new PrincipalCache<Promise<unknown>>(ttlMs, 10_000);
  }

  /** The value under `key`, loaded once by `load` while it is fresh; a failed load is not kept. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    const loading = load();
    this.entries.set(key, loading);
    loading.catch(() => this.entries.delete(key));
    return loading;
  }

  clear() {
    this.entries.clear();
  }
}

/** Reads through the cache when the caller has one (the device API); else straight from the database. */
export const readMaster = <T>(cache: MasterCache | undefined, key: string, load: () => Promise<T>) =>
  cache ? cache.read(key, load) : load();
