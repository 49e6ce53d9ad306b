import { useQuery } from '@tanstack/react-query';
import { memberReportEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// 会員レポート and 会費売上: their criteria's choices (会員制度 and ranks, 決済方法) under one root.
export const memberReportKeys = featureKeys('memberReports');

export const useMemberReportOptions = () =>
  useQuery({
    ...endpointQuery([...memberReportKeys.all, 'options'], memberReportEndpoints.options, {}),
    staleTime: 60_000,
  }).data ?? { memberSystems: [], paymentMethods: [] };
