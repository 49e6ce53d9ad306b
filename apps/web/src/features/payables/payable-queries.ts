import { useQuery } from '@tanstack/react-query';
import { payableEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// 買掛・未払's query keys: every key under one root, so a write refreshes the list, the drawer and the options.
export const payableKeys = featureKeys('payables');

export const usePayableOptions = () =>
  useQuery({ ...endpointQuery(payableKeys.options(), payableEndpoints.options, {}), staleTime: 60_000 });
