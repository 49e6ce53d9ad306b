import { useQuery } from '@tanstack/react-query';
import { houseEndpoints, type EndpointData } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { endpointQuery, featureKeys } from '../../api/query.js';

// Screens are read by the screen master and the schedules: saving one refreshes both.
export const houseKeys = featureKeys('houses');

/**
 * What is read of one cinema's screens, the master's list and the pickers alike: screens are per
 * cinema, so choosing another cinema reads afresh, and a change to one cinema's screens refreshes
 * everything shown of them.
 */
export const cinemaHouseKeys = (cinemaId: number | null | undefined) => [...houseKeys.all, 'cinema', cinemaId ?? null];

/**
 * A cinema's screens (name, code, sellable seats) for pickers, in display order: those of `cinemaId`
 * when given, else of the cinema chosen in the session.
 */
export const useHouseOptions = (cinemaId?: number | null) => {
  const chosen = useSession()?.cinemaId;
  return useQuery({
    ...endpointQuery([...cinemaHouseKeys(cinemaId ?? chosen), 'listMap'], houseEndpoints.listOptions, {
      query: { cinemaId: cinemaId ?? undefined },
    }),
    select: (answer: EndpointData<typeof houseEndpoints.listOptions>) => answer.list,
  });
};
