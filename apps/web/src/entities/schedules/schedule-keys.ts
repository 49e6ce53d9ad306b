import { featureKeys } from '../../api/query.js';

// Screenings are planned on /schedule and read for customers on /cinema-schedule: one root.
export const scheduleKeys = featureKeys('schedules');
