import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestEnded, requestStarted, stepAside } from './step-aside.js';

// The runner's pause between jobs (step-aside.ts): requests in flight come first, but a steady stream of them never
// stops the queue. Fake timers and clock: the bounds are read off the fake clock, not timed.
afterEach(() => {
  requestEnded();
  vi.useRealTimers();
});

async function pauseOf(heldMs: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
  const start = performance.now();
  let end: number | undefined;
  void stepAside(heldMs).then(() => (end = performance.now()));
  for (let i = 0; i < 2_000 && end === undefined; i++) await vi.advanceTimersByTimeAsync(1);
  return end! - start;
}

describe('stepAside with a request always in flight', () => {
  it('after a short job (PostgreSQL did the work) waits about 50 ms, not a second', async () => {
    requestStarted();
    const waited = await pauseOf(2);
    expect(waited).toBeGreaterThanOrEqual(50);
    expect(waited).toBeLessThan(60);
  });

  it('after a job that held the thread 100 ms waits four times that, and never more than a second', async () => {
    requestStarted();
    expect(await pauseOf(100)).toBeGreaterThanOrEqual(400);
    requestEnded();
    requestStarted();
    const long = await pauseOf(2_000);
    expect(long).toBeGreaterThanOrEqual(1_000);
    expect(long).toBeLessThan(1_010);
  });
});
