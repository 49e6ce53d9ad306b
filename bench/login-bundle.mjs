// Gzipped JavaScript the browser downloads for the first load of /login: the entry chunk,
// everything it imports statically, and the login screen's own chunk with its static imports.
// Reads the Vite manifest of apps/web/dist (run `npm run build` first).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const seen = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit('index.html');
const login = Object.keys(manifest).find((k) => k.endsWith('features/auth/login-page.tsx'));
visit(login);
let total = 0;
for (const file of seen) total += gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (total / 1024).toFixed(1);
console.log(JSON.stringify({ files: seen.size, gzipKB: Number(kb), limitKB: 300, ok: total <= 300 * 1024 }));
