import { useQuery } from '@tanstack/react-query';
import { distributorEndpoints, filmEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// Films and distributors are read by the film master, the schedules and the public week: their key
// roots live here, so a change in one screen refreshes what the others show.
export const filmKeys = featureKeys('films');
export const distributorKeys = featureKeys('distributors');

/** Every film of the brand with length, trailers and approval state (creatFilmNameList). */
export const filmNamesQuery = () => ({
  ...endpointQuery(filmKeys.options('names'), filmEndpoints.nameList, {}),
  staleTime: 60_000,
});
export const useFilmNames = () => useQuery(filmNamesQuery());

/** The brand's active distributors, for pickers. */
export const useDistributorOptions = () =>
  useQuery({ ...endpointQuery(distributorKeys.options(), distributorEndpoints.listMap, {}), staleTime: 60_000 });
