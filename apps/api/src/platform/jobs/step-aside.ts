import { performance as perf } from 'node:perf_hooks';

// PGlite runs its queries on the server's own thread and never waits for I/O, so while a job runs
// the process takes no request at all, not even one for a static page; a request then needs several
// turns of the event loop (accept, read, each await) and got one between two jobs (issue 20: /login
// took a minute while the demo history was written). So after a job that held the thread, the
// runner steps aside while the server is busy, for at most as long as the job held it: requests
// come first, and under a stream of them the queue still gets half the thread. After a job that
// mostly waited on a database server (PostgreSQL) the runner hardly waits at all.

/** Busier than this during a look: the server is at work on something. */
const BUSY = 0.1;
/** However long a job held the thread, the runner waits at most this long before the next. */
const MAX_MS = 1000;
/**
 * While requests are in flight the runner waits up to this many times what the job held (at least IN_FLIGHT_MIN_MS):
 * a request gets its turns, and under a steady stream of them (devices posting sales all day) the queue still runs.
 * Waiting the full second after every job let a busy PostgreSQL server's rollups fall minutes behind its sales.
 */
const IN_FLIGHT_FACTOR = 4;
const IN_FLIGHT_MIN_MS = 50;

// Requests the server has begun and not yet answered (app.ts counts them with onRequest / onResponse): while
// one is in flight the runner waits, however busy the machine is, since the event loop's utilization
// alone reads a request as idle when the operating system gives the process too little of a core.
let inFlight = 0;
export const requestStarted = () => void (inFlight += 1);
export const requestEnded = () => void (inFlight = Math.max(0, inFlight - 1));

/** A measure of how long the thread is kept busy from now on (event loop utilization). */
export const loopMeter = () => {
  const start = perf.eventLoopUtilization();
  return () => perf.eventLoopUtilization(start).active;
};

// The global clock and timer (not node:perf_hooks' and node:timers/promises'), so a test can run them on a fake clock.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits while a request is in flight (at most four times `heldMs`, 50 ms to a second), then while the event loop has
 * other work, for at most `heldMs` (how long the job before held the thread). Each look lasts a twentieth of that,
 * 1–5 ms: long enough for a waiting request to be accepted, read and begun, short enough that an idle
 * server costs the queue little.
 */
export async function stepAside(heldMs: number) {
  const start = performance.now();
  const until = start + Math.min(heldMs, MAX_MS);
  const inFlightUntil = start + Math.min(Math.max(heldMs * IN_FLIGHT_FACTOR, IN_FLIGHT_MIN_MS), MAX_MS);
  const look = Math.min(Math.max(heldMs / 20, 1), 5);
  for (;;) {
    const before = perf.eventLoopUtilization();
    await sleep(look);
    const now = performance.now();
    // A request that began during the look finishes first, within the in-flight bound.
    if (inFlight > 0) {
      if (now < inFlightUntil) continue;
      return;
    }
    if (perf.eventLoopUtilization(before).utilization < BUSY || now >= until) return;
  }
}
