import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { posterPng } from '../seed/poster.js';

// Real image headers for upload tests, padded to any size, and a multipart body builder.

/** A JPEG header (SOI, JFIF, start of frame with the size) padded with a comment segment. */
export function jpegBytes(width = 300, height = 200, totalSize = 0) {
  const head = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]);
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);
  const end = Buffer.from([0xff, 0xd9]);
  const pad = Math.max(0, totalSize - head.length - sof.length - end.length);
  return Buffer.concat([head, sof, Buffer.alloc(pad, 0x20), end]);
}

export const pngBytes = (width = 30, height = 20) => posterPng(width, height, 'test');

/** A lossless WebP header (VP8L) with the size, padded with random bytes. */
export function webpBytes(width = 300, height = 200, totalSize = 0) {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  const data = Buffer.alloc(5);
  data[0] = 0x2f;
  data.writeUInt32LE(bits >>> 0, 1);
  const body = Buffer.concat([data, randomBytes(Math.max(0, totalSize - 25))]);
  const chunkHead = Buffer.alloc(8);
  chunkHead.write('VP8L', 0, 'latin1');
  chunkHead.writeUInt32LE(body.length, 4);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + 8 + body.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, chunkHead, body]);
}

// Real, decodable images (uploads are decoded and encoded again, so header-only fakes are refused).

/** Pads a JPEG to `totalSize` bytes with comment segments after its start marker. */
function padJpeg(jpeg: Buffer, totalSize: number) {
  const segments: Buffer[] = [];
  let pad = totalSize - jpeg.length;
  while (pad >= 5) {
    const n = Math.min(pad - 4, 65533);
    const head = Buffer.from([0xff, 0xfe, (n + 2) >> 8, (n + 2) & 255]);
    segments.push(head, Buffer.alloc(n, 0x20));
    pad -= n + 4;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** A real JPEG of one colour, padded to `totalSize` bytes when given. */
export async function realJpeg(width = 300, height = 200, totalSize = 0) {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 180, g: 20, b: 30 } } })
    .jpeg()
    .toBuffer();
  return padJpeg(jpeg, totalSize);
}

/** A real WebP; with `noise`, lossless random pixels (about 3 bytes a pixel, for size tests). */
export async function realWebp(width = 300, height = 200, noise = false) {
  const background = { r: 20, g: 40, b: 160 };
  const create = noise
    ? { width, height, channels: 3 as const, background, noise: { type: 'gaussian' as const, mean: 128, sigma: 80 } }
    : { width, height, channels: 3 as const, background };
  return sharp({ create }).webp({ lossless: noise }).toBuffer();
}

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

/** A multipart/form-data body for app.inject: { payload, headers }. */
export function multipart(parts: Part[]) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename !== undefined ? `\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(p.data ?? Buffer.from(p.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
