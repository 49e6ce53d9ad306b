import { z } from 'zod';
import { endpoint, publicAccess } from './endpoint.js';

// The API reference itself: the OpenAPI document and a rendered page (Swagger UI, loaded only there).
export const docEndpoints = {
  openapi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'このAPIのOpenAPI 3.1定義',
    access: publicAccess,
    answer: null,
    produces: 'application/json',
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/docs',
    summary: 'APIリファレンス（ブラウザで読むページ）',
    access: publicAccess,
    answer: null,
    produces: 'text/html',
  }),
  asset: endpoint({
    method: 'GET',
    path: '/api/docs/:file',
    summary: 'APIリファレンスのページが読み込むファイル',
    access: publicAccess,
    params: z.object({
      file: z
        .string()
        .regex(/^[\w.-]+$/)
        .max(100),
    }),
    answer: null,
    produces: 'application/octet-stream',
  }),
};
