// The auth feature's public entry: what other features use of it.
export { assertNotLocked, clearFailures, lockedUntilOf, recordFailure, throttleKeys, unlockLogin } from './throttle.js';
export { purgeSessionsJob } from './auth.jobs.js';
