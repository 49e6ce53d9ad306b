import { useQuery } from '@tanstack/react-query';
import { filmEndpoints, type SessionData } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { filmKeys } from './film-queries.js';

/** Whether the session decides on films cinema staff register (作品の承認, head office only). */
export const mayApproveFilms = (session: SessionData | null) =>
  session?.adminType === 'brand' && (session.permissionMap.film ?? []).includes('approve');

/**
 * Films waiting for approval: the 作品 menu's badge for those who approve, polled every minute and
 * refreshed with every film change (the key is under filmKeys.all).
 */
export const useFilmPendingCount = (session: SessionData | null) =>
  useQuery({
    ...endpointQuery([...filmKeys.all, 'pendingCount'], filmEndpoints.pendingCount, {}),
    enabled: mayApproveFilms(session),
    refetchInterval: 60_000,
  });
