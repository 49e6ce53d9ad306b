import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileErrors, parse, validate } from '@readme/openapi-parser';
import { allEndpoints } from '@cinema/contracts';
import { createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Doc = { paths: Record<string, Record<string, { summary: string; tags: string[] }>>; openapi: string };
const openapi = async () => (await t.app.inject({ url: '/api/openapi.json' })).json<Doc>();
const docPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*$/, '{key}');

describe('API reference', () => {
  it('is a valid OpenAPI 3.1 document (checked by a real validator)', async () => {
    const doc = await openapi();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    await expect(parse(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('documents every registered API route, with a Japanese summary and a tag', async () => {
    const doc = await openapi();
    const apiRoutes = t.app.routeList.filter((r) => r.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThanOrEqual(allEndpoints.length);
    for (const r of apiRoutes) {
      const op = doc.paths[docPath(r.url)]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.url}`).toBeDefined();
      expect(op!.summary).toMatch(/[぀-ヿ一-鿿]/);
      expect(op!.tags).toHaveLength(1);
    }
  });

  it('serves the rendered reference at /api/docs with its own scripts only (no inline script, no CDN)', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(attrs).toMatch(/src="\/api\/docs\//);
      expect(inline).toBe('');
    }
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js'])
      expect((await t.app.inject({ url: `/api/docs/${file}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/docs/package.json' })).statusCode).toBe(404);
  });
});
