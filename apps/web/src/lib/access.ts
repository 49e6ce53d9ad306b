import type { SessionData } from '@cinema/contracts';
import { canAccess, headOfficeReads, type AccessContext, type ScreenRoute } from '@cinema/contracts/routes';

const contextOf = (session: SessionData): AccessContext => ({
  type: session.adminType,
  moduleMap: session.moduleMap,
  permissionMap: session.permissionMap,
  brandCode: session.brandCode,
});

/** The registry rule of contracts, with the special-report decision the server made at login. */
export function canOpen(session: SessionData, route: ScreenRoute): boolean {
  if (route.public) return true;
  if (route.special && !session.specialReport) return false;
  const need = { ...route, special: false };
  return canAccess(contextOf(session), need) || headOfficeReads(contextOf(session), need);
}

/**
 * Head office opened a cinema's screen to read it (docs/architecture.md, "access"): the screen shows,
 * what would write is hidden (usePermission answers view and export only) and the API refuses writes.
 */
export function readsOnly(session: SessionData, route: ScreenRoute): boolean {
  const need = { ...route, special: false };
  return !canAccess(contextOf(session), need) && headOfficeReads(contextOf(session), need);
}
