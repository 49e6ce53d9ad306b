import { useQuery } from '@tanstack/react-query';
import { memberFilterEndpoints, membershipEndpoints, type MemberFilterConditions } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// 会員フィルター: read and written on its screens; counts are read under the same root, so a save refreshes them.
export const memberFilterKeys = featureKeys('memberFilters');

/** The brand's 会員制度 with their numbered ranks. */
export const useMemberSystems = () =>
  useQuery(endpointQuery([...memberFilterKeys.all, 'systems'], membershipEndpoints.listMap, { query: {} })).data
    ?.list ?? [];

/** The genres of the brand's films, for よく見るジャンル. */
export const useFilmGenres = () =>
  useQuery(endpointQuery([...memberFilterKeys.all, 'genres'], memberFilterEndpoints.genres, {})).data ?? [];

/** How many members the conditions match today. */
export const countQuery = (conditions: MemberFilterConditions) =>
  endpointQuery([...memberFilterKeys.all, 'count', conditions], memberFilterEndpoints.count, { body: conditions });

/** The first members the conditions match, with the count. */
export const previewQuery = (conditions: MemberFilterConditions) =>
  endpointQuery([...memberFilterKeys.all, 'preview', conditions], memberFilterEndpoints.preview, { body: conditions });
