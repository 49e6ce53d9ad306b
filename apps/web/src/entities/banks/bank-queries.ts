import { useQuery } from '@tanstack/react-query';
import { bankEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// The 全銀 master never changes while the console runs: look-ups are kept for the session.
export const bankKeys = featureKeys('banks');

export const useBankSearch = (keyword: string) =>
  useQuery({
    ...endpointQuery([...bankKeys.all, 'banks', keyword], bankEndpoints.list, { query: { keyword } }),
    staleTime: Infinity,
  });

export const useBranchSearch = (bankCode: string | undefined, keyword: string) =>
  useQuery({
    ...endpointQuery([...bankKeys.all, 'branches', bankCode, keyword], bankEndpoints.branches, {
      query: { bankCode: bankCode ?? '', keyword },
    }),
    staleTime: Infinity,
    enabled: !!bankCode && /^\d{4}$/.test(bankCode),
  });
