import { useSyncExternalStore } from 'react';
import type { Module, PermissionType, SessionData } from '@cinema/contracts';
import { api } from './client.js';
import { beginActingAs, endActingAs, getOriginalSession, getSession, saveSession, subscribe } from './storage.js';

let cached: { raw: string | null; value: SessionData | null } = { raw: null, value: null };
const snapshot = () => {
  const raw = localStorage.getItem('userData');
  if (raw !== cached.raw) cached = { raw, value: getSession() };
  return cached.value;
};

export const useSession = () => useSyncExternalStore(subscribe, snapshot, () => null);
export const useIsActingAs = () => useSyncExternalStore(subscribe, () => localStorage.getItem('originalUserMsg') !== null, () => false);

/** The permission types the session holds for a module; what buttons a page shows (the API enforces). */
export function usePermission(module: Module | null) {
  const session = useSession();
  const types: PermissionType[] =
    !session ? [] : session.adminType === 'superAdmin' || !module ? ['view', 'create', 'update', 'delete', 'export'] : (session.permissionMap[module] ?? []);
  return { types, can: (t: PermissionType) => types.includes(t) };
}

export const refreshSession = async () => {
  const data = await api<SessionData>('/api/session/current', { loading: false });
  saveSession(data);
  return data;
};

export const selectCinema = async (cinemaId: number | null) => {
  const data = await api<SessionData>('/api/session/cinema', { method: 'POST', body: { cinemaId }, successMessage: false });
  saveSession(data);
  return data;
};

/** superAdmin acting as a brand: the server session changes; the original is kept to return to. */
export async function loginAsBrand(brandId: number) {
  const original = getSession();
  await api(`/api/brand/loginAs/${brandId}`);
  if (original) beginActingAs(original, null);
  return refreshSession();
}

/** A brand administrator acting as one of its accounts: later calls carry changeAccountId. */
export async function loginAsAccount(accountId: number) {
  const original = getSession();
  await api(`/api/account/loginAs/${accountId}`);
  if (original) beginActingAs(original, accountId);
  return refreshSession();
}

export async function returnToOriginal() {
  const data = await api<SessionData>('/api/session/restore', { method: 'POST', asOriginal: true, successMessage: false });
  endActingAs();
  saveSession(data);
  return data;
}

export { getOriginalSession };
