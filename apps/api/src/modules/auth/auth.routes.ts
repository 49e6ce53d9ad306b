import type { FastifyRequest } from 'fastify';
import { authEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { done, ok } from '../../platform/http.js';
import { login, logout, updateExpiredPassword, type SignInOrigin } from './auth.service.js';
import { loginAsAccount, loginAsBrand, loginAsCinema, restoreSession } from './login-as.service.js';
import { selectCinema, sessionData } from './session.service.js';

/** The caller's token; the auth hook has already checked it on every route that is not public. */
const bearer = (req: FastifyRequest) => req.headers.authorization?.slice(7).trim() ?? '';

const signInOrigin = (req: FastifyRequest): SignInOrigin => ({
  requestId: String(req.id),
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
});

export const authHandlers = ({ db, loginRateLimit }: ModuleOptions) => {
  // Login gets its own, stricter request limit on top of the per-account throttle.
  const rateLimit = { max: loginRateLimit, timeWindow: '1 minute' };
  // Answers with a token (or that switch whom a token acts as) are never cached: Cache-Control: no-store.
  const carriesToken = true;
  return handleAll(authEndpoints, {
    login: [async ({ body, req }) => ok(await login(db, signInOrigin(req), body)), { rateLimit, carriesToken }],
    updateExpiredPassword: [
      async ({ body, req }) => {
        await updateExpiredPassword(db, signInOrigin(req), body);
        return done(ja.passwordChanged);
      },
      { rateLimit },
    ],
    logout: async ({ actor, req }) => {
      await logout(db, actor, bearer(req));
      return done();
    },
    current: [async ({ actor, req }) => ok(await sessionData(db, actor, bearer(req))), { carriesToken }],
    selectCinema: [
      async ({ actor, body, req }) => ok(await selectCinema(db, actor, bearer(req), body.cinemaId)),
      { carriesToken },
    ],
    // The loginAs calls are GETs (docs/api-conventions.md, "original names") that change the session: callers are read afresh after them.
    loginAsBrand: [
      async ({ actor, params, req }) => ok(await loginAsBrand(db, actor, bearer(req), params.id)),
      { changesSession: true, carriesToken },
    ],
    loginAsAccount: [
      async ({ actor, params, req }) => ok(await loginAsAccount(db, actor, bearer(req), params.id)),
      { changesSession: true, carriesToken },
    ],
    loginAsCinema: [
      async ({ actor, params, req }) => ok(await loginAsCinema(db, actor, bearer(req), params.id)),
      { changesSession: true, carriesToken },
    ],
    restore: [async ({ actor, req }) => ok(await restoreSession(db, actor, bearer(req))), { carriesToken }],
  });
};
