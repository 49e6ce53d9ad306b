// npm start: build the web app when its sources are newer than the build, then run the server
// (PGlite under ./data unless DATABASE_URL is set; demo data on first start unless SEED_DEMO=false).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');

const newest = (dir) => {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
};
const sources = Math.max(newest(path.join(root, 'apps/web/src')), newest(path.join(root, 'packages/contracts/src')));
if (!fs.existsSync(dist) || fs.statSync(dist).mtimeMs < sources) {
  console.log('Web画面をビルドしています (building the web app)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@cinema/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 0);
