// The public schedule's entry for other modules: the public website (website-public) renders the same week and
// forgets its pages when this module's cache would (docs/website.md, "the public site").
export { buildPublicWeek, publicCinemaHeader } from './public-schedule.build.js';
export { publicImageUrl } from './public-schedule.availability.js';
export { etagMatches, publicScheduleAnswer, scheduleDate } from './public-schedule.service.js';
export type { PublicCinema } from './public-schedule.repository.js';
