import { allEndpoints, endpointName, findRoute, type AccountType, type EndpointDef } from '@cinema/contracts';
import { jpegBytes, multipart, pngBytes } from '../images.js';
import type { TestContext } from '../helper.js';
import { describe, mutate, type FuzzRequest, type Part } from './mutate.js';
import { Prng } from './prng.js';
import { sample } from './sample.js';
import { FuzzSessions } from './sessions.js';

// Generated requests for every declared endpoint: a valid-ish base walked from its zod schemas,
// then one to three hostile mutations of its params, query or body, sent as a demo user who may
// call it. Any answer of 500 or more is a failure, reported with what reproduces it.

export interface FuzzOptions {
  seed: number;
  /** Cases per endpoint (the whole run is this × the number of endpoints)… */
  perEndpoint?: number;
  /** …or the whole run's size, spread over the endpoints in turn. */
  count?: number;
  endpoints?: readonly EndpointDef[];
  onProgress?: (done: number, total: number) => void;
}

export interface FuzzFailure {
  endpoint: string;
  caseNo: number;
  status: number;
  url: string;
  as: string;
  what: string[];
  body: string;
  answer: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  endpoints: number;
  statuses: Record<number, number>;
  failures: FuzzFailure[];
  /** Sessions a case ended, signed in again. */
  renewals: number;
  /** Demo users who could no longer sign in, and why: their later cases ran without a token. */
  lost: Record<string, string>;
  ms: number;
}

const USER_OF: Record<AccountType, string> = { superAdmin: 'admin', brand: 'hq', cinema: 'shinjuku' };

/** The demo users who may call an endpoint (none for public and device endpoints). */
export function callersOf(e: EndpointDef): string[] {
  const a = e.access;
  if (a.kind === 'public' || a.kind === 'device') return [];
  if (a.kind === 'session') return ['hq', 'shinjuku', 'admin'];
  const roles = a.roles ?? findRoute(a.path).roles;
  const users = roles.map((r) => USER_OF[r]);
  return users.length ? users : ['hq', 'shinjuku', 'admin'];
}

/** A path segment or query value, percent-encoded even when it holds a lone surrogate. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return [...text].map((ch) => (/^[\ud800-\udfff]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
}

export function urlOf(e: EndpointDef, req: FuzzRequest): string {
  const params = (typeof req.params === 'object' && req.params) || {};
  const path = e.path.replace(/:([A-Za-z_]\w*)|\*/g, (_w, name: string | undefined) => {
    const v = params[name ?? '*'];
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the fuzzer sends any value, objects included
    return v === undefined ? '' : name ? encode(v) : String(v).split('/').map(encode).join('/');
  });
  const query = (typeof req.query === 'object' && req.query) || {};
  const pairs = Object.entries(query).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).filter((x) => x !== undefined).map((x) => `${encode(k)}=${encode(x)}`),
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** Images an upload may carry: ordinary, a header declaring 4,294,967,295 pixels, odd sizes, junk. */
function uploadPayload(rng: Prng) {
  const huge = pngBytes(30, 20);
  huge.writeUInt32BE(0xffffffff, 16);
  huge.writeUInt32BE(1, 20);
  const square = pngBytes(30, 20);
  square.writeUInt32BE(65_535, 16);
  square.writeUInt32BE(65_535, 20);
  const zero = pngBytes(30, 20);
  zero.writeUInt32BE(0, 16);
  const data = rng.pick([
    pngBytes(30, 20),
    huge,
    square,
    zero,
    jpegBytes(65_535, 65_535),
    Buffer.from('GIF89a'),
    huge.subarray(0, 24),
  ]);
  const purpose = rng.pick(['filmImage', 'brandLogo', 'other', '\u0000', 'x'.repeat(1000)]);
  return multipart([
    { name: 'purpose', value: purpose },
    {
      name: 'file',
      filename: rng.pick(['a.png', '\u0000.png', 'x'.repeat(500), '../../a.png']),
      contentType: 'image/png',
      data,
    },
  ]);
}

export async function runFuzz(t: TestContext, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const endpoints = options.endpoints ?? allEndpoints;
  const rng = new Prng(options.seed);
  const sessions = new FuzzSessions(t);
  const idPool = Array.from({ length: 12 }, (_, i) => i + 1);
  const demoAccounts = new Set(await sessions.accountIds());
  const accountPool = idPool.filter((i) => !demoAccounts.has(i));
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    endpoints: endpoints.length,
    statuses: {},
    failures: [],
    renewals: 0,
    lost: {},
    ms: 0,
  };
  const total = options.count ?? (options.perEndpoint ?? 30) * endpoints.length;
  for (let n = 0; n < total; n++) {
    const e = endpoints[n % endpoints.length]!;
    const declared = (['params', 'query', 'body'] as const).filter((p) => e[p]) as Part[];
    const callers = callersOf(e).filter((u) => !sessions.isLost(u));
    const as = callers.length ? callers[n % callers.length]! : 'anonymous';
    const ctx = { rng, idPool: e.path.startsWith('/api/account/') ? accountPool : idPool };
    const base: FuzzRequest = {
      params: (e.params ? sample(e.params, ctx) : {}) as Record<string, unknown>,
      query: (e.query ? sample(e.query, ctx) : {}) as Record<string, unknown>,
      body: e.body ? sample(e.body, ctx) : undefined,
    };
    const { request, what } = rng.chance(0.05)
      ? { request: base, what: ['(base, unmutated)'] }
      : mutate(base, rng, declared);
    const url = urlOf(e, request);
    const upload = e.multipart && rng.chance(0.6) ? uploadPayload(rng) : undefined;
    const body = upload ? '(multipart)' : request.body === undefined ? '' : JSON.stringify(request.body);
    const token = as === 'anonymous' ? null : await sessions.token(as).catch(() => null);
    const headers: Record<string, string> = {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(upload?.headers ?? (body && e.method !== 'GET' ? { 'content-type': 'application/json' } : {})),
    };
    // A new client address per case, so the login throttle and lockout never stop the run.
    const remoteAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const res = await t.app.inject({
      method: e.method,
      url,
      headers,
      remoteAddress,
      ...(upload ? { payload: upload.payload } : body && e.method !== 'GET' ? { payload: body } : {}),
    });
    report.requests++;
    report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
    if (res.statusCode >= 500)
      report.failures.push({
        endpoint: endpointName(e),
        caseNo: n,
        status: res.statusCode,
        url: url.length > 300 ? `${url.slice(0, 300)}…` : url,
        as,
        what,
        body: describe(body),
        answer: res.body.slice(0, 300),
      });
    // A session the case ended (logout, a password change, a deactivated account) is signed in again.
    if (res.statusCode === 401 && as !== 'anonymous') {
      await sessions.renew(as);
    }
    options.onProgress?.(n + 1, total);
  }
  report.ms = Date.now() - started;
  report.renewals = sessions.renewals;
  report.lost = Object.fromEntries(sessions.lostWhy);
  return report;
}

/** The summary printed by the suite and by `npm run fuzz`. */
export function formatReport(r: FuzzReport): string {
  const fives = r.failures.length;
  const lines = [
    `fuzz: seed ${r.seed}, ${r.requests} requests to ${r.endpoints} endpoints in ${(r.ms / 1000).toFixed(1)} s`,
    `statuses: ${Object.entries(r.statuses)
      .map(([s, c]) => `${s}×${c}`)
      .join(' ')}`,
    `5xx: ${fives}; sessions signed in again after a case ended them: ${r.renewals}`,
    ...Object.entries(r.lost).map(([user, why]) => `lost ${user}: ${why}`),
  ];
  for (const f of r.failures.slice(0, 50))
    lines.push(
      `  ${f.status} ${f.endpoint} (case ${f.caseNo}, as ${f.as})\n    ${f.url}\n    ${f.what.join('; ')}\n    body ${f.body}\n    answer ${f.answer}`,
    );
  return lines.join('\n');
}
