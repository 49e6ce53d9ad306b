// What other modules use of the public schedule: the day as customers see it (the lobby board reads it too).
export { buildPublicSchedule } from './public-schedule.build.js';
export { publicCinemaById, type PublicCinema } from './public-schedule.repository.js';
