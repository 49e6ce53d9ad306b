import sharp from 'sharp';
import type { SniffedImage } from './sniff.js';

/** The largest image accepted, in pixels (40 megapixels): more is a decompression bomb, not a poster. */
import { MAX_IMAGE_PIXELS } from '@cinema/contracts';
export { MAX_IMAGE_PIXELS };

export class ImageRefused extends Error {
  constructor(readonly reason: 'tooManyPixels' | 'unreadable') {
    super(reason);
  }
}

export interface ReencodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded image and encodes it again in the same format: what is stored is only the
 * picture. Metadata (EXIF with GPS positions, comments, ICC profiles) is dropped after the EXIF
 * orientation is applied, and whatever follows the image data (a script appended to make a
 * polyglot) is gone. The header's size is checked before decoding, and the decoder refuses more
 * than MAX_IMAGE_PIXELS itself, whatever the header claimed.
 */
export async function reencodeImage(bytes: Buffer, sniffed: SniffedImage): Promise<ReencodedImage> {
  if (sniffed.width != null && sniffed.height != null && sniffed.width * sniffed.height > MAX_IMAGE_PIXELS)
    throw new ImageRefused('tooManyPixels');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false }).rotate();
    const encoded =
      sniffed.ext === 'png'
        ? image.png({ compressionLevel: 9 })
        : sniffed.ext === 'webp'
          ? image.webp({ quality: 90 })
          : image.jpeg({ quality: 90, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new ImageRefused('tooManyPixels');
    throw new ImageRefused('unreadable');
  }
}
