import fp from 'fastify-plugin';
import { canAccess } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { AppError, noPermission } from './errors.js';
import { hashToken } from './tokens.js';
import { resolvePrincipal, type Principal } from './principal.js';
import { PrincipalCache } from './principal-cache.js';
import { ja } from '@cinema/contracts';
import { loadSettings } from './settings.js';

/**
 * Authenticates every /api request whose route is not public and applies the route's declared
 * access (role, module switched on, permission type), before the body is even parsed.
 */
export const authPlugin = fp<{ db: Db; principalTtlMs?: number }>(async (app, { db, principalTtlMs = 900 }) => {
  app.decorateRequest('principal', null);
  const cache = new PrincipalCache(principalTtlMs);
  // A write may change sessions, accounts, roles or modules: this process forgets every principal
  // (so do the GET calls of SPEC.md that change the session, such as loginAs).
  // Before the answer leaves (onSend), so the caller's next request already reads afresh.
  app.addHook('onSend', async (req) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.routeOptions.config?.changesSession) cache.clear();
  });

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`${route.method} ${route.url} declares no access`);
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access.kind === 'public') return;
    // Device tokens arrive with the device API (sales); until then no device route exists.
    if (access.kind === 'device') throw new AppError('auth_invalid', ja.authInvalid);
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new AppError('auth_invalid', ja.authInvalid);
    const raw = req.headers.changeaccountid;
    const changeAccountId = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
    const tokenHash = hashToken(token);
    const key = `${tokenHash}|${changeAccountId ?? ''}`;
    let principal = cache.get(key);
    if (!principal) {
      principal = await resolvePrincipal(db, tokenHash, changeAccountId);
      cache.set(key, principal);
    }
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
