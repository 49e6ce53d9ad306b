import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerSerializer } from './platform/serializer.js';
import type { Db } from './db/client.js';
import { authPlugin, DEFAULT_PRINCIPAL_TTL_MS } from './platform/auth.plugin.js';
import { MasterCache } from './platform/master-cache.js';
import { verifyDeviceToken } from './modules/device-api/index.js';
import { registerErrorHandling } from './platform/http.js';
import { AppError } from './platform/errors.js';
import type { ImageFetchOptions } from './platform/net/image-fetch.js';
import { MemoryFileStorage, type FileStorage } from './platform/storage/index.js';
import { checkRegistrations, registerEndpoints } from './platform/endpoints.js';
import { handlerSets, routeHooks } from './handlers.js';
import type { ModuleOptions } from './platform/module-options.js';
import { allEndpoints, type EndpointDef } from '@cinema/contracts';
import { loadFileUrlKey } from './modules/files/index.js';
import { requestEnded, requestStarted } from './platform/jobs/step-aside.js';

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
  /** Check every answer against its contract before sending it (tests); production trusts the tests. */
  checkAnswers?: boolean;
  /** How long a signed-in caller is remembered between requests (ms): a revoked session ends within it. */
  principalTtlMs?: number;
  /** The declared endpoints every handler is checked against; tests replace it to prove the check. */
  endpoints?: readonly EndpointDef[];
}

export async function buildApp({
  db,
  logger = false,
  webDist,
  trustProxy = false,
  loginRateLimit = 600,
  storage = new MemoryFileStorage(),
  imageProxy,
  endpoints = allEndpoints,
  principalTtlMs,
  checkAnswers = true,
}: AppOptions) {
  // Signs the short-lived URLs of private files (a brand's 社印); the key is shared through the database.
  await loadFileUrlKey(db);
  const app = Fastify({
    logger,
    trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer({ check: checkAnswers }) as never);
  registerErrorHandling(app);
  // Every route as registered, for the API reference's completeness test and the generated suites.
  const routeList: { method: string; url: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: r.url });
  });
  app.decorate('routeList', routeList);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // The job runner lets requests in flight finish before its next job (platform/jobs/step-aside.ts).
  // A player's push stream (docs/signage.md) stays open for hours: it is no request in flight for the runner.
  const counted = (req: FastifyRequest) => req.routeOptions.config?.endpoint?.produces !== 'text/event-stream';
  app.addHook('onRequest', (req, _reply, done) => {
    if (counted(req)) requestStarted();
    done();
  });
  app.addHook('onResponse', (req, _reply, done) => {
    if (counted(req)) requestEnded();
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    if (counted(req)) requestEnded();
    done();
  });
  // Open streams end when the server closes, or close() would wait for them (docs/signage.md).
  const closing = new AbortController();
  app.addHook('preClose', (done) => {
    closing.abort();
    done();
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
        // https images load directly; http ones go through the image proxy (docs/api-conventions.md, "files and images").
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
  const masterCache = new MasterCache(principalTtlMs ?? DEFAULT_PRINCIPAL_TTL_MS);
  await app.register(authPlugin, {
    db,
    principalTtlMs,
    verifyDevice: (token) => verifyDeviceToken(db, token),
    alsoForget: [masterCache],
  });
  const moduleOptions: ModuleOptions = {
    db,
    loginRateLimit,
    storage,
    imageProxy,
    masterCache,
    closing: closing.signal,
  };
  const registrations = handlerSets.flatMap((handlers) => handlers(moduleOptions));
  checkRegistrations(endpoints, registrations);
  await registerEndpoints(app, registrations);
  // HTML routes outside the contracts (the public website, docs/website.md): before the SPA fallback below.
  for (const routes of routeHooks) await routes(app, moduleOptions);

  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h', index: false });
    const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'));
    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith('/api/')) throw new AppError('not_found', 'APIが見つかりません。');
      // A missing file (a script of an older build) is a 404, never the app's HTML served as a script.
      if (req.url.startsWith('/assets/') || /\.[a-z0-9]{1,5}(\?|$)/i.test(req.url))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
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

declare module 'fastify' {
  interface FastifyInstance {
    routeList: { method: string; url: string }[];
  }
}
