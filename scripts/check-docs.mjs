// The documentation's house rules (docs/README.md, "Rules for these pages"), run by npm test:
// - no markdown line over 200 characters, and the README at most 25 KB (the rest belongs in docs/);
// - every relative link between markdown files resolves, to the file and to the heading it names;
// - no file cites the product documents kept outside the repository: the rule a comment relies on
//   is written in docs/, and the comment cites that page, which must exist.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const MAX_LINE = 200;
const MAX_README_BYTES = 25_000;
// Spelled in parts so this file does not cite them itself.
const outside = ['SPEC', 'SALES', 'REPORTS', 'DESIGN', 'STYLE', 'JAPANESE'].map((n) => `${n}.md`);
const citation = new RegExp(`\\b(${outside.map((n) => n.replace('.', '\\.')).join('|')})\\b`);
const sourceDirs = ['apps/', 'packages/', 'e2e/', 'scripts/', 'bench/', 'eslint-rules/', '.ci/', 'docs/'];
const textFile = /\.(m?[jt]sx?|cjs|json|sql|css|html|md|ya?ml|sh)$|^\.ci\/run$/;

/** Tracked files and new ones not ignored (a file being written is checked before it is committed). */
function files() {
  try {
    const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
    return out.split('\0').filter((f) => f && fs.existsSync(path.join(root, f)));
  } catch {
    const walk = (dir) =>
      fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
        const rel = dir ? `${dir}/${e.name}` : e.name;
        if (e.isDirectory()) return ['node_modules', 'dist', 'data', '.git'].includes(e.name) ? [] : walk(rel);
        return [rel];
      });
    return walk('');
  }
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

/** The lines of a markdown file outside fenced code blocks, with their numbers. */
function prose(text) {
  let fenced = false;
  return text.split('\n').flatMap((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [[line, i + 1]];
  });
}

const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const seen = new Map();
    const anchors = new Set();
    for (const [line] of prose(fs.readFileSync(path.join(root, file), 'utf8'))) {
      const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (h) {
        const base = slug(h[1]);
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        anchors.add(n ? `${base}-${n}` : base);
      }
      for (const a of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(a[1]);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

const problems = [];
const all = files();
const known = new Set(all);

for (const file of all.filter((f) => f.endsWith('.md'))) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  text.split('\n').forEach((line, i) => {
    const length = [...line].length;
    if (length > MAX_LINE) problems.push(`${file}:${i + 1}: line of ${length} characters (at most ${MAX_LINE})`);
  });
  for (const [line, n] of prose(text)) {
    const code = line.replace(/`[^`]*`/g, '');
    const links = [...code.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g), ...code.matchAll(/^\s*\[[^\]]+\]:\s+(\S+)/g)];
    for (const [, target] of links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [ref, anchor] = target.split('#');
      const to = ref
        ? path.posix.normalize(ref.startsWith('/') ? ref.slice(1) : path.posix.join(path.posix.dirname(file), ref))
        : file;
      const exists =
        known.has(to) || (fs.existsSync(path.join(root, to)) && fs.statSync(path.join(root, to)).isDirectory());
      if (!exists) problems.push(`${file}:${n}: link to ${target}: no such file`);
      else if (anchor && to.endsWith('.md') && !anchorsOf(to).has(decodeURIComponent(anchor)))
        problems.push(`${file}:${n}: link to ${target}: ${to} has no heading #${anchor}`);
    }
  }
}

const readme = path.join(root, 'README.md');
if (fs.existsSync(readme) && fs.statSync(readme).size > MAX_README_BYTES)
  problems.push(`README.md: ${fs.statSync(readme).size} bytes (at most ${MAX_README_BYTES}): move the detail to docs/`);

const cited = all.filter(
  (f) =>
    textFile.test(f) &&
    f !== 'package-lock.json' &&
    (f.endsWith('.md') || !f.includes('/') || sourceDirs.some((d) => f.startsWith(d))),
);
for (const file of cited) {
  fs.readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const m = citation.exec(line);
      if (m)
        problems.push(
          `${file}:${i + 1}: cites ${m[1]}, a document outside the repository: cite the docs/ page instead`,
        );
      // A comment's `docs/<page>.md` must name a page that exists (markdown links are checked above).
      if (!file.endsWith('.md'))
        for (const [page] of line.matchAll(/\bdocs\/[\w./-]+\.md\b/g))
          if (!known.has(page)) problems.push(`${file}:${i + 1}: cites ${page}, which does not exist`);
    });
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} documentation problem(s).`);
  process.exit(1);
}
console.log(`docs: ${all.filter((f) => f.endsWith('.md')).length} markdown files, links and citations checked`);
