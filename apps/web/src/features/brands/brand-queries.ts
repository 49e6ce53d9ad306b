import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandEndpoints, type DomainUpdateBody } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { brandKeys } from '../../entities/brands/brand-queries.js';

/** Every brand of the scope, unpaged, with its custom domain (/edit-domain); a failed read also alerts. */
export const useBrandDomains = () =>
  useQuery(endpointQuery(brandKeys.list({}), brandEndpoints.list, {}, { loading: false }));

/** Saves one brand's custom domain, then reads every brand query again (the list, the pickers). */
export function useSaveDomain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DomainUpdateBody) => call(brandEndpoints.updateDomain, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
