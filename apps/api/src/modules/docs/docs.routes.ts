import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { docEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { notFound } from '../../platform/errors.js';
import { openApiDocument } from '../../platform/openapi.js';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
// Only what the page loads is served from the package, never its other files.
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
};

// The CSP allows scripts from this origin only, so the page starts Swagger UI from a file, not inline.
const initScript = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api', deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });
});`;

const page = `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>APIリファレンス | 劇場管理コンソール</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="api"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

export const docHandlers = (_: ModuleOptions) => {
  let document: string | null = null;
  return handleAll(docEndpoints, {
    openapi: ({ reply }) => {
      document ??= JSON.stringify(openApiDocument());
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
    },
    page: ({ reply }) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
    asset: async ({ params, reply }) => {
      if (params.file === 'init.js') return reply.type('text/javascript; charset=utf-8').send(initScript);
      const type = Object.hasOwn(assets, params.file) ? assets[params.file] : undefined;
      if (!type) throw notFound();
      const bytes = await fs.readFile(path.join(swaggerDir, params.file));
      return reply.type(type).header('cache-control', 'public, max-age=86400').send(bytes);
    },
  });
};
