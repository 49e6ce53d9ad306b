// A device of the console's device API over plain HTTP (docs/device-api.md), shared by npm run simulate and
// the ingest, seat-race and crash benches: head office registers it (or reuses it), it takes a token,
// numbers its documents and sends them; every answer is tallied per kind and HTTP status.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';

/** A UUIDv7: 48 bits of Unix milliseconds, version 7, variant 10, random bits. */
export function uuidv7() {
  const b = randomBytes(16);
  const ms = BigInt(Date.now());
  for (let i = 0; i < 6; i++) b[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  b[6] = (b[6] & 0x0f) | 0x70;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Today's business date in Tokyo (YYYY-MM-DD). */
export const tokyoDate = (offsetDays = 0) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

// node:http with kept-alive connections rather than fetch(): the simulator is the load of the ingest
// benches and shares their 2 cores with the server, and fetch() costs it 4–5 times the CPU per call
// (measured: about 550–840 µs against 110–175 µs for a 1 kB POST).
const agents = new Map();
const agentOf = (url) => {
  if (!agents.has(url.origin)) {
    const lib = url.protocol === 'https:' ? https : http;
    agents.set(url.origin, { lib, agent: new lib.Agent({ keepAlive: true }) });
  }
  return agents.get(url.origin);
};

/** Calls the API; answers {status, body, headers, ms}; never throws on an HTTP error status. */
export function call(baseURL, method, url, token, body) {
  const started = performance.now();
  const target = new URL(`${baseURL}${url}`);
  const { lib, agent } = agentOf(target);
  const payload = body ? JSON.stringify(body) : null;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      target,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('error', reject);
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            json = { raw: text };
          }
          // The fetch() Headers shape the callers read: get(name).
          const headers = { get: (name) => res.headers[name.toLowerCase()] ?? null };
          resolve({ status: res.statusCode, body: json, headers, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

/** Like call() but throws unless 2xx; answers the `data` of the envelope. */
export async function must(baseURL, method, url, token, body) {
  const r = await call(baseURL, method, url, token, body);
  if (r.status >= 300) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body.data;
}

export async function hqToken(baseURL, userName = 'hq', password = 'demo-2026') {
  return (await must(baseURL, 'POST', '/api/login', null, { userName, password })).token;
}

export async function cinemaByCode(baseURL, hq, code) {
  const list = (await must(baseURL, 'GET', '/api/cinema/list', hq)).list;
  const cinema = list.find((c) => c.code === code);
  if (!cinema) throw new Error(`cinema ${code} not found (${list.map((c) => c.code).join(', ')})`);
  return cinema;
}

/**
 * Registers a device of `type` at the cinema with `code` and answers a token-holding Device.
 * A code already taken is reused by rotating its secret (head office does so on the console).
 */
export async function registerDevice(baseURL, hq, { cinemaId, code, type, name }) {
  let created = await call(baseURL, 'POST', '/api/device/create', hq, {
    code,
    name: name ?? `シミュレーター${code}`,
    type,
    status: 'active',
    cinemaId,
  });
  if (created.status >= 300) {
    const found = (await must(baseURL, 'GET', `/api/device/list?cinemaId=${cinemaId}`, hq)).list ?? [];
    const existing = found.find((d) => d.code === code);
    if (!existing) throw new Error(`device ${code}: ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
    created = await call(baseURL, 'POST', `/api/device/rotateSecret/${existing.id}`, hq, {});
    if (created.status >= 300) throw new Error(`device ${code} exists and its secret could not be rotated`);
  }
  const secret = created.body.data.secret;
  const token = (await must(baseURL, 'POST', '/api/device/token', null, { deviceCode: code, secret })).token;
  return new Device(baseURL, { code, type, token, secret });
}

/** A registered device: numbers its documents and keeps a tally of the answers. */
export class Device {
  constructor(baseURL, { code, type, token, secret }) {
    Object.assign(this, { baseURL, code, type, token, secret });
    this.seq = 0;
    this.tally = new Map();
  }

  /** A document with a fresh clientId, the next deviceSeq and now. */
  doc(kind, fields) {
    return { kind, clientId: uuidv7(), deviceSeq: ++this.seq, occurredAt: new Date().toISOString(), ...fields };
  }

  get(url) {
    return must(this.baseURL, 'GET', url, this.token);
  }

  count(key) {
    this.tally.set(key, (this.tally.get(key) ?? 0) + 1);
  }

  /** Sends one document or a batch; tallies `kind status [replayed]` per document; answers the call. */
  async send(body) {
    const r = await call(this.baseURL, 'POST', '/api/device/documents', this.token, body);
    if (body.kind === 'batch' && r.status === 200) {
      for (const [i, item] of r.body.data.results.entries())
        this.count(`${body.documents[i].kind} ${item.status}${item.replayed ? ' replay' : ''}`);
    } else {
      const replay = r.headers.get('idempotent-replayed') === 'true';
      this.count(`${body.kind} ${r.status}${replay ? ' replay' : ''}${r.status >= 300 ? ` ${r.body.code ?? ''}` : ''}`);
      r.replayed = replay;
    }
    return r;
  }
}

/** Sums the tallies of several devices into rows [key, count], sorted. */
export function summary(devices) {
  const total = new Map();
  for (const d of devices) for (const [k, v] of d.tally) total.set(k, (total.get(k) ?? 0) + v);
  return [...total].sort(([a], [b]) => a.localeCompare(b));
}

/** p-th percentile of a list of numbers (0–100). */
export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
