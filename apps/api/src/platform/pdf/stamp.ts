import sharp from 'sharp';
import { fileUrl, type ImageRef } from '@cinema/contracts';
import type { FileStorage } from '../storage/index.js';

// A brand's 社印 for a PDF (docs/pdf-documents.md, "社印"): the stored upload (JPEG, PNG or WebP), as PNG since
// PDFs take JPEG and PNG only. A link that is not an upload, or a file gone from storage, prints no 社印.
export async function stampPng(storage: FileStorage, ref: ImageRef | null): Promise<Buffer | null> {
  const prefix = fileUrl('');
  if (!ref?.url.startsWith(prefix)) return null;
  const file = await storage.get(ref.url.slice(prefix.length).split('?')[0] ?? '');
  if (!file) return null;
  try {
    return await sharp(file.bytes).png().toBuffer();
  } catch {
    return null;
  }
}
