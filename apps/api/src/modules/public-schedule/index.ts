// The public schedule's entry for other modules: the public website (website-public) renders the same week the
// console's 公開スケジュール shows, and answers If-None-Match the same way (docs/website.md, "the public site"); the
// lobby board reads the day as customers see it (docs/signage.md).
export { buildPublicSchedule, buildPublicWeek } from './public-schedule.build.js';
export { publicImageUrl } from './public-schedule.availability.js';
export { publicCinemaById, publicCinemaColumns, type PublicCinema } from './public-schedule.repository.js';
export { etagMatches } from './public-schedule.service.js';
