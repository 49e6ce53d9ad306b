import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPublicAddress } from './address-guard.js';
import { fail } from '@cinema/contracts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** The network seams of the image proxy; tests map a fake public host name to a local server. */
export interface ImageFetchOptions {
  /** Every address of a host name (default: the system resolver). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** The address actually dialled for a checked one (default: the same address). */
  dial?: (address: string) => string;
  /** Ports an image may come from (default 80 and 443). */
  ports?: readonly number[] | 'any';
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
}

export type RefusalReason =
  | 'bad_url'
  | 'dns'
  | 'private_address'
  | 'port'
  | 'too_many_redirects'
  | 'upstream_status'
  | 'not_image'
  | 'too_large'
  | 'timeout'
  | 'network';

export class ImageFetchRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

const systemResolve = async (hostname: string) => dns.lookup(hostname, { all: true, verbatim: true });
const redirects = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches one image over http(s), refusing anything that is not a public address: the name is
 * resolved once, every address checked, and the connection made to the checked address (so a
 * second DNS answer cannot point elsewhere); each redirect is checked the same way. Sends no
 * cookies or credentials; only image/* answers (never SVG) within the size and time limits.
 */
export async function fetchImage(
  url: string,
  options: ImageFetchOptions = {},
): Promise<{ bytes: Buffer; contentType: string }> {
  const {
    resolve = systemResolve,
    dial = (a: string) => a,
    ports = [80, 443],
    maxBytes = 5 * 1024 * 1024,
    timeoutMs = 5000,
    maxRedirects = 3,
  } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(new ImageFetchRefused('timeout')), { once: true });
  });
  timedOut.catch(() => {});

  let current = parseTarget(url);
  for (let hop = 0; ; hop++) {
    const port = Number(current.port || (current.protocol === 'https:' ? 443 : 80));
    if (ports !== 'any' && !ports.includes(port)) throw new ImageFetchRefused('port', String(port));
    const hostname = current.hostname.replace(/^\[(.*)\]$/, '$1');
    const addresses = net.isIP(hostname)
      ? [{ address: hostname, family: net.isIP(hostname) }]
      : await Promise.race([resolve(hostname).catch(() => []), timedOut]);
    if (addresses.length === 0) throw new ImageFetchRefused('dns', hostname);
    // Every answer must be public: an attacker's name may mix a public and a private address.
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) throw new ImageFetchRefused('private_address', bad.address);

    const [first = fail('no address')] = addresses; // there is one: none is refused above
    const res = await Promise.race([open(current, hostname, dial(first.address), port, signal), timedOut]);
    if (redirects.has(res.statusCode ?? 0)) {
      res.destroy();
      if (hop >= maxRedirects) throw new ImageFetchRefused('too_many_redirects');
      const location = res.headers.location;
      if (!location) throw new ImageFetchRefused('upstream_status', 'redirect without location');
      current = parseTarget(location, current);
      continue;
    }
    if (res.statusCode !== 200) {
      res.destroy();
      throw new ImageFetchRefused('upstream_status', String(res.statusCode));
    }
    const contentType = ((res.headers['content-type'] ?? '').split(';')[0] ?? '').trim().toLowerCase();
    if (!/^image\/[a-z0-9.+-]+$/.test(contentType) || contentType.includes('svg')) {
      res.destroy();
      throw new ImageFetchRefused('not_image', contentType || 'none');
    }
    if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
      res.destroy();
      throw new ImageFetchRefused('too_large');
    }
    return { bytes: await Promise.race([readLimited(res, maxBytes), timedOut]), contentType };
  }
}

function parseTarget(raw: string, base?: URL) {
  let target: URL;
  try {
    target = new URL(raw, base);
  } catch {
    throw new ImageFetchRefused('bad_url');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new ImageFetchRefused('bad_url', target.protocol);
  if (target.username || target.password) throw new ImageFetchRefused('bad_url', 'credentials in url');
  return target;
}

function open(target: URL, hostname: string, address: string, port: number, signal: AbortSignal) {
  const secure = target.protocol === 'https:';
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = (secure ? https : http).request({
      host: address,
      port,
      path: target.pathname + target.search,
      method: 'GET',
      // Only these headers: nothing of the caller's request (cookies, authorization) is passed on.
      headers: { host: target.host, accept: 'image/*', 'user-agent': 'cinema-console-image-proxy' },
      // TLS checks the certificate against the name, not the address dialled.
      ...(secure && !net.isIP(hostname) ? { servername: hostname } : {}),
      agent: false,
      signal,
    });
    req.on('response', resolve);
    req.on('error', (err) =>
      reject(signal.aborted ? new ImageFetchRefused('timeout') : new ImageFetchRefused('network', err.message)),
    );
    req.end();
  });
}

async function readLimited(res: http.IncomingMessage, maxBytes: number) {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        res.destroy();
        throw new ImageFetchRefused('too_large');
      }
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof ImageFetchRefused) throw err;
    throw new ImageFetchRefused('network', (err as Error).message);
  }
  return Buffer.concat(chunks);
}
