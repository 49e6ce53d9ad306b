import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageProxyPath, ja } from '@cinema/contracts';
import { brands, imageLinks } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { startImageHost, type ImageHost } from '../../test/image-host.js';
import { pngBytes } from '../../test/images.js';
import { registerImageUrl, registeredImageUrl } from './image-links.js';

let t: TestContext;
let host: ImageHost;
let brandId: number;

const proxy = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `${imageProxyPath}?url=${encodeURIComponent(url)}`, headers });
const register = (url: string) => registerImageUrl(t.database.db, url, brandId);

beforeAll(async () => {
  host = await startImageHost();
  t = await createTestApp({ imageProxy: host.options });
  const [cl] = await t.database.db.select({ id: brands.id }).from(brands).where(eq(brands.code, 'CL'));
  brandId = cl!.id;
});
afterAll(async () => {
  await t.close();
  await host.close();
});

describe('registerImageUrl', () => {
  it('records http(s) links once, in one spelling, and nothing else', async () => {
    expect(await register(`${host.origin}/poster.png#top`)).toBe(true);
    expect(await register(`${host.origin}/poster.png`)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(imageLinks)
      .where(eq(imageLinks.url, `${host.origin}/poster.png`));
    expect(rows).toMatchObject([{ brandId }]);
    expect(await registeredImageUrl(t.database.db, `  ${host.origin}/poster.png#x`)).toBe(`${host.origin}/poster.png`);
    for (const bad of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      'not a url',
      'http://user:pw@example.com/a.png',
    ]) {
      expect(await register(bad), bad).toBe(false);
    }
  });
});

describe('GET /api/system/imageProxy', () => {
  it('answers a registered image with its type, to anyone, passing on no cookies or authorization', async () => {
    await register(`${host.origin}/poster.png`);
    const res = await proxy(`${host.origin}/poster.png`, { cookie: 'session=secret', authorization: 'Bearer secret' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pngBytes(30, 20))).toBe(true);
    expect(res.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(host.lastHeaders).not.toHaveProperty('cookie');
    expect(host.lastHeaders).not.toHaveProperty('authorization');
  });

  it('answers 404 for a link nobody registered, without fetching it', async () => {
    const before = host.lastHeaders;
    const res = await proxy(`${host.origin}/page.html?unregistered`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(host.lastHeaders).toBe(before);
  });

  it('refuses registered links to loopback, private, link-local and IPv6 local addresses', async () => {
    const p = host.port;
    for (const url of [
      `http://127.0.0.1:${p}/poster.png`,
      `http://10.0.0.1:${p}/a.png`,
      `http://192.168.1.20:${p}/a.png`,
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${p}/poster.png`,
      `http://intranet.example.com:${p}/poster.png`,
    ]) {
      await register(url);
      const res = await proxy(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'bad_request', message: ja.imageFetchFailed });
    }
  });

  it('refuses a redirect to a private address, non-images, SVG and oversize images', async () => {
    for (const path of [
      '/to-loopback',
      '/to-intranet',
      '/page.html',
      '/logo.svg',
      '/streamed-big.png',
      '/declared-big.png',
    ]) {
      await register(`${host.origin}${path}`);
      const res = await proxy(`${host.origin}${path}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toBe(ja.imageFetchFailed);
    }
  });

  it('follows a redirect to another public host', async () => {
    await register(`${host.origin}/to-cdn`);
    const res = await proxy(`${host.origin}/to-cdn`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('names a missing url', async () => {
    const res = await t.app.inject({ url: imageProxyPath });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'url' }] });
  });
});
