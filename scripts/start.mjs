// npm start: build the web app and the API when their sources changed, then run the compiled server
// (PGlite under ./data unless DATABASE_URL is set; demo data on first start unless SEED_DEMO=false).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureApiBuild, ensureWebBuild } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureWebBuild();
await ensureApiBuild();
const r = spawnSync(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(r.status ?? 0);
