import type { SessionData } from '@cinema/contracts';
import { canAccess, type ScreenRoute } from '@cinema/contracts/routes';

/** The registry rule of contracts, with the special-report decision the server made at login. */
export function canOpen(session: SessionData, route: ScreenRoute): boolean {
  if (route.public) return true;
  if (route.special && !session.specialReport) return false;
  return canAccess(
    {
      type: session.adminType,
      moduleMap: session.moduleMap,
      permissionMap: session.permissionMap,
      brandCode: session.brandCode,
    },
    { ...route, special: false },
  );
}
