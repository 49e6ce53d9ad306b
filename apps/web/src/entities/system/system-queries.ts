import { useQuery } from '@tanstack/react-query';
import { systemEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// Reference lists and platform settings.
export const systemKeys = featureKeys('system');

/** Prefectures in JIS order; they never change while the app runs. */
export const usePrefectures = () =>
  useQuery({
    ...endpointQuery(systemKeys.options('prefectures'), systemEndpoints.prefectures, {}),
    staleTime: Infinity,
  });

/** The shop groups a coupon can discount (GET /api/group/listForCoupon). */
export const useCouponShopGroups = () =>
  useQuery({
    ...endpointQuery(systemKeys.options('couponShopGroups'), systemEndpoints.groupListForCoupon, {}),
    staleTime: Infinity,
  });
