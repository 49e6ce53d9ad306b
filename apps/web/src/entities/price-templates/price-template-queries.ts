import { useQuery } from '@tanstack/react-query';
import { priceTemplateEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// Price templates are edited on /rules and picked by screenings.
export const priceTemplateKeys = featureKeys('priceTemplates');

/**
 * The chosen cinema's price templates, for pickers. Templates are per cinema: the key carries the
 * cinema (the call reads the session's), so choosing another one reads afresh.
 */
export const usePriceTemplateOptions = (cinemaId?: number | null, enabled = true) =>
  useQuery({
    ...endpointQuery(priceTemplateKeys.options(cinemaId ?? null), priceTemplateEndpoints.listMap, {}),
    staleTime: 60_000,
    enabled,
  });
