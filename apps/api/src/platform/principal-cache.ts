import type { Principal } from './principal.js';

/**
 * Principals by token hash (and acting account) for up to `ttlMs`, so a request costs no session
 * query while its session is hot. A revoked session (logout, password reset, deactivation) stops
 * working within `ttlMs` in every process, and at once in the process that revoked it: any write
 * request clears this process's cache, since a write may change who may do what.
 */
export class PrincipalCache<T = Principal> {
  private readonly entries = new Map<string, { principal: T; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
  ) {}

  get(key: string, now = Date.now()): T | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.until > now) return hit.principal;
    this.entries.delete(key);
    return null;
  }

  set(key: string, principal: T, now = Date.now()) {
    if (this.ttlMs <= 0) return;
    // Bounded: a flood of distinct tokens cannot grow the map without end.
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(key, { principal, until: now + this.ttlMs });
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
