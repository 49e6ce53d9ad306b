import { useQuery } from '@tanstack/react-query';
import { memberFilterEndpoints, membershipEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// 会員クーポン: read and written on its screens; the choices it picks from (library coupons, 会員制度 with their ranks,
// 会員フィルター) are read under this root too (a feature never imports another feature).
export const memberCouponKeys = featureKeys('memberCoupons');

/** The brand's 会員制度 with their numbered ranks. */
export const useMemberSystems = () =>
  useQuery(endpointQuery(memberCouponKeys.options('systems'), membershipEndpoints.listMap, { query: {} })).data?.list ??
  [];

export function useFilterOptions() {
  const q = useQuery(
    endpointQuery(memberCouponKeys.options('filters'), memberFilterEndpoints.list, {
      query: { page: 0, pageSize: 9999 },
    }),
  );
  return { loading: q.isLoading, options: (q.data?.list ?? []).map((f) => ({ value: f.id, label: f.name })) };
}
