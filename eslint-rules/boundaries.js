// Import boundaries as a rule that resolves each import to the file it names (no regex on the
// specifier, so `../../features/x` and `../x` are judged alike). docs/architecture.md, "layers":
// - web: app -> features -> entities -> ui | lib | api; a feature never imports another feature;
//   entities never import features or the shell; ui, lib and api import none of the three above.
// - api: modules use platform/, db/, config/ and contracts, and another module only through its
//   public entry (modules/<name>/index.ts); platform/, db/ and config/ never import a module or the
//   composition files at src/ (app.ts, handlers.ts, jobs.ts, server.ts). Tests and fixtures may reach
//   into other modules' fixtures; a fixture (*.fixtures.ts) imports no other module's code at all.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web/src') + path.sep;
const api = path.join(root, 'apps/api/src') + path.sep;

/** The layer and (for features, entities, modules) the name of a file under a src folder. */
function place(file) {
  for (const [app, base] of [
    ['web', web],
    ['api', api],
  ]) {
    if (!file.startsWith(base)) continue;
    const parts = file.slice(base.length).split(path.sep);
    if (parts.length === 1) return { app, layer: 'root', name: null, rest: parts };
    return { app, layer: parts[0], name: parts.length > 2 ? parts[1] : null, rest: parts.slice(2) };
  }
  return null;
}

const isFixture = (file) => /\.fixtures\.tsx?$/.test(file);
const isTestSupport = (file) => /\.(test|fixtures)\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

function problem(from, to, file) {
  if (!from || !to || from.app !== to.app) return null;
  if (from.app === 'web') {
    if (['ui', 'lib', 'api'].includes(from.layer) && ['entities', 'features', 'app'].includes(to.layer))
      return `${from.layer}/ is shared code: it must not import ${to.layer}/`;
    if (from.layer === 'entities' && ['features', 'app'].includes(to.layer))
      return `entities serve features: they must not import ${to.layer}/`;
    if (from.layer === 'features' && to.layer === 'app') return 'features must not import the shell (app/)';
    if (from.layer === 'features' && to.layer === 'features' && from.name !== to.name)
      return `features do not import each other (${from.name} → ${to.name}); move what both need to entities/`;
    return null;
  }
  if (
    ['platform', 'db', 'config'].includes(from.layer) &&
    (to.layer === 'modules' || to.layer === 'root') &&
    !isTestSupport(file)
  )
    return `${from.layer}/ must not import ${to.layer === 'root' ? 'the composition files' : 'a feature module'}`;
  if (from.layer === 'modules' && to.layer === 'root' && !isTestSupport(file))
    return 'a module must not import the composition files (app.ts, handlers.ts, jobs.ts, server.ts)';
  if (from.layer === 'modules' && to.layer === 'modules' && from.name !== to.name) {
    const entry = to.rest.length === 1 && /^index\.tsx?$/.test(to.rest[0]);
    const toSupport = isTestSupport(path.join(...to.rest));
    // A fixture is an upward arrow: it may use other modules' fixtures, never their code.
    if (isFixture(file) && !toSupport)
      return `a fixture imports no other module's code (${to.name}): use its fixtures, or write the rows itself`;
    if (!entry && !(isTestSupport(file) && toSupport))
      return `another module only through its public entry: import '../${to.name}/index.js'`;
  }
  return null;
}

export const boundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'import boundaries between layers and features' } },
  create(context) {
    const file = context.filename;
    const from = place(file);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts');
      const why = problem(from, place(target), file);
      if (why) context.report({ node: node.source, message: why });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries } };
