import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { files } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { multipart, pngBytes, realJpeg } from '../../test/images.js';

// Uploaded images are decoded and encoded again: no metadata, nothing appended, and nothing
// larger than 40 megapixels is decoded at all.

let t: TestContext;
let hq: string;

const upload = (data: Buffer, filename = 'image.png') => {
  const body = multipart([{ name: 'file', filename, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/system/uploadFile',
    payload: body.payload,
    headers: { ...body.headers, ...auth(hq) },
  });
};
const storedOf = async (url: string) => (await t.storage.get(url.replace('/api/system/file/', '')))!.bytes;

/** A PNG whose header claims width × height, with no pixel data worth the name. */
function pngHeader(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const type = Buffer.from('IHDR', 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, ihdr])), 0);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(13, 0);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), len, type, ihdr, crc]);
}

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
});
afterAll(() => t.close());

describe('uploaded images are re-encoded', () => {
  it('stores a polyglot (a valid PNG with a script appended) without the script', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const res = await upload(Buffer.concat([pngBytes(30, 20), script]));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ contentType: 'image/png', width: 30, height: 20 });
    const stored = await storedOf(res.json().data.url);
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  it('drops metadata (EXIF with a camera owner and GPS, comments)', async () => {
    const withExif = await sharp(await realJpeg(64, 48))
      .withExif({ IFD0: { Copyright: 'SECRET-OWNER-42', Artist: 'SECRET-OWNER-42' } })
      .jpeg()
      .toBuffer();
    expect(withExif.includes(Buffer.from('SECRET-OWNER-42'))).toBe(true);
    const res = await upload(withExif, 'photo.jpg');
    expect(res.statusCode).toBe(200);
    const stored = await storedOf(res.json().data.url);
    expect(stored.includes(Buffer.from('SECRET-OWNER-42'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('refuses more than 40 megapixels from the header, before decoding, with a Japanese 400', async () => {
    const before = (await t.database.db.select().from(files)).length;
    for (const [w, h] of [
      [65_535, 65_535],
      [4_294_967_295 >>> 0, 1],
      [8000, 5001],
    ] as const) {
      const res = await upload(pngHeader(w, h));
      expect(res.statusCode, `${w}x${h}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        message: ja.imageTooManyPixels,
        errors: [{ field: 'file', message: ja.imageTooManyPixels }],
      });
    }
    expect(ja.imageTooManyPixels).toContain('4,000万画素');
    expect((await t.database.db.select().from(files)).length).toBe(before);
  });

  it('refuses a PNG that declares 0 × 0 pixels as broken, not as too large', async () => {
    const res = await upload(pngHeader(0, 0));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ja.imageUnreadable);
  });

  it('refuses an image that does not decode', async () => {
    const res = await upload(Buffer.concat([pngHeader(30, 20), Buffer.from('not pixel data')]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ja.imageUnreadable);
  });
});
