import { afterEach, describe, expect, it, vi } from 'vitest';
import { MasterCache, readMaster } from './master-cache.js';

// The device API's master data is read once while fresh, so a burst of sales costs one query per
// kind of data, not one per sale; a change must still show within the TTL, at once after clear().
describe('MasterCache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads a key once while fresh, again after the TTL', async () => {
    vi.useFakeTimers();
    const cache = new MasterCache(900);
    const load = vi.fn(async () => ({ methods: [1, 2] }));
    const [a, b] = await Promise.all([cache.read('k', load), cache.read('k', load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(901);
    await cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on clear (a staff write) and never keeps a failed load', async () => {
    const cache = new MasterCache(60_000);
    let n = 0;
    const load = async () => ++n;
    expect(await cache.read('k', load)).toBe(1);
    cache.clear();
    expect(await cache.read('k', load)).toBe(2);
    await expect(cache.read('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.read('bad', async () => 'ok')).toBe('ok');
  });

  it('reads straight through without a cache (the console and the demo history)', async () => {
    const load = vi.fn(async () => 7);
    expect(await readMaster(undefined, 'k', load)).toBe(7);
    expect(await readMaster(undefined, 'k', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
