import type { UploadImageType } from '@cinema/contracts';

export interface SniffedImage {
  contentType: UploadImageType;
  ext: 'jpg' | 'png' | 'webp';
  width: number | null;
  height: number | null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ascii = (b: Buffer, at: number, text: string) =>
  b.length >= at + text.length && b.toString('latin1', at, at + text.length) === text;

/**
 * The image type told by the file's first bytes (never its name or declared type), with its
 * size in pixels when the header says it cheaply. Null for anything but JPEG, PNG and WebP.
 */
export function sniffImage(b: Buffer): SniffedImage | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)
    return { contentType: 'image/jpeg', ext: 'jpg', ...jpegSize(b) };
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) {
    const known = b.length >= 24 && ascii(b, 12, 'IHDR');
    return {
      contentType: 'image/png',
      ext: 'png',
      width: known ? b.readUInt32BE(16) : null,
      height: known ? b.readUInt32BE(20) : null,
    };
  }
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') && ascii(b, 12, 'VP8'))
    return { contentType: 'image/webp', ext: 'webp', ...webpSize(b) };
  return null;
}

const unknownSize = { width: null, height: null };

// Walks the JPEG segments to the first start-of-frame marker, which holds the size.
function jpegSize(b: Buffer): { width: number | null; height: number | null } {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return unknownSize;
    const marker = b.readUInt8(at + 1); // at + 9 < b.length
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return unknownSize;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    at += 2 + b.readUInt16BE(at + 2);
  }
  return unknownSize;
}

function webpSize(b: Buffer): { width: number | null; height: number | null } {
  if (ascii(b, 12, 'VP8 ') && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (ascii(b, 12, 'VP8L') && b.length >= 25 && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, 'VP8X') && b.length >= 30)
    return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  return unknownSize;
}
