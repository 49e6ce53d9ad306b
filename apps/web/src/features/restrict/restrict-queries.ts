import { restrictEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// The calls read the cinema chosen in the session: keys carry it, so choosing another one reads afresh.
export const restrictKeys = {
  ...featureKeys('restrict'),
  lateHourRule: (cinemaId: number | null) => ['restrict', 'lateHourRule', cinemaId] as const,
};

/** The cinema's classification codes: the four 映倫 codes and its own. */
export const restrictCodesQuery = (cinemaId: number | null) =>
  endpointQuery(restrictKeys.list({ cinemaId }), restrictEndpoints.list, {});

/** The cinema's late-hour rule for minors, or the prefecture's suggestion before it is confirmed. */
export const lateHourRuleReadQuery = (cinemaId: number | null) =>
  endpointQuery(restrictKeys.lateHourRule(cinemaId), restrictEndpoints.lateHourRule, {});
