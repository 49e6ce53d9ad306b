import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@cinema/contracts';
import { fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { multipart, pngBytes } from '../../test/images.js';
import { imageNotFound } from '../files/index.js';

// A brand's ロゴ and 社印: uploaded files of the brand only (they print on receipts and invoices).
let t: TestContext;
let hq: string;
let hq2: string;

const upload = async (token: string, purpose: 'brandLogo' | 'brandStamp') => {
  const body = multipart([
    { name: 'purpose', value: purpose },
    { name: 'file', filename: `${purpose}.png`, contentType: 'image/png', data: pngBytes(40, 40) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/system/uploadFile',
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
  return res.json().data as { id: number; url: string };
};
const ownBrand = async (token: string) => {
  const list = (await t.app.inject({ url: '/api/brand/list', headers: auth(token) })).json().data.list as Brand[];
  return (await t.app.inject({ url: `/api/brand/detail/${list[0]!.id}`, headers: auth(token) })).json().data as Brand;
};
const save = (token: string, b: Brand, images: Record<string, unknown>) => {
  const { cinemaCount: _c, accountCount: _a, customDomain: _d, createdAt: _ca, updatedAt: _u, ...fields } = b;
  return t.app.inject({
    method: 'PUT',
    url: '/api/brand/update',
    headers: auth(token),
    payload: { ...fields, ...images },
  });
};

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2] = await signIn(t, 'hq', 'hq2');
});
afterAll(() => t.close());

describe('brand logo and stamp', () => {
  it('head office sets both from uploads, reads them back with the file’s own URL, and clears one', async () => {
    const [logo, stamp] = [await upload(hq, 'brandLogo'), await upload(hq, 'brandStamp')];
    const before = await ownBrand(hq);
    expect(before.logoImage).toBeNull();
    const res = await save(hq, before, {
      logoImage: { fileId: logo.id, url: 'ignored' },
      stampImage: { fileId: stamp.id, url: stamp.url },
    });
    expect(res.statusCode).toBe(200);
    const after = await ownBrand(hq);
    expect(after.logoImage).toEqual({ fileId: logo.id, url: logo.url });
    // The 社印 is private: its URL is signed with an expiry that moves on every quarter hour.
    const unsigned = (url: string) => url.split('?')[0];
    expect(after.stampImage!.fileId).toBe(stamp.id);
    expect(unsigned(after.stampImage!.url)).toBe(unsigned(stamp.url));
    expect(after.stampImage!.url).toMatch(/\?exp=\d+&sig=/);

    expect((await save(hq, after, { logoImage: null })).statusCode).toBe(200);
    const cleared = await ownBrand(hq);
    expect(cleared.logoImage).toBeNull();
    expect(cleared.stampImage).toEqual({ fileId: stamp.id, url: stamp.url });
  });

  it('refuses another brand’s file, an unknown file and an outside link, naming the field', async () => {
    const theirs = await upload(hq2, 'brandLogo');
    const b = await ownBrand(hq);
    const other = await save(hq, b, { logoImage: { fileId: theirs.id, url: theirs.url } });
    expect(other.statusCode).toBe(400);
    expect(fieldsOf(other).logoImage).toBe(imageNotFound);
    const unknown = await save(hq, b, { stampImage: { fileId: 999_999, url: '/api/system/file/x.png' } });
    expect(fieldsOf(unknown).stampImage).toBe(imageNotFound);
    const link = await save(hq, b, { logoImage: { url: 'https://example.com/logo.png' } });
    expect(link.statusCode).toBe(400);
    expect(fieldsOf(link)['logoImage.fileId']).toBe('画像をアップロードしてください');
    // Nothing was written by the refused saves.
    expect((await ownBrand(hq)).version).toBe(b.version);
  });
});
