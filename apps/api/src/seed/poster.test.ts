import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sniffImage } from '../platform/storage/index.js';
import { posterPng } from './poster.js';

// Walks the chunks, checking each CRC, so a decoder would accept the file.
function chunks(png: Buffer) {
  const found: { type: string; data: Buffer }[] = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), type).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    found.push({ type, data });
    at += 12 + length;
  }
  expect(at).toBe(png.length);
  return found;
}

describe('posterPng', () => {
  it('writes a valid RGB PNG of the size asked', () => {
    const png = posterPng(300, 450, 'シネマ');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = list[0]!.data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([300, 450, 8, 2]);
    const raw = inflateSync(list[1]!.data);
    expect(raw.length).toBe(450 * (1 + 300 * 3));
    // Every row starts with filter type 0.
    for (let y = 0; y < 450; y++) expect(raw[y * 901]).toBe(0);
    expect(png.length).toBeLessThan(200 * 1024);
    expect(sniffImage(png)).toEqual({ contentType: 'image/png', ext: 'png', width: 300, height: 450 });
  });

  it('draws the same poster for the same seed and another for another seed', () => {
    expect(posterPng(60, 90, 7).equals(posterPng(60, 90, 7))).toBe(true);
    expect(posterPng(60, 90, 7).equals(posterPng(60, 90, 8))).toBe(false);
  });

  it('refuses sizes that make no picture', () => {
    expect(() => posterPng(0, 10)).toThrow();
    expect(() => posterPng(10.5, 10)).toThrow();
  });
});
