import { useQuery } from '@tanstack/react-query';
import { memberCouponEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// The library coupons head office may hand to members (利用可, kind クーポン), for 会員クーポン's form and
// オートメーション's coupon action (docs/membership.md, "会員クーポン").

/** The library's usable coupons, with their discount, as choices of 配布するクーポン. */
export function useCouponChoices() {
  const q = useQuery(endpointQuery(featureKeys('memberCoupons').options('coupons'), memberCouponEndpoints.coupons, {}));
  return {
    loading: q.isLoading,
    options: (q.data?.list ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.discount}）` })),
  };
}
