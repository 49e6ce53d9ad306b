import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ImageFetchOptions } from '../platform/net/image-fetch.js';
import { pngBytes } from './images.js';

// A local web server that plays several image hosts for image proxy tests. Host names resolve to
// fake addresses (public or private) through the injected resolver; the public fake addresses
// are then dialled on 127.0.0.1, so the address checks run exactly as in production.

const names: Record<string, string[]> = {
  'images.example.com': ['93.184.216.34'],
  'cdn.example.com': ['93.184.216.35'],
  'intranet.example.com': ['10.0.0.8'],
  'mixed.example.com': ['93.184.216.34', '192.168.0.5'],
  'v6local.example.com': ['::1'],
};

export interface ImageHost {
  /** http://images.example.com:<port> */
  origin: string;
  port: number;
  options: ImageFetchOptions;
  /** Headers of the last request the host received. */
  lastHeaders: http.IncomingHttpHeaders | null;
  close(): Promise<void>;
}

export async function startImageHost(): Promise<ImageHost> {
  const png = pngBytes(30, 20);
  const state: { lastHeaders: http.IncomingHttpHeaders | null } = { lastHeaders: null };
  const server = http.createServer((req, res) => {
    state.lastHeaders = req.headers;
    const port = (server.address() as AddressInfo).port;
    const path = req.url ?? '/';
    const redirect = (to: string) => res.writeHead(302, { location: to }).end();
    if (path === '/poster.png')
      return res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
    if (path === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>not an image</h1>');
    if (path === '/logo.svg')
      return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    if (path === '/missing.png') return res.writeHead(404, { 'content-type': 'text/plain' }).end('no');
    if (path === '/declared-big.png')
      return res.writeHead(200, { 'content-type': 'image/png', 'content-length': 6 * 1024 * 1024 }).end();
    if (path === '/streamed-big.png') {
      // No length announced: the proxy has to count.
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(256 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 24 && res.write(chunk)) sent++;
        if (sent >= 24) res.end();
        else res.once('drain', pump);
      };
      res.on('error', () => {});
      return pump();
    }
    if (path === '/slow.png') return; // never answers
    if (path === '/to-loopback') return redirect(`http://127.0.0.1:${port}/poster.png`);
    if (path === '/to-intranet') return redirect(`http://intranet.example.com:${port}/poster.png`);
    if (path === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/');
    if (path === '/to-cdn') return redirect(`http://cdn.example.com:${port}/poster.png`);
    if (path === '/to-file') return redirect('file:///etc/passwd');
    const hops = /^\/hop(\d+)$/.exec(path);
    if (hops) return Number(hops[1]) > 0 ? redirect(`/hop${Number(hops[1]) - 1}`) : redirect('/poster.png');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://images.example.com:${port}`,
    port,
    get lastHeaders() {
      return state.lastHeaders;
    },
    options: {
      resolve: async (hostname) =>
        (names[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      dial: (address) => (address.startsWith('93.184.216.') ? '127.0.0.1' : address),
      ports: 'any',
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
