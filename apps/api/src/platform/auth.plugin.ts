import fp from 'fastify-plugin';
import {
  accountEndpoints,
  authEndpoints,
  canAccess,
  cinemaStaffOnly,
  headOfficeReads,
  type EndpointDef,
} from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { AppError, noPermission } from './errors.js';
import { hashToken } from './tokens.js';
import { resolvePrincipal, type Principal } from './principal.js';
import { PrincipalCache } from './principal-cache.js';
import { ja } from '@cinema/contracts';
import { loadSettings } from './settings.js';
import type { DevicePrincipal } from './device-principal.js';

// All a signed-in user whose password an administrator set may do before changing it.
const beforePasswordChange = new Set<EndpointDef>([
  authEndpoints.current,
  authEndpoints.logout,
  accountEndpoints.changePassword,
]);

/**
 * Authenticates every /api request whose route is not public and applies the route's declared
 * access (role, module switched on, permission type), before the body is even parsed.
 */
export interface AuthOptions {
  db: Db;
  principalTtlMs?: number;
  /** The device of a device token (the device API's own check; platform knows no feature). */
  verifyDevice: (token: string) => Promise<DevicePrincipal | null>;
  /** Other per-process caches a staff write makes stale (the master data the device API reads). */
  alsoForget?: { clear(): void }[];
}

/** How long principals (and the device API's master data) are remembered: under a second. */
export const DEFAULT_PRINCIPAL_TTL_MS = 900;

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify waits for a plugin that answers a promise
export const authPlugin = fp<AuthOptions>(async (app, options) => {
  const { db, principalTtlMs = DEFAULT_PRINCIPAL_TTL_MS, verifyDevice, alsoForget = [] } = options;
  app.decorateRequest('principal', null);
  app.decorateRequest('device', null);
  const cache = new PrincipalCache(principalTtlMs);
  // Devices by token, the same way: a device switched to 無効 or given a new key stops within the TTL
  // everywhere, at once here. A POS sends a sale every few seconds, so most calls read no device row.
  const deviceCache = new PrincipalCache<DevicePrincipal>(principalTtlMs);
  // A staff write may change sessions, accounts, roles, modules or devices: this process forgets
  // every principal (so do the GET calls that change the session, such as loginAs).
  // A device's own documents change none of those. Before the answer leaves (onSend), so the
  // caller's next request already reads afresh.
  // eslint-disable-next-line @typescript-eslint/require-await -- an onSend hook without `done` must be async
  app.addHook('onSend', async (req) => {
    const write = req.method !== 'GET' && req.method !== 'HEAD';
    if ((write && req.routeOptions.config?.access?.kind !== 'device') || req.routeOptions.config?.changesSession) {
      cache.clear();
      deviceCache.clear();
      for (const other of alsoForget) other.clear();
    }
  });

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`${String(route.method)} ${route.url} declares no access`);
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access.kind === 'public') return;
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    // Devices carry a device token (POST /api/device/token), never a staff session's.
    if (access.kind === 'device') {
      req.device = token ? (deviceCache.get(token) ?? (await verifyDevice(token))) : null;
      if (req.device) deviceCache.set(token, req.device);
      if (!req.device) throw new AppError('auth_invalid', ja.deviceTokenInvalid);
      return;
    }
    if (!token) throw new AppError('auth_invalid', ja.authInvalid);
    const changeAccountId = parseChangeAccountId(req.headers.changeaccountid);
    const tokenHash = hashToken(token);
    const key = `${tokenHash}|${changeAccountId ?? ''}`;
    let principal = cache.get(key);
    if (!principal) {
      principal = await resolvePrincipal(db, tokenHash, changeAccountId);
      cache.set(key, principal);
    }
    req.principal = principal;
    const endpoint = req.routeOptions.config?.endpoint;
    if (principal.real.mustChangePassword && !(endpoint && beforePasswordChange.has(endpoint)))
      throw new AppError('password_change_required', ja.passwordChangeRequired);
    if (access.kind === 'screen') {
      const settings = access.special ? await loadSettings(db) : undefined;
      const ctx = {
        type: principal.account.type,
        moduleMap: principal.brand?.moduleMap ?? {},
        permissionMap: principal.permissionMap,
        brandCode: principal.brand?.code ?? null,
      };
      const special = settings
        ? { codes: settings.specialBrandCodes, testPrefix: settings.specialBrandCodePrefix }
        : undefined;
      if (canAccess(ctx, access, special)) return;
      // Head office reads its cinemas' screens (a GET, scoped to the chosen cinema by cinemaFor) and
      // is told why it cannot change them (docs/architecture.md, "access").
      if (req.method === 'GET' && headOfficeReads(ctx, access, special)) return;
      if (ctx.type === 'brand' && cinemaStaffOnly(access.roles)) throw noPermission(ja.headOfficeReadsOnly);
      // A special screen of the caller's role refused for its brand code alone says so (docs/web-conventions.md, "the menu").
      if (access.special && canAccess(ctx, { ...access, special: false }))
        throw noPermission(ja.specialReportBrandOnly);
      throw noPermission();
    }
  });
});

/**
 * The changeAccountId header: absent, or an account id in plain decimal digits. Anything else
 * (`+5`, `0x5`, ` 5`, `5.0`, a repeated header) is refused with 400 rather than ignored, so a caller
 * never acts as themselves while believing they act as another account.
 */
export function parseChangeAccountId(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647)
    throw new AppError('bad_request', ja.invalidChangeAccountId, [
      { field: 'changeAccountId', message: ja.invalidChangeAccountId },
    ]);
  return Number(raw);
}

/** The principal of an authenticated route (the hook has already refused anonymous calls). */
export function principalOf(req: { principal: Principal | null }) {
  if (!req.principal) throw new AppError('auth_invalid', ja.authInvalid);
  return req.principal;
}
