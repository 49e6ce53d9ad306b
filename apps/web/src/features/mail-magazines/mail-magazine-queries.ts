import { useQuery } from '@tanstack/react-query';
import { memberFilterEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// メールマガジン: read and written on its screens; the 会員フィルター choices are read under this root too (a feature
// never imports another feature; the filters' own screens keep theirs).
export const mailMagazineKeys = featureKeys('mailMagazines');

/** The brand's 会員フィルター, as choices of 配信対象. */
export function useMemberFilterOptions() {
  const q = useQuery(
    endpointQuery(mailMagazineKeys.options('memberFilters'), memberFilterEndpoints.list, {
      query: { page: 0, pageSize: 9999 },
    }),
  );
  return {
    loading: q.isLoading,
    options: (q.data?.list ?? []).map((f) => ({ value: f.id, label: f.name })),
  };
}
