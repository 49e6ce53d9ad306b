// The schedules feature's public entry: what other features use of it.
export { screeningCount } from './schedules.repository.js';
export { scaleLabel } from './schedules.time.js';
