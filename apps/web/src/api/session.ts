import { useSyncExternalStore } from 'react';
import type { Module, PermissionType, SessionData } from '@cinema/contracts';
import { call } from './client.js';
import { useReadOnly } from './read-only.js';
import { beginActingAs, endActingAs, getOriginalSession, getSession, saveSession, subscribe } from './storage.js';

let cached: { raw: string | null; value: SessionData | null } = { raw: null, value: null };
const snapshot = () => {
  const raw = localStorage.getItem('userData');
  if (raw !== cached.raw) cached = { raw, value: getSession() };
  return cached.value;
};

export const useSession = () => useSyncExternalStore(subscribe, snapshot, () => null);
export const useIsActingAs = () =>
  useSyncExternalStore(
    subscribe,
    () => localStorage.getItem('originalUserMsg') !== null,
    () => false,
  );

// The endpoint declarations come with zod. This module is in the first load of /login (the app
// refreshes the session on start), so they are loaded with the first session call, not the page.
const auth = () => import('@cinema/contracts').then((m) => m.authEndpoints);

/** The permission types the session holds for a module; what buttons a page shows (the API enforces). */
export function usePermission(module: Module | null) {
  const session = useSession();
  const readOnly = useReadOnly();
  const held: PermissionType[] = !session
    ? []
    : session.adminType === 'superAdmin' || !module
      ? ['view', 'create', 'update', 'delete', 'export']
      : (session.permissionMap[module] ?? []);
  const types = readOnly ? held.filter((t) => t === 'view' || t === 'export') : held;
  return { types, can: (t: PermissionType) => types.includes(t) };
}

export const refreshSession = async () => {
  const data = await call((await auth()).current, {}, { loading: false });
  saveSession(data);
  return data;
};

export const selectCinema = async (cinemaId: number | null) => {
  const data = await call((await auth()).selectCinema, { body: { cinemaId } }, { successMessage: false });
  saveSession(data);
  return data;
};

/**
 * The session after a switch, stored only once `land` has run: the page the user was on (the user
 * list, say) must not be checked against the new account and answer access-denied on the way out.
 */
async function switchSession(land: () => unknown, fetchSession: () => Promise<SessionData>) {
  const data = await fetchSession();
  await land();
  saveSession(data);
  return data;
}
const currentSession = async () => call((await auth()).current, {}, { loading: false });

/** superAdmin acting as a brand: the server session changes; the original is kept to return to. */
export async function loginAsBrand(brandId: number, land: () => unknown = () => undefined) {
  const original = getSession();
  await call((await auth()).loginAsBrand, { params: { id: brandId } });
  if (original) beginActingAs(original, null);
  return switchSession(land, currentSession);
}

/** A brand administrator acting as one of its accounts: later calls carry changeAccountId. */
export async function loginAsAccount(accountId: number, land: () => unknown = () => undefined) {
  const original = getSession();
  await call((await auth()).loginAsAccount, { params: { id: accountId } });
  if (original) beginActingAs(original, accountId);
  return switchSession(land, currentSession);
}

/** A brand administrator working as one of its cinemas (with or without a staff account): the server session changes. */
export async function loginAsCinema(cinemaId: number, land: () => unknown = () => undefined) {
  const original = getSession();
  await call((await auth()).loginAsCinema, { params: { id: cinemaId } });
  if (original) beginActingAs(original, null);
  return switchSession(land, currentSession);
}

export async function returnToOriginal(land: () => unknown = () => undefined) {
  const data = await call((await auth()).restore, {}, { asOriginal: true, successMessage: false });
  endActingAs();
  return switchSession(land, () => Promise.resolve(data));
}

export { getOriginalSession };
