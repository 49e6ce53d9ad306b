import { fileEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { AppError, found, notFound } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { scopeBrandId } from '../../platform/scope.js';
import { isSafeKey } from '../../platform/storage/index.js';
import { findFile } from './files.repository.js';
import { storeFile } from './files.service.js';
import { fetchImage, ImageFetchRefused } from '../../platform/net/image-fetch.js';
import { registeredImageUrl } from './image-links.js';
import { readUpload } from './upload-reader.js';
import { isPrivateFile, validSignature } from './private-files.js';

// Shown by the cinema website too (another origin), so not same-origin only; the key never
// changes its bytes, so browsers may keep it for a year.
const imageHeaders = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
  'content-disposition': 'inline',
};

export const fileHandlers = ({ db, storage, imageProxy }: ModuleOptions) =>
  handleAll(fileEndpoints, {
    upload: async ({ actor, query, req }) => {
      const upload = await readUpload(req, query.purpose);
      const file = { ...upload, brandId: scopeBrandId(actor.scope), createdBy: actor.account.id };
      return ok(await storeFile(db, storage, file, actor));
    },
    download: async ({ params, query, reply }) => {
      const key = params['*'];
      if (!isSafeKey(key)) throw notFound();
      // A 社印 answers only its signed URL (handed to its brand's users); without it, as if absent.
      const restricted = await isPrivateFile(db, key);
      if (restricted && !validSignature(key, query.exp, query.sig)) throw notFound();
      const file = found(await storage.get(key));
      return reply
        .headers({
          ...imageHeaders,
          'content-type': file.contentType,
          'cache-control': restricted ? 'private, max-age=900' : 'public, max-age=31536000, immutable',
          ...(restricted ? { 'cross-origin-resource-policy': 'same-origin' } : {}),
        })
        .send(file.bytes);
    },
    downloadBase64: async ({ actor, query }) => {
      const row = found(await findFile(db, actor.scope, query.id));
      const file = found(await storage.get(row.key));
      return ok({ name: row.originalName, contentType: file.contentType, base64: file.bytes.toString('base64') });
    },
    // Public like the files: <img> tags send no token. Only links recorded in image_links are fetched.
    imageProxy: [
      async ({ query, req, reply }) => {
        const url = found(await registeredImageUrl(db, query.url));
        try {
          const image = await fetchImage(url, imageProxy);
          return reply
            .headers({ ...imageHeaders, 'content-type': image.contentType, 'cache-control': 'public, max-age=86400' })
            .send(image.bytes);
        } catch (err) {
          if (!(err instanceof ImageFetchRefused)) throw err;
          req.log.warn({ reason: err.reason, detail: err.message }, 'image proxy refused');
          throw new AppError('bad_request', ja.imageFetchFailed);
        }
      },
      { rateLimit: { max: 300, timeWindow: '1 minute' } },
    ],
  });
