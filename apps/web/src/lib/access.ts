import type { EndpointAccess, SessionData } from '@cinema/contracts';
import { canAccess, findRoute, headOfficeReads, type AccessContext, type ScreenRoute } from '@cinema/contracts/routes';

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

/**
 * Whether the session may call a write declared on a screen: the API's rule (platform/access.ts), for an action
 * the screen's own permissions do not decide, such as head office's 他の劇場へコピー… on a screen it only reads.
 */
export function canCall(session: SessionData, access: EndpointAccess): boolean {
  if (access.kind !== 'screen') return access.kind !== 'device';
  const route = findRoute(access.path);
  const need = {
    ...route,
    special: false,
    roles: access.roles ?? route.roles,
    permission: access.permission ?? route.permission,
  };
  return canAccess(contextOf(session), need);
}
