import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/client.js';
import { authPlugin } from './platform/auth.plugin.js';
import { registerErrorHandling } from './platform/http.js';
import { AppError } from './platform/errors.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { brandsRoutes } from './modules/brands/brands.routes.js';
import { cinemasRoutes } from './modules/cinemas/cinemas.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { devicesRoutes } from './modules/devices/devices.routes.js';
import { kitchenPrintersRoutes } from './modules/devices/kitchen-printers.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { deviceNotificationsRoutes } from './modules/device-notifications/device-notifications.routes.js';
import { housesRoutes } from './modules/houses/houses.routes.js';
import { versionsRoutes } from './modules/versions/versions.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import type { ImageFetchOptions } from './modules/files/image-fetch.js';
import { MemoryFileStorage, type FileStorage } from './platform/storage/index.js';
import { filmsRoutes } from './modules/films/films.routes.js';
import { distributorsRoutes } from './modules/films/distributors.routes.js';
import { restrictRoutes } from './modules/restrict/restrict.routes.js';
import { movieTicketsRoutes } from './modules/movie-tickets/movie-tickets.routes.js';
import { schedulesRoutes } from './modules/schedules/schedules.routes.js';
import { salesStopsRoutes } from './modules/sales-stops/sales-stops.routes.js';
import { publicScheduleRoutes } from './modules/public-schedule/public-schedule.routes.js';
import { priceTemplatesRoutes } from './modules/price-templates/price-templates.routes.js';
import { discountRulesRoutes } from './modules/discount-rules/discount-rules.routes.js';

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve with an SPA fallback; omitted in API tests. */
  webDist?: string;
  trustProxy?: boolean;
  /** Login calls per client address per minute. */
  loginRateLimit?: number;
  /** Where uploaded files live; in memory unless server.ts passes the data folder's. */
  storage?: FileStorage;
  /** Network seams of the image proxy (tests map a fake public host to a local server). */
  imageProxy?: ImageFetchOptions;
}

// Every feature area registers here, once.
const modules = [authRoutes, systemRoutes, filesRoutes, brandsRoutes, cinemasRoutes, accountsRoutes, rolesRoutes, dashboardRoutes, versionsRoutes, housesRoutes, devicesRoutes, kitchenPrintersRoutes, paymentsRoutes, deviceNotificationsRoutes, restrictRoutes, movieTicketsRoutes, filmsRoutes, distributorsRoutes, schedulesRoutes, salesStopsRoutes, publicScheduleRoutes, priceTemplatesRoutes, discountRulesRoutes];

export async function buildApp({ db, logger = false, webDist, trustProxy = false, loginRateLimit = 30, storage = new MemoryFileStorage(), imageProxy }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // The console runs over plain http on a cinema's LAN too: no HSTS, no upgrade-insecure-requests.
  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https images load directly; http ones go through the image proxy (SPEC.md section 7).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(authPlugin, { db });
  const moduleOptions = { db, loginRateLimit, storage, imageProxy };
  for (const mod of modules) await app.register(mod, moduleOptions);

  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h', index: false });
    const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'));
    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith('/api/')) throw new AppError('not_found', 'APIが見つかりません。');
      // Every other path is a screen of the single-page app; it shows its own not-found page.
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    });
  } else {
    app.setNotFoundHandler(() => {
      throw new AppError('not_found', 'APIが見つかりません。');
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
