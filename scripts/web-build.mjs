// Builds apps/web when dist is missing or older than its sources, so flows and the bundle
// bench never measure a stale build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const newest = (dir) =>
  Math.max(0, ...fs.readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).mtimeMs)));

export function ensureWebBuild() {
  const index = path.join(root, 'apps/web/dist/index.html');
  const sources = Math.max(newest(path.join(root, 'apps/web/src')), newest(path.join(root, 'packages/contracts/src')));
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= sources) return;
  console.log('building the web app (apps/web/dist is missing or older than its sources)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@cinema/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
