import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@cinema/contracts';
import { signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { multipart, pngBytes } from '../../test/images.js';
import { signedFileUrl } from './private-files.js';

// A brand's 社印 is served only through a short-lived signed URL, which only the brand's signed-in
// users (and superAdmin) receive; logos and posters stay public.

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;
let admin: string;

const upload = async (token: string, purpose: 'brandLogo' | 'brandStamp' | 'other') => {
  const body = multipart([
    { name: 'purpose', value: purpose },
    { name: 'file', filename: `${purpose}.png`, data: pngBytes(40, 40) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/system/uploadFile',
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
  return res.json().data as { id: number; url: string };
};
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? auth(token) : {} });
const plain = (url: string) => url.split('?')[0]!;
const brandOf = async (token: string) => {
  const list = (await get('/api/brand/list', token)).json().data.list as Brand[];
  return (await get(`/api/brand/detail/${list[0]!.id}`, token)).json().data as Brand;
};
const setImages = (b: Brand, images: Record<string, unknown>) => {
  const { cinemaCount: _c, accountCount: _a, customDomain: _d, createdAt: _ca, updatedAt: _u, ...fields } = b;
  return t.app.inject({
    method: 'PUT',
    url: '/api/brand/update',
    headers: auth(hq),
    payload: { ...fields, ...images },
  });
};

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku, admin] = await signIn(t, 'hq', 'hq2', 'shinjuku', 'admin');
});
afterAll(() => t.close());

describe('the brand 社印 is private', () => {
  it('answers the upload with a signed URL; without the signature the file is not found', async () => {
    const stamp = await upload(hq, 'brandStamp');
    expect(stamp.url).toMatch(/^\/api\/system\/file\/\S+\.png\?exp=\d+&sig=[\w-]+$/);
    const signed = await get(stamp.url);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('private, max-age=900');
    expect((await get(plain(stamp.url))).statusCode).toBe(404);
    // One character of the signature changed (to another one: a signature may start with A).
    expect((await get(stamp.url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`))).statusCode).toBe(
      404,
    );
    expect((await get(stamp.url.replace(/exp=\d+/, 'exp=4102444000'))).statusCode).toBe(404);
    // A URL signed long ago has run out.
    const key = plain(stamp.url).replace('/api/system/file/', '');
    expect((await get(signedFileUrl(key, Date.now() - 2 * 3_600_000))).statusCode).toBe(404);
  });

  it("goes to the brand's users (and superAdmin) in the brand's answer; the logo stays public", async () => {
    const [logo, stamp] = [await upload(hq, 'brandLogo'), await upload(hq, 'brandStamp')];
    const b = await brandOf(hq);
    const saved = await setImages(b, {
      logoImage: { fileId: logo.id, url: logo.url },
      stampImage: { fileId: stamp.id, url: stamp.url },
    });
    expect(saved.statusCode).toBe(200);
    for (const token of [hq, admin]) {
      const detail = (await get(`/api/brand/detail/${b.id}`, token)).json().data as Brand;
      expect(detail.stampImage?.url).toMatch(/\?exp=\d+&sig=/);
      expect((await get(detail.stampImage!.url)).statusCode).toBe(200);
    }
    expect((await get(`/api/brand/detail/${b.id}`, hq2)).statusCode).toBe(404);
    // Cinema staff do not read the brand master, so they never receive the URL.
    expect((await get(`/api/brand/detail/${b.id}`, shinjuku)).statusCode).toBe(403);
    expect((await get(plain(stamp.url))).statusCode).toBe(404);
    expect((await get(logo.url)).statusCode).toBe(200);
    expect((await get(logo.url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a file uploaded for another purpose becomes private once it is the 社印', async () => {
    const file = await upload(hq, 'other');
    expect((await get(file.url)).statusCode).toBe(200);
    const b = await brandOf(hq);
    expect((await setImages(b, { stampImage: { fileId: file.id, url: file.url } })).statusCode).toBe(200);
    expect((await get(file.url)).statusCode).toBe(404);
    const detail = await brandOf(hq);
    expect((await get(detail.stampImage!.url)).statusCode).toBe(200);
  });
});
