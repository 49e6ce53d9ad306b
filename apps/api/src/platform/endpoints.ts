import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  endpointName,
  envelope,
  okEnvelope,
  type EndpointDataInput,
  type EndpointDef,
  type EndpointParsed,
  ja,
} from '@cinema/contracts';
import { accessOf } from './access.js';
import { actorOf, type Actor } from './actor.js';
import type { DevicePrincipal } from './device-principal.js';
import { AppError } from './errors.js';

/** The success envelope a handler answers: `ok(data, message)` or `done(message)` from http.ts. */
export type EndpointAnswer<E extends EndpointDef> = E['answer'] extends null
  ? { success: true; message?: string }
  : { success: true; data: EndpointDataInput<E>; message?: string };

/** What a handler is given: its parsed inputs, who calls, and the raw request and reply when it needs them. */
export type HandlerContext<E extends EndpointDef> = EndpointParsed<E> & {
  /** The signed-in caller; public and device endpoints get none. */
  actor: E['access']['kind'] extends 'public' | 'device' ? null : Actor;
  /** The calling device of a device endpoint, from its device token. */
  device: E['access']['kind'] extends 'device' ? DevicePrincipal : null;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type Handler<E extends EndpointDef> = (
  ctx: HandlerContext<E>,
) => Promise<EndpointAnswer<E> | FastifyReply> | EndpointAnswer<E> | FastifyReply;

/** Per-route HTTP settings the declaration does not carry (they are the server's business). */
export interface HandlerOptions {
  rateLimit?: RateLimitOptions;
  bodyLimit?: number;
  /** A GET that changes the session (loginAs, docs/api-conventions.md, "original names"): signed-in callers are read afresh after it. */
  changesSession?: boolean;
  /** The answer carries a session token: `Cache-Control: no-store`, so no cache or proxy keeps it. */
  carriesToken?: boolean;
  /**
   * The handler reads the body itself (from `req.body`): the declared schema stays the documented
   * one, but a body that breaks it reaches the handler (device documents are refused one by one).
   */
  handlerReadsBody?: boolean;
}

export interface Registration {
  endpoint: EndpointDef;
  handler: Handler<EndpointDef>;
  options: HandlerOptions;
}

/** Binds a handler to its declaration; the handler's inputs and answer are typed from it. */
export const handle = <E extends EndpointDef>(
  endpoint: E,
  handler: Handler<E>,
  options: HandlerOptions = {},
): Registration => ({ endpoint, handler, options });

/**
 * Handlers for a feature's whole declaration map: a missing or extra key is a type error, and the
 * start-up check below catches anything the types cannot (a map left out of app.ts).
 */
export const handleAll = <M extends Record<string, EndpointDef>>(
  endpoints: M,
  handlers: { [K in keyof M]: Handler<M[K]> | [Handler<M[K]>, HandlerOptions] },
): Registration[] =>
  Object.entries(endpoints).map(([key, endpoint]) => {
    const h = handlers[key as keyof M];
    const [fn, options] = Array.isArray(h) ? h : [h, {}];
    return handle(endpoint, fn as Handler<EndpointDef>, options);
  });

/** Stops the server when declarations and handlers disagree: every endpoint exactly one handler. */
export function checkRegistrations(declared: readonly EndpointDef[], registrations: readonly Registration[]) {
  const problems: string[] = [];
  const declaredSet = new Set(declared);
  const seen = new Map<EndpointDef, number>();
  for (const r of registrations) {
    seen.set(r.endpoint, (seen.get(r.endpoint) ?? 0) + 1);
    if (!declaredSet.has(r.endpoint))
      problems.push(`${endpointName(r.endpoint)} has a handler but is not declared in contracts (endpoints.ts)`);
  }
  for (const e of declared) {
    const n = seen.get(e) ?? 0;
    if (n === 0) problems.push(`${endpointName(e)} is declared in contracts but has no handler`);
    if (n > 1) problems.push(`${endpointName(e)} has ${n} handlers`);
  }
  const names = new Map<string, number>();
  for (const e of declared) names.set(endpointName(e), (names.get(endpointName(e)) ?? 0) + 1);
  for (const [name, n] of names) if (n > 1) problems.push(`${name} is declared ${n} times`);
  if (problems.length) throw new Error(`Endpoint declarations and handlers disagree:\n  ${problems.join('\n  ')}`);
}

const schemaOf = (e: EndpointDef, options: HandlerOptions) => ({
  ...(e.params ? { params: e.params } : {}),
  ...(e.query ? { querystring: e.query } : {}),
  ...(e.body && !e.multipart && !options.handlerReadsBody ? { body: e.body } : {}),
  ...(e.produces ? {} : { response: { 200: e.answer ? envelope(e.answer) : okEnvelope } }),
});

function routeOf({ endpoint: e, handler, options }: Registration): RouteOptions {
  return {
    method: e.method,
    url: e.path,
    schema: schemaOf(e, options),
    config: {
      access: accessOf(e.access),
      endpoint: e,
      changesSession: !!options.changesSession,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (req, reply) => {
      if (options.carriesToken) reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const ctx = {
        params: req.params ?? {},
        query: req.query ?? {},
        body: req.body,
        actor: e.access.kind === 'public' || e.access.kind === 'device' ? null : actorOf(req),
        device: e.access.kind === 'device' ? deviceOf(req) : null,
        req,
        reply,
      } as HandlerContext<EndpointDef>;
      return handler(ctx);
    },
  };
}

/** The device of a device endpoint (the auth hook has already refused calls without a valid token). */
function deviceOf(req: FastifyRequest): DevicePrincipal {
  if (!req.device) throw new AppError('auth_invalid', ja.deviceTokenInvalid);
  return req.device;
}

/** Registers each handler as a Fastify route with its declaration's schemas and access. */
export async function registerEndpoints(app: FastifyInstance, registrations: readonly Registration[]) {
  for (const r of registrations) if (!r.endpoint.multipart) app.route(routeOf(r));
  const uploads = registrations.filter((r) => r.endpoint.multipart);
  // Multipart bodies are parsed for declared uploads only; elsewhere they stay unsupported (415).
  // Only parsing is switched on here: each upload's handler reads the parts with its own limits.
  if (uploads.length)
    await app.register(async (scope) => {
      await scope.register(multipart);
      for (const r of uploads) scope.route(routeOf(r));
    });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (OpenAPI and the fuzz suites read it). */
    endpoint?: EndpointDef;
    changesSession?: boolean;
  }
}
