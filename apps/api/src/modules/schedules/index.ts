// The schedules feature's public entry: what other features use of it.
export { screeningCount } from './schedules.repository.js';
export { cinemaTimes, endOnScale, minAgeOf, scaleLabel, type CinemaTimes } from './schedules.time.js';
export { publishedOnHouse } from './schedules.published.js';
