import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  idParams,
  ja,
  loginAsData as loginAsDataSchema,
  loginBody,
  okEnvelope,
  selectCinemaBody,
  sessionData as sessionDataSchema,
  updateExpiredPasswordBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accounts, brands, cinemas, sessions } from '../../db/schema/index.js';
import { publicAccess, screenAccess, sessionAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { audit } from '../../platform/audit.js';
import { AppError, noPermission, notFound } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { brandHeadOffice, mayActAs, resolvePrincipal } from '../../platform/principal.js';
import { canSeeCinema } from '../../platform/scope.js';
import { hashToken } from '../../platform/tokens.js';
import { bearer, login, logout, updateExpiredPassword } from './auth.service.js';
import { loginAsData, sessionData } from './session.service.js';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; loginRateLimit?: number }> = async (app, { db, loginRateLimit = 30 }) => {
  // Login gets its own, stricter request limit on top of the per-account throttle.
  const loginLimit = { max: loginRateLimit, timeWindow: '1 minute' };

  app.post(
    '/api/login',
    { config: { access: publicAccess, rateLimit: loginLimit }, schema: { body: loginBody, response: { 200: envelope(sessionDataSchema) } } },
    async (req) => ok(await login(db, req, req.body)),
  );

  // SPEC.md section 7 sends these as query parameters; a JSON body is accepted too and preferred,
  // and the server never logs query strings.
  app.post(
    '/api/updateExpiredPassword',
    { config: { access: publicAccess, rateLimit: loginLimit }, schema: { response: { 200: okEnvelope } } },
    async (req) => {
      const source = req.body && typeof req.body === 'object' && Object.keys(req.body).length ? req.body : req.query;
      const parsed = updateExpiredPasswordBody.safeParse(source);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
        throw new AppError('validation_failed', errors[0]?.message ?? ja.validationFailed, errors);
      }
      await updateExpiredPassword(db, req, parsed.data);
      return done(ja.passwordChanged);
    },
  );

  app.post('/api/logout', { config: { access: sessionAccess }, schema: { response: { 200: okEnvelope } } }, async (req) => {
    await logout(db, req, bearer(req));
    return done();
  });

  app.get(
    '/api/session/current',
    { config: { access: sessionAccess }, schema: { response: { 200: envelope(sessionDataSchema) } } },
    async (req) => ok(await sessionData(db, principalOf(req), bearer(req))),
  );

  // The cinema chosen in the cinema dialog; cinema-scoped calls use it unless they name another.
  app.post(
    '/api/session/cinema',
    { config: { access: sessionAccess }, schema: { body: selectCinemaBody, response: { 200: envelope(sessionDataSchema) } } },
    async (req) => {
      const p = principalOf(req);
      const { cinemaId } = req.body;
      if (cinemaId != null) {
        const [c] = await db.select({ id: cinemas.id, brandId: cinemas.brandId }).from(cinemas).where(eq(cinemas.id, cinemaId));
        if (!c || !canSeeCinema(p.scope, c)) throw notFound();
      }
      await db.update(sessions).set({ cinemaId }).where(eq(sessions.id, p.sessionId));
      const token = bearer(req);
      return ok(await sessionData(db, await resolvePrincipal(db, hashToken(token), p.actingVia === 'header' ? p.account.id : null), token));
    },
  );

  // superAdmin, with no cinema chosen, acts as a brand's head-office account (SPEC.md section 4).
  app.get(
    '/api/brand/loginAs/:id',
    { config: { access: screenAccess('/brand') }, schema: { params: idParams, response: { 200: envelope(loginAsDataSchema) } } },
    async (req) => {
      const p = principalOf(req);
      if (p.real.type !== 'superAdmin' || p.actingVia) throw noPermission();
      if (p.cinemaId != null) throw new AppError('conflict', ja.loginAsNeedsNoCinema);
      const [brand] = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, req.params.id));
      if (!brand) throw notFound();
      const target = await brandHeadOffice(db, brand.id);
      if (!target) throw new AppError('conflict', ja.noBrandAccount);
      await db.update(sessions).set({ actingAccountId: target, cinemaId: null }).where(eq(sessions.id, p.sessionId));
      const acting = await resolvePrincipal(db, hashToken(bearer(req)), null);
      req.principal = acting;
      await audit(db, req, { action: 'loginAs', entity: 'brand', entityId: brand.id, brandId: brand.id, summary: `${brand.name}として代理ログイン` });
      return ok(await loginAsData(db, acting));
    },
  );

  // A brand administrator acts as one of its accounts; later calls carry the changeAccountId header.
  app.get(
    '/api/account/loginAs/:id',
    { config: { access: screenAccess('/user') }, schema: { params: idParams, response: { 200: envelope(loginAsDataSchema) } } },
    async (req) => {
      const p = principalOf(req);
      if (p.actingVia) throw noPermission();
      const token = hashToken(bearer(req));
      const [target] = await db.select({ id: accounts.id, brandId: accounts.brandId }).from(accounts).where(eq(accounts.id, req.params.id));
      if (!target || (p.scope.kind !== 'all' && target.brandId !== p.scope.brandId)) throw notFound();
      const acting = await resolvePrincipal(db, token, target.id).catch(() => null);
      if (!acting || !mayActAs(p.real, acting.account)) throw noPermission(ja.userNoAccess);
      req.principal = acting;
      await audit(db, req, { action: 'loginAs', entity: 'account', entityId: target.id, summary: `${acting.account.userName}として代理ログイン` });
      return ok(await loginAsData(db, acting));
    },
  );

  // Return to the original account: ends a superAdmin's brand login-as; for the header form the
  // client simply stops sending the header, and this records the return.
  app.post(
    '/api/session/restore',
    { config: { access: sessionAccess }, schema: { response: { 200: envelope(sessionDataSchema) } } },
    async (req) => {
      const p = principalOf(req);
      await db.update(sessions).set({ actingAccountId: null, cinemaId: null }).where(eq(sessions.id, p.sessionId));
      if (p.actingVia) await audit(db, req, { action: 'loginAsReturn', entity: 'account', entityId: p.account.id, summary: '元のアカウントに戻る' });
      const token = bearer(req);
      return ok(await sessionData(db, await resolvePrincipal(db, hashToken(token), null), token));
    },
  );
};
