// Builds what `npm start` runs, each only when its output is missing or older than its sources:
// the web app (Vite) and the API (one ES module bundle per entry, contracts inlined, packages
// left to node_modules), so the server runs compiled JavaScript, not TypeScript at run time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);

const newest = (dir) =>
  Math.max(
    0,
    ...fs
      .readdirSync(dir, { withFileTypes: true })
      .map((e) => (e.isDirectory() ? newest(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).mtimeMs)),
  );
const stale = (output, sources) =>
  !fs.existsSync(output) || fs.statSync(output).mtimeMs < Math.max(...sources.map(newest));

export function ensureWebBuild() {
  if (!stale(at('apps/web/dist/index.html'), [at('apps/web/src'), at('packages/contracts/src')])) return;
  console.log('Web画面をビルドしています (building the web app)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@cinema/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

export async function ensureApiBuild() {
  const out = at('apps/api/dist');
  if (!stale(path.join(out, 'server.js'), [at('apps/api/src'), at('packages/contracts/src')])) return;
  console.log('APIをビルドしています (building the API)…');
  const { build } = await import('esbuild');
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: [at('apps/api/src/server.ts'), at('apps/api/src/worker.ts')],
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // The workspace's contracts are TypeScript: bundled in. Every other package loads from node_modules.
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@cinema/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    // Bundled CommonJS-style code that calls require() needs one in an ES module.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  fs.cpSync(at('apps/api/src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
}

// node scripts/build.mjs [web|api]: both unless one is named.
if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  if (only !== 'api') ensureWebBuild();
  if (only !== 'web') await ensureApiBuild();
}
