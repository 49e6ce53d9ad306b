import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { accounts, auditLogs, brands, files } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { jpegBytes, multipart, pngBytes, realJpeg, realWebp, type Part } from '../../test/images.js';

let t: TestContext;
let hq: string;
let admin: string;
const MB = 1024 * 1024;

const upload = (token: string | null, parts: Part[], query = '') => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/system/uploadFile${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
  });
};
const fileRows = () => t.database.db.select().from(files);

beforeAll(async () => {
  t = await createTestApp();
  [hq, admin] = await Promise.all([t.login('hq'), t.login('admin')]);
});
afterAll(() => t.close());

describe('POST /api/system/uploadFile', () => {
  it('stores a JPEG, records who uploaded it for which brand, and answers its URL', async () => {
    const bytes = await realJpeg(300, 200, 5000);
    const res = await upload(hq, [{ name: 'file', filename: 'ポスター.jpg', contentType: 'image/jpeg', data: bytes }]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/api\/system\/file\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/),
      name: 'ポスター.jpg',
      contentType: 'image/jpeg',
      size: expect.any(Number),
      width: 300,
      height: 200,
    });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, data.id));
    const [cl] = await t.database.db.select().from(brands).where(eq(brands.code, 'CL'));
    const [hqAccount] = await t.database.db.select().from(accounts).where(eq(accounts.userName, 'hq'));
    expect(row).toMatchObject({
      brandId: cl!.id,
      createdBy: hqAccount!.id,
      purpose: 'other',
      size: data.size,
      originalName: 'ポスター.jpg',
    });
    // Stored re-encoded (the padding is gone), still a JPEG of the same size in pixels.
    const stored = (await t.storage.get(row!.key))!.bytes;
    expect(stored.length).toBe(data.size);
    expect(stored.length).toBeLessThan(bytes.length);
    expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    const logs = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'file'), eq(auditLogs.entityId, String(data.id))));
    expect(logs).toMatchObject([{ action: 'create', userName: 'hq', brandId: cl!.id }]);
  });

  it('tells PNG and WebP from their bytes, whatever the name and declared type say', async () => {
    const png = await upload(hq, [
      { name: 'file', filename: 'image.jpg', contentType: 'image/jpeg', data: pngBytes(30, 20) },
    ]);
    expect(png.json().data).toMatchObject({
      contentType: 'image/png',
      width: 30,
      height: 20,
      url: expect.stringMatching(/\.png$/),
    });
    const webp = await upload(admin, [
      { name: 'file', filename: 'still', contentType: 'application/octet-stream', data: await realWebp(1080, 720) },
    ]);
    expect(webp.json().data).toMatchObject({ contentType: 'image/webp', width: 1080, height: 720 });
    // superAdmin's uploads are platform files.
    const [row] = await t.database.db.select().from(files).where(eq(files.id, webp.json().data.id));
    expect(row!.brandId).toBeNull();
  });

  it('keeps only the base name of the file, without folders or control characters', async () => {
    const res = await upload(hq, [
      { name: 'file', filename: '..\\..\\fakepath/../チラシ\u0007.png', data: pngBytes() },
    ]);
    expect(res.json().data.name).toBe('チラシ.png');
  });

  it('accepts a 2 MB film image although JSON bodies stop at 1 MB', async () => {
    const big = await realWebp(800, 600, true);
    expect(big.length).toBeGreaterThan(1.2 * MB);
    expect(big.length).toBeLessThanOrEqual(2 * MB);
    const res = await upload(hq, [
      { name: 'purpose', value: 'filmImage' },
      { name: 'file', filename: 'big.webp', contentType: 'image/webp', data: big },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ width: 800, height: 600 });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, res.json().data.id));
    expect(row!.purpose).toBe('filmImage');
  });

  it('answers 413 in Japanese over 2 MB, storing nothing', async () => {
    const before = { rows: (await fileRows()).length, stored: t.storage.size };
    const res = await upload(hq, [
      { name: 'file', filename: 'huge.jpg', contentType: 'image/jpeg', data: jpegBytes(300, 200, 3 * MB) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'payload_too_large',
      message: 'ファイルサイズが上限を超えています。2MB以下のファイルを選択してください。',
    });
    expect({ rows: (await fileRows()).length, stored: t.storage.size }).toEqual(before);
  });

  it('holds logos and stamps to 1 MB, by query or by a field before or after the file', async () => {
    const logo = jpegBytes(400, 100, 1.5 * MB);
    const oneMb = ja.fileTooLarge(1);
    expect(oneMb).toBe('ファイルサイズが上限を超えています。1MB以下のファイルを選択してください。');
    const byQuery = await upload(hq, [{ name: 'file', filename: 'logo.jpg', data: logo }], '?purpose=brandLogo');
    expect([byQuery.statusCode, byQuery.json().message]).toEqual([413, oneMb]);
    const before = await upload(hq, [
      { name: 'purpose', value: 'brandStamp' },
      { name: 'file', filename: 'stamp.jpg', data: logo },
    ]);
    expect([before.statusCode, before.json().message]).toEqual([413, oneMb]);
    const after = await upload(hq, [
      { name: 'file', filename: 'logo.jpg', data: logo },
      { name: 'purpose', value: 'brandLogo' },
    ]);
    expect([after.statusCode, after.json().message]).toEqual([413, oneMb]);
    const small = await upload(
      hq,
      [{ name: 'file', filename: 'logo.jpg', data: await realJpeg(400, 100, MB) }],
      '?purpose=brandLogo',
    );
    expect(small.statusCode).toBe(200);
  });

  it('refuses a text file named .png, SVG and GIF with the Japanese type message', async () => {
    const cases: Part[] = [
      {
        name: 'file',
        filename: 'poster.png',
        contentType: 'image/png',
        data: Buffer.from('this is plain text, not a picture'),
      },
      {
        name: 'file',
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      {
        name: 'file',
        filename: 'anim.gif',
        contentType: 'image/gif',
        data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      },
    ];
    for (const part of cases) {
      const res = await upload(hq, [part]);
      expect(res.statusCode, part.filename).toBe(400);
      expect(res.json(), part.filename).toMatchObject({
        code: 'validation_failed',
        message: 'アップロードできるのはJPEG・PNG・WebP形式の画像です。',
        errors: [{ field: 'file' }],
      });
    }
  });

  it('names a missing file, an empty file, an unknown purpose and a body that is not multipart', async () => {
    const none = await upload(hq, [{ name: 'purpose', value: 'filmImage' }]);
    expect(none.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'file', message: ja.fileRequired }],
    });
    const empty = await upload(hq, [{ name: 'file', filename: 'a.png', data: Buffer.alloc(0) }]);
    expect(empty.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'file', message: ja.fileRequired }],
    });
    const badField = await upload(hq, [
      { name: 'purpose', value: 'wallpaper' },
      { name: 'file', filename: 'a.png', data: pngBytes() },
    ]);
    expect(badField.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'purpose' }] });
    const badQuery = await upload(hq, [{ name: 'file', filename: 'a.png', data: pngBytes() }], '?purpose=wallpaper');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().errors[0].field).toBe('purpose');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/system/uploadFile',
      headers: auth(hq),
      payload: { file: 'x' },
    });
    expect(json.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'file' }] });
  });

  it('refuses two files in one request', async () => {
    const res = await upload(hq, [
      { name: 'file', filename: 'a.png', data: pngBytes() },
      { name: 'file', filename: 'b.png', data: pngBytes() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', message: ja.uploadFailed });
  });

  it('refuses anonymous callers before reading the body', async () => {
    const res = await upload(null, [{ name: 'file', filename: 'a.png', data: pngBytes() }]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'auth_invalid', message: ja.authInvalid });
    const forged = await upload('not-a-token', [{ name: 'file', filename: 'a.png', data: pngBytes() }]);
    expect(forged.statusCode).toBe(401);
  });
});
