import { crc32, deflateSync } from 'node:zlib';

// Demo posters: a dependency-free PNG of a colour gradient with a few blocks, the same picture
// for the same seed. No text and nothing copyrighted; real posters are uploaded by users.

type Rgb = [number, number, number];

function hashSeed(seed: number | string) {
  let h = 2166136261;
  for (const ch of String(seed)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

// A small deterministic generator (mulberry32), enough for colours and positions.
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of width x height pixels; `seed` picks the colours and the blocks. */
export function posterPng(width = 300, height = 450, seed: number | string = 1): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width * height > 4_000_000) {
    throw new Error(`poster size out of range: ${width}x${height}`);
  }
  const rnd = random(hashSeed(seed));
  const hue = rnd() * 360;
  const top = hsl(hue, 0.55, 0.22);
  const bottom = hsl((hue + 40 + rnd() * 80) % 360, 0.6, 0.55);
  const blocks = Array.from({ length: 3 + Math.floor(rnd() * 3) }, () => {
    const w = Math.floor(width * (0.2 + rnd() * 0.5));
    const h = Math.floor(height * (0.05 + rnd() * 0.2));
    const x = Math.floor(rnd() * (width - w));
    const y = Math.floor(rnd() * (height - h));
    return { x, y, w, h, colour: hsl((hue + 180 + rnd() * 60) % 360, 0.5, 0.35 + rnd() * 0.4) };
  });

  // One filter byte (0: none) before each row of RGB pixels.
  const stride = 1 + width * 3;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const t = height === 1 ? 0 : y / (height - 1);
    const mix = (i: 0 | 1 | 2) => Math.round(top[i] + (bottom[i] - top[i]) * t);
    const base: Rgb = [mix(0), mix(1), mix(2)];
    const row = y * stride;
    for (let x = 0; x < width; x++) {
      const block = blocks.find((b) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h);
      const c = block ? block.colour : base;
      raw[row + 1 + x * 3] = c[0];
      raw[row + 2 + x * 3] = c[1];
      raw[row + 3 + x * 3] = c[2];
    }
  }

  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
