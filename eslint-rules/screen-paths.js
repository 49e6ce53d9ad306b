// Screen paths in features come from the route registry (docs/web-conventions.md, "pages"): a link,
// navigate() or a list's createPath/backPath goes through pathTo('/movie/update/:id', { id }), whose
// first argument takes only registered paths. A hand-written '/movie/update/3' would survive a renamed
// or removed screen; this rule refuses it. Allowed: the registry path given to pathTo, screenPath,
// findRoute or matchRoute; object keys and computed keys (maps keyed by screen path); type positions.

const typed = new Set(['pathTo', 'screenPath', 'findRoute', 'matchRoute']);
const looksLikeScreen = (text) => /^\/[A-Za-z]/.test(text) && !text.startsWith('/api/');

function allowed(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'Property' && parent.key === node) return true;
  if (parent.type === 'MemberExpression' && parent.computed && parent.property === node) return true;
  if (parent.type === 'TSLiteralType' || parent.type === 'ImportExpression' || parent.type === 'ImportDeclaration')
    return true;
  if (parent.type === 'CallExpression' && parent.arguments[0] === node) {
    const callee = parent.callee;
    const name =
      callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property.name : '';
    return typed.has(name);
  }
  return false;
}

const message =
  "a screen path comes from the route registry: pathTo('/path/:id', { id }) instead of a hand-written string";

export const screenPaths = {
  meta: { type: 'problem', schema: [], docs: { description: 'screen paths only through pathTo() in features' } },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value === 'string' && looksLikeScreen(node.value) && !allowed(node))
          context.report({ node, message });
      },
      TemplateLiteral(node) {
        const first = node.quasis[0]?.value.cooked ?? '';
        if (looksLikeScreen(first) && !allowed(node)) context.report({ node, message });
      },
    };
  },
};

export default { rules: { 'screen-paths': screenPaths } };
