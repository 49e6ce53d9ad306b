import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type ProfileUpdateBody } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery, featureKeys } from '../../api/query.js';
import { refreshSession } from '../../api/session.js';

export const accountKeys = featureKeys('accounts');

/**
 * One account (the signed-in user's own on /setting-account). Keyed by the id as the route gives it,
 * so the edit and detail pages of the same account read the same entry; a failure is also alerted.
 */
export const useAccount = (id: number) =>
  useQuery(
    endpointQuery(accountKeys.detail(String(id)), accountEndpoints.detail, { params: { id } }, { loading: false }),
  );

/** Saves the signed-in user's name and e-mail address, then reads the session again: the header shows its name. */
export function useSaveProfile() {
  const qc = useQueryClient();
  return async (body: ProfileUpdateBody) => {
    await call(accountEndpoints.updateProfile, { body });
    await qc.invalidateQueries({ queryKey: accountKeys.all });
    await refreshSession().catch(() => undefined);
  };
}
