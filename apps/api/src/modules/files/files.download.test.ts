import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { multipart, pngBytes, realWebp } from '../../test/images.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;
let admin: string;
let clFile: { id: number; url: string };
const sent = pngBytes(40, 60);
// What the store holds: the upload as re-encoded.
let bytes: Buffer;

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? auth(token) : {} });

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku, admin] = await Promise.all([
    t.login('hq'),
    t.login('hq2'),
    t.login('shinjuku'),
    t.login('admin'),
  ]);
  const body = multipart([{ name: 'file', filename: 'チラシ.png', contentType: 'image/png', data: sent }]);
  clFile = (
    await t.app.inject({
      method: 'POST',
      url: '/api/system/uploadFile',
      payload: body.payload,
      headers: { ...body.headers, ...auth(hq) },
    })
  ).json().data;
  bytes = (await t.storage.get(clFile.url.replace('/api/system/file/', '')))!.bytes;
});
afterAll(() => t.close());

describe('GET /api/system/file/<key>', () => {
  it('serves the bytes to anyone with their type and long-lived, no-sniff headers', async () => {
    const res = await get(clFile.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
  });

  it('answers 404 for unknown keys and anything shaped like a path outside the store', async () => {
    for (const url of [
      '/api/system/file/2026/11/00000000-0000-0000-0000-000000000000.png',
      '/api/system/file/..%2F..%2Fpackage.json',
      '/api/system/file/%2e%2e/%2e%2e/etc/passwd',
      '/api/system/file/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('not_found');
    }
  });
});

describe('GET /api/system/downloadFileBase64', () => {
  it('answers a file of the brand as base64 to its head office and cinema staff', async () => {
    for (const token of [hq, shinjuku, admin]) {
      const res = await get(`/api/system/downloadFileBase64?id=${clFile.id}`, token);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ name: 'チラシ.png', contentType: 'image/png' });
      expect(Buffer.from(data.base64, 'base64').equals(bytes)).toBe(true);
    }
  });

  it("answers 404 for another brand's file and for platform files", async () => {
    const other = await get(`/api/system/downloadFileBase64?id=${clFile.id}`, hq2);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', message: ja.notFound });
    const body = multipart([{ name: 'file', filename: 'platform.webp', data: await realWebp() }]);
    const platform = (
      await t.app.inject({
        method: 'POST',
        url: '/api/system/uploadFile',
        payload: body.payload,
        headers: { ...body.headers, ...auth(admin) },
      })
    ).json().data;
    expect((await get(`/api/system/downloadFileBase64?id=${platform.id}`, hq)).statusCode).toBe(404);
    expect((await get(`/api/system/downloadFileBase64?id=${platform.id}`, admin)).statusCode).toBe(200);
    // The public URL still serves it: keys are unguessable and images are public by design.
    expect((await get(platform.url)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and names a bad one', async () => {
    expect((await get('/api/system/downloadFileBase64?id=999999', hq)).statusCode).toBe(404);
    const bad = await get('/api/system/downloadFileBase64?id=abc', hq);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'id', message: 'IDが正しくありません' }],
    });
    expect((await get('/api/system/downloadFileBase64', hq)).json().errors[0].field).toBe('id');
  });

  it('refuses anonymous callers', async () => {
    const res = await get(`/api/system/downloadFileBase64?id=${clFile.id}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth_invalid');
  });
});
