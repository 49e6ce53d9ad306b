import fp from 'fastify-plugin';
import { canAccess } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { AppError, noPermission } from './errors.js';
import { hashToken } from './tokens.js';
import { resolvePrincipal, type Principal } from './principal.js';
import { ja } from '@cinema/contracts';
import { loadSettings } from '../modules/system/settings.repository.js';

/**
 * Authenticates every /api request whose route is not public and applies the route's declared
 * access (role, module switched on, permission type), before the body is even parsed.
 */
export const authPlugin = fp<{ db: Db }>(async (app, { db }) => {
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`${route.method} ${route.url} declares no access`);
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access.kind === 'public') return;
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new AppError('auth_invalid', ja.authInvalid);
    const raw = req.headers.changeaccountid;
    const changeAccountId = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
    const principal = await resolvePrincipal(db, hashToken(token), changeAccountId);
    req.principal = principal;
    if (access.kind === 'screen') {
      const special = access.special ? await loadSettings(db) : undefined;
      const allowed = canAccess(
        {
          type: principal.account.type,
          moduleMap: principal.brand?.moduleMap ?? {},
          permissionMap: principal.permissionMap,
          brandCode: principal.brand?.code ?? null,
        },
        access,
        special ? { codes: special.specialBrandCodes, testPrefix: special.specialBrandCodePrefix } : undefined,
      );
      if (!allowed) throw noPermission();
    }
  });
});

/** The principal of an authenticated route (the hook has already refused anonymous calls). */
export function principalOf(req: { principal: Principal | null }) {
  if (!req.principal) throw new AppError('auth_invalid', ja.authInvalid);
  return req.principal;
}
