import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  downloadFileBase64Query,
  envelope,
  fileBase64,
  imageProxyPath,
  imageProxyQuery,
  ja,
  uploadedFile,
  uploadQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { publicAccess, sessionAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { AppError, notFound } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { scopeBrandId } from '../../platform/scope.js';
import { isSafeKey, MemoryFileStorage, type FileStorage } from '../../platform/storage/index.js';
import { findFile } from './files.repository.js';
import { storeFile } from './files.service.js';
import { fetchImage, ImageFetchRefused, type ImageFetchOptions } from './image-fetch.js';
import { registeredImageUrl } from './image-links.js';
import { readUpload } from './upload-reader.js';

export interface FilesOptions {
  db: Db;
  storage?: FileStorage;
  imageProxy?: ImageFetchOptions;
}

// Shown by the cinema website too (another origin), so not same-origin only; the key never
// changes its bytes, so browsers may keep it for a year.
const imageHeaders = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
  'content-disposition': 'inline',
};

export const filesRoutes: FastifyPluginAsyncZod<FilesOptions> = async (app, { db, storage = new MemoryFileStorage(), imageProxy }) => {
  // Limits are set per call in readUpload; here only parsing is switched on, for these routes.
  await app.register(multipart);

  app.post(
    '/api/system/uploadFile',
    { config: { access: sessionAccess }, schema: { querystring: uploadQuery, response: { 200: envelope(uploadedFile) } } },
    async (req) => {
      const p = principalOf(req);
      const upload = await readUpload(req, req.query.purpose);
      return ok(await storeFile(db, storage, { ...upload, brandId: scopeBrandId(p.scope), createdBy: p.account.id }, req));
    },
  );

  app.get(
    '/api/system/file/*',
    { config: { access: publicAccess }, schema: { params: z.object({ '*': z.string() }) } },
    async (req, reply) => {
      const key = req.params['*'];
      const found = isSafeKey(key) ? await storage.get(key) : null;
      if (!found) throw notFound();
      return reply
        .headers({ ...imageHeaders, 'content-type': found.contentType, 'cache-control': 'public, max-age=31536000, immutable' })
        .send(found.bytes);
    },
  );

  app.get(
    '/api/system/downloadFileBase64',
    { config: { access: sessionAccess }, schema: { querystring: downloadFileBase64Query, response: { 200: envelope(fileBase64) } } },
    async (req) => {
      const row = await findFile(db, principalOf(req).scope, req.query.id);
      const found = row ? await storage.get(row.key) : null;
      if (!row || !found) throw notFound();
      return ok({ name: row.originalName, contentType: found.contentType, base64: found.bytes.toString('base64') });
    },
  );

  // Public like the files: <img> tags send no token. Only links recorded in image_links are fetched.
  app.get(
    imageProxyPath,
    { config: { access: publicAccess, rateLimit: { max: 300, timeWindow: '1 minute' } }, schema: { querystring: imageProxyQuery } },
    async (req, reply) => {
      const url = await registeredImageUrl(db, req.query.url);
      if (!url) throw notFound();
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
  );
};
