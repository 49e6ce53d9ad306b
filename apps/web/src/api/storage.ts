import type { SessionData } from '@cinema/contracts';

// localStorage keys. User options and the app version survive logout and auth-invalid
// (docs/web-conventions.md, "saved options"); the film filter is cleared when the app version changes.
export const keys = {
  token: 'token',
  userData: 'userData',
  originalUserMsg: 'originalUserMsg',
  changeAccountId: 'changeAccountId',
  userOptions: 'userOptions',
  appVersion: 'appVersion',
  movieFilter: 'movieFilter',
  /** A signage player's device token and its last program (docs/signage.md): the device's, never a session's. */
  signageToken: 'signageToken',
  signageProgram: 'signageProgram',
} as const;

const kept: string[] = [keys.userOptions, keys.appVersion, keys.signageToken, keys.signageProgram];

type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());
export const subscribe = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const readJson = <T>(key: string): T | null => {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

export const getToken = () => localStorage.getItem(keys.token);
export const getSession = () => readJson<SessionData>(keys.userData);
export const getOriginalSession = () => readJson<SessionData>(keys.originalUserMsg);
export const getChangeAccountId = () => localStorage.getItem(keys.changeAccountId);

export function saveSession(data: SessionData) {
  localStorage.setItem(keys.token, data.token);
  localStorage.setItem(keys.userData, JSON.stringify(data));
  emit();
}

/** The API asks for the first password change: the stored session says so until it is done. */
export function markPasswordChangeRequired() {
  const session = getSession();
  if (!session || session.mustChangePassword) return;
  localStorage.setItem(keys.userData, JSON.stringify({ ...session, mustChangePassword: true }));
  emit();
}

/** Starts acting as another account: the current session is kept to return to. */
export function beginActingAs(original: SessionData, changeAccountId: number | null) {
  localStorage.setItem(keys.originalUserMsg, JSON.stringify(original));
  if (changeAccountId != null) localStorage.setItem(keys.changeAccountId, String(changeAccountId));
  emit();
}

export function endActingAs() {
  localStorage.removeItem(keys.originalUserMsg);
  localStorage.removeItem(keys.changeAccountId);
  emit();
}

/** Logout and auth-invalid: everything goes but the user options and the app version. */
export function clearStorage() {
  for (const key of Object.keys(localStorage)) if (!kept.includes(key)) localStorage.removeItem(key);
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  emit();
}

/** docs/web-conventions.md, "saved options": on an app version change, saved user options and the film filter are cleared. */
export function checkAppVersion(current: string) {
  if (localStorage.getItem(keys.appVersion) === current) return false;
  localStorage.removeItem(keys.userOptions);
  localStorage.removeItem(keys.movieFilter);
  localStorage.setItem(keys.appVersion, current);
  return true;
}
