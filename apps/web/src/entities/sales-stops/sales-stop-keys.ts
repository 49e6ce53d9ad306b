import { featureKeys } from '../../api/query.js';

// Sales stops are edited on /setting-onlinesale and shown wherever a stop must be seen.
export const salesStopKeys = featureKeys('salesStops');
