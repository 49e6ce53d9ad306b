import type { FastifyRequest } from 'fastify';
import {
  fileLabels,
  ja,
  maxUploadBytes,
  uploadLimitBytes,
  uploadLimitMb,
  uploadPurpose,
  type UploadPurpose,
} from '@cinema/contracts';
import { AppError, invalidField } from '../../platform/errors.js';
import { tooLarge } from './files.service.js';

export interface Upload {
  bytes: Buffer;
  name: string;
  purpose: UploadPurpose;
}

const limitOf = (purpose: UploadPurpose | undefined) => (purpose ? uploadLimitBytes(purpose) : maxUploadBytes);
const refuseSize = (purpose: UploadPurpose | undefined) =>
  tooLarge(purpose ? uploadLimitMb[purpose] : maxUploadBytes / 1024 / 1024);

/**
 * Reads the multipart field `file` (and an optional `purpose`, from the query or a field sent
 * before the file). Bytes are counted as they arrive: past the purpose's limit the upload is
 * refused at once, holding at most that many bytes, and the rest of the body is discarded.
 */
export async function readUpload(req: FastifyRequest, queryPurpose: UploadPurpose | undefined): Promise<Upload> {
  if (!req.isMultipart()) throw invalidField('file', ja.fileRequired);
  let purpose = queryPurpose;
  let file: { bytes: Buffer; name: string } | null = null;
  try {
    const parts = req.parts({
      limits: { fileSize: limitOf(queryPurpose) + 1, files: 1, fields: 5, fieldSize: 200, parts: 6, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'purpose' || queryPurpose) continue;
        const parsed = uploadPurpose.schema.safeParse(part.value);
        if (!parsed.success) throw invalidField('purpose', ja.invalidFormat(fileLabels.purpose));
        purpose = parsed.data;
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const limit = limitOf(purpose);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limit) throw refuseSize(purpose);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw refuseSize(purpose);
      file = { bytes: Buffer.concat(chunks, size), name: part.filename };
    }
  } catch (err) {
    // The answer goes out now; the rest of the body is read and dropped, so the browser still
    // sees it (closing the connection mid-upload would look like a network error).
    req.raw.unpipe();
    req.raw.resume();
    if (err instanceof AppError) throw err;
    req.log.info({ err }, 'upload refused');
    throw new AppError('bad_request', ja.uploadFailed);
  }
  if (!file || file.bytes.length === 0) throw invalidField('file', ja.fileRequired);
  // A purpose field after the file: its limit still applies.
  if (file.bytes.length > limitOf(purpose)) throw refuseSize(purpose);
  return { ...file, purpose: purpose ?? 'other' };
}
