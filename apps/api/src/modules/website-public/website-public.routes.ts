import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { onEvent } from '../../platform/events.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { etagMatches } from '../public-schedule/index.js';
import { answerBrandPath, brandAsset, unknownSite } from './website-public.brand.js';
import {
  cacheAnswer,
  cachedAnswer,
  forgetSitePages,
  type CachedAnswer,
  type SiteAnswer,
} from './website-public.cache.js';
import { siteBrand, siteCinemaByCodes, siteCinemaByDomain, siteDomains } from './website-public.repository.js';
import { answerMember, type MemberAnswer } from './website-public.member.js';
import { answerCinemaPath, answerInquiry } from './website-public.service.js';
import type { SiteCinema } from './website-public.repository.js';
import { siteAddress, type SiteAddress } from './website-public.site.js';
import { SITE_CSS } from './website-public.style.js';

// The public website's addresses (docs/website.md, "addresses"): /site/{brand}/{cinema}/… on any host, and on a
// brand's own domain (a Host equal to brands.custom_domain) every path outside /api/. Any other host is the console,
// untouched. Raw Fastify routes, not contract endpoints: they answer HTML, not the API's JSON.

/** The public pages' CSP: nothing inline, no script at all (the site works without JavaScript). */
export const SITE_CSP = [
  "default-src 'self'",
  "img-src 'self' https: data:",
  "style-src 'self'",
  "script-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const DOMAINS_TTL_MS = 5_000;
const domainCache = new WeakMap<Db, { at: number; domains: Promise<Set<string>> }>();
/** The brands' domains, read at most every 5 seconds (a new domain works within that). */
function domainsOf(db: Db): Promise<Set<string>> {
  const hit = domainCache.get(db);
  if (hit && Date.now() - hit.at < DOMAINS_TTL_MS) return hit.domains;
  const domains = siteDomains(db);
  domainCache.set(db, { at: Date.now(), domains });
  domains.catch(() => domainCache.delete(db));
  return domains;
}

const hostOf = (req: FastifyRequest) => (req.host || '').toLowerCase().replace(/:\d+$/, '');
const pathOf = (url: string) => decodeURIComponent(url.split('?')[0] ?? '');
const queryOf = (url: string) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

function send(req: FastifyRequest, reply: FastifyReply, answer: SiteAnswer & { etag?: string }) {
  reply.header('content-security-policy', SITE_CSP).header('x-content-type-options', 'nosniff');
  const versioned = answer.body === SITE_CSS && req.url.includes('?v=');
  reply.header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (answer.etag) {
    reply.header('etag', answer.etag);
    if (answer.status === 200 && etagMatches(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  }
  return reply.code(answer.status).type(answer.type).send(answer.body);
}

/** A member page: personal, so never stored anywhere (docs/membership.md, "会員サイト"). */
function sendMember(reply: FastifyReply, answer: MemberAnswer) {
  reply
    .header('content-security-policy', SITE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin');
  if (answer.cookies?.length) reply.header('set-cookie', answer.cookies);
  if (answer.location) reply.header('location', answer.location);
  return reply.code(answer.status).type(answer.type).send(answer.body);
}

const cookiesOf = (req: FastifyRequest): Record<string, string> =>
  Object.fromEntries(
    String(req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim().split('='))
      .filter((kv): kv is [string, string] => kv.length === 2 && Boolean(kv[0])),
  );

/** Whether a path under a cinema's root is a member page, and which (after member/). */
const memberPathOf = (path: string): string | null =>
  path === 'member' || path === 'member/' ? '' : path.startsWith('member/') ? path.slice(7).replace(/\/+$/, '') : null;

/** Renders in progress by cache key: visitors arriving while a page renders wait for that one render. */
const rendering = new WeakMap<Db, Map<string, Promise<CachedAnswer>>>();

function render(db: Db, key: string, produce: () => Promise<SiteAnswer>): Promise<CachedAnswer> {
  let inFlight = rendering.get(db);
  if (!inFlight) rendering.set(db, (inFlight = new Map()));
  const running = inFlight.get(key);
  if (running) return running;
  const map = inFlight;
  const started = produce()
    .then((answer) => cacheAnswer(db, key, answer))
    .finally(() => map.delete(key));
  map.set(key, started);
  return started;
}

/** A GET through the page cache: host, path and query are the key. */
async function cachedGet(db: Db, req: FastifyRequest, reply: FastifyReply, produce: () => Promise<SiteAnswer>) {
  const key = `${hostOf(req)}${req.url}`;
  const hit = cachedAnswer(db, key);
  if (!hit) return send(req, reply, await render(db, key, produce));
  // Nearly 5 s old: the next copy is made in the background while this one is still answered.
  if (Date.now() >= hit.refreshAt)
    render(db, key, produce).catch((err: unknown) => req.log.error({ err }, 'website page render failed'));
  return send(req, reply, hit);
}

/** Cinema code and the path under its root, from 'code/rest/of/path'. */
function splitCinema(rest: string): [string, string] {
  const at = rest.indexOf('/');
  return at < 0 ? [rest, ''] : [rest.slice(0, at), rest.slice(at + 1)];
}

async function readForm(req: FastifyRequest): Promise<URLSearchParams> {
  if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
    return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16_384) return new URLSearchParams();
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function websitePublicRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  // What changes a page forgets this process's copies at once; other processes' expire within 5 s.
  onEvent(db, 'website.published', ({ cinemaId }) => forgetSitePages(db, cinemaId));
  onEvent(db, 'schedule.published', ({ cinemaId }) => forgetSitePages(db, cinemaId));
  onEvent(db, 'onlineSales.changed', ({ cinemaId }) => forgetSitePages(db, cinemaId));

  const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

  const member = async (
    req: FastifyRequest,
    reply: FastifyReply,
    cinema: SiteCinema | null,
    at: SiteAddress | null,
    memberPath: string,
    cookiePath: string,
    body: URLSearchParams,
  ) => {
    if (!cinema || !at) return send(req, reply, unknownSite(cookiePath));
    return sendMember(
      reply,
      await answerMember(db, cinema, at, {
        method: req.method === 'POST' ? 'POST' : 'GET',
        path: memberPath,
        query: queryOf(req.url),
        body,
        cookies: cookiesOf(req),
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        requestId: String(req.id),
        secure: req.protocol === 'https',
        cookiePath,
      }),
    );
  };
  const memberOnPath = async (
    req: FastifyRequest<{ Params: { brand: string; cinema: string; '*'?: string } }>,
    reply: FastifyReply,
  ) => {
    const cinema = await siteCinemaByCodes(db, req.params.brand, req.params.cinema);
    const at = cinema ? siteAddress(cinema, 'path', origin(req)) : null;
    const body = req.body instanceof URLSearchParams ? req.body : new URLSearchParams();
    return member(
      req,
      reply,
      cinema,
      at,
      (req.params['*'] ?? '').replace(/\/+$/, ''),
      `/site/${encodeURIComponent(req.params.brand)}/`,
      body,
    );
  };

  /** A path on the /site form, after /site/{brand}/. */
  const sitePath = async (req: FastifyRequest, brandCode: string, rest: string): Promise<SiteAnswer> => {
    const brandRoot = `/site/${encodeURIComponent(brandCode)}/`;
    const [code, path] = splitCinema(rest);
    if (code === '' || code.includes('.')) {
      const asset = brandAsset(code);
      if (asset) return asset;
      const brand = await siteBrand(db, { code: brandCode });
      return (brand && answerBrandPath(brand, brandRoot, `${origin(req)}${brandRoot}`, code)) ?? unknownSite(brandRoot);
    }
    const cinema = await siteCinemaByCodes(db, brandCode, code);
    if (!cinema) return unknownSite(brandRoot);
    return answerCinemaPath(db, cinema, siteAddress(cinema, 'path', origin(req)), path, queryOf(req.url));
  };

  await app.register((scope, _opts, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, next) => next(null, new URLSearchParams(String(body))),
    );
    scope.get<{ Params: { brand: string } }>('/site/:brand', (req, reply) =>
      cachedGet(db, req, reply, () => sitePath(req, req.params.brand, '')),
    );
    scope.get<{ Params: { brand: string; '*': string } }>('/site/:brand/*', (req, reply) =>
      cachedGet(db, req, reply, () => sitePath(req, req.params.brand, req.params['*'])),
    );
    for (const url of ['/site/:brand/:cinema/member', '/site/:brand/:cinema/member/*']) {
      scope.get(url, memberOnPath);
      scope.post(url, memberOnPath);
    }
    scope.post<{ Params: { brand: string; cinema: string }; Body: unknown }>(
      '/site/:brand/:cinema/rental/inquiry',
      async (req, reply) => {
        const cinema = await siteCinemaByCodes(db, req.params.brand, req.params.cinema);
        if (!cinema) return send(req, reply, unknownSite(`/site/${encodeURIComponent(req.params.brand)}/`));
        const body = req.body instanceof URLSearchParams ? req.body : new URLSearchParams();
        const at = siteAddress(cinema, 'path', origin(req));
        return send(req, reply, await answerInquiry(db, cinema, at, body, req.ip));
      },
    );
    done();
  });

  // The brand's own domain: every path but the API's is its website (the console's SPA fallback never sees them).
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') return;
    const host = hostOf(req);
    if (!host || !(await domainsOf(db)).has(host)) return;
    const [code, path] = splitCinema(pathOf(req.url).replace(/^\/+/, ''));
    const canonicalRoot = `https://${host}/`;
    const memberPath = memberPathOf(path);
    if (memberPath !== null && (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST')) {
      const cinema = await siteCinemaByDomain(db, host, code);
      const at = cinema ? siteAddress(cinema, 'domain', origin(req)) : null;
      const body = req.method === 'POST' ? await readForm(req) : new URLSearchParams();
      return member(req, reply, cinema, at, memberPath, '/', body);
    }
    if (req.method === 'POST' && path === 'rental/inquiry') {
      const cinema = await siteCinemaByDomain(db, host, code);
      if (!cinema) return send(req, reply, unknownSite('/'));
      const at = siteAddress(cinema, 'domain', origin(req));
      return send(req, reply, await answerInquiry(db, cinema, at, await readForm(req), req.ip));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed');
    return cachedGet(db, req, reply, async () => {
      if (code === '' || code.includes('.')) {
        const asset = brandAsset(code);
        if (asset) return asset;
        const brand = await siteBrand(db, { domain: host });
        return (brand && answerBrandPath(brand, '/', canonicalRoot, code)) ?? unknownSite('/');
      }
      const cinema = await siteCinemaByDomain(db, host, code);
      if (!cinema) return unknownSite('/');
      return answerCinemaPath(db, cinema, siteAddress(cinema, 'domain', origin(req)), path, queryOf(req.url));
    });
  });
}
