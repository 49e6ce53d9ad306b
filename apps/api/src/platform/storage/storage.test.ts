import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, pngBytes, webpBytes } from '../../test/images.js';
import { isSafeKey, LocalFileStorage, MemoryFileStorage, newFileKey, sniffImage, type FileStorage } from './index.js';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'files-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('storage keys', () => {
  it('are random, dated and carry the extension', () => {
    const a = newFileKey('png', new Date('2026-11-05T00:00:00Z'));
    expect(a).toMatch(/^2026\/11\/[0-9a-f-]{36}\.png$/);
    expect(newFileKey('png')).not.toBe(newFileKey('png'));
    expect(isSafeKey(a)).toBe(true);
  });

  it('refuse anything that could leave the folder', () => {
    for (const bad of [
      '../x.png',
      '2026/../../etc/passwd',
      '/etc/passwd',
      'a\\b.png',
      'a//b.png',
      '',
      '.',
      'a/./b',
      '%2e%2e/x',
      'a/b.png/',
    ]) {
      expect(isSafeKey(bad), bad).toBe(false);
    }
  });
});

describe.each([
  ['memory', () => new MemoryFileStorage()],
  ['local folder', () => new LocalFileStorage(path.join(dir, 'uploads'))],
])('%s storage', (_name, make: () => FileStorage) => {
  it('stores, answers and deletes a file', async () => {
    const storage = make();
    const key = newFileKey('png');
    const bytes = pngBytes();
    await storage.put(key, bytes, 'image/png');
    expect(await storage.get(key)).toEqual({ bytes, contentType: 'image/png' });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('answers null for unknown keys and refuses unsafe ones', async () => {
    const storage = make();
    expect(await storage.get('2026/11/none.png')).toBeNull();
    expect(await storage.get('../secret.png')).toBeNull();
    await expect(storage.put('../escape.png', pngBytes(), 'image/png')).rejects.toThrow(/unsafe/);
  });
});

describe('local folder storage', () => {
  it('creates the month folders under its root and nothing outside', async () => {
    const root = path.join(dir, 'nested', 'uploads');
    const storage = new LocalFileStorage(root);
    await storage.put('2026/11/a.jpg', jpegBytes(), 'image/jpeg');
    expect((await fs.readFile(path.join(root, '2026', '11', 'a.jpg'))).equals(jpegBytes())).toBe(true);
    expect(await fs.readdir(path.join(root, '2026', '11'))).toEqual(['a.jpg']);
    await expect(storage.put('2026/11/b.jpg', pngBytes(), 'image/png')).rejects.toThrow();
  });
});

describe('sniffImage', () => {
  it('tells JPEG, PNG and WebP from their bytes, with their size', () => {
    expect(sniffImage(jpegBytes(640, 480))).toEqual({ contentType: 'image/jpeg', ext: 'jpg', width: 640, height: 480 });
    expect(sniffImage(pngBytes(30, 20))).toEqual({ contentType: 'image/png', ext: 'png', width: 30, height: 20 });
    expect(sniffImage(webpBytes(300, 200))).toEqual({
      contentType: 'image/webp',
      ext: 'webp',
      width: 300,
      height: 200,
    });
  });

  it('refuses text, SVG, GIF and truncated headers', () => {
    expect(sniffImage(Buffer.from('hello, this is not an image'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
