// ESLint rule: a file in gateway/src/modules/<a>/ imports another module only through its index (`../<b>`), never a
// file inside it; the index is the module's public surface. Tests may reach further and are not linted by it.
import path from 'node:path';

const MODULES = `${path.sep}gateway${path.sep}src${path.sep}modules${path.sep}`;

/** The module folder a path lies in and the rest of the path inside it, or null outside the modules. */
function place(file) {
  const at = file.lastIndexOf(MODULES);
  if (at < 0) return null;
  const [name, ...rest] = file.slice(at + MODULES.length).split(path.sep);
  return rest.length === 0 ? null : { name, inner: rest.join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleIndexOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Another module is imported only through its index.' },
    messages: { deep: 'Import "{{target}}" through its index "{{index}}"; add what is missing to its index.ts.' },
    schema: [],
  },
  create(context) {
    const own = place(context.filename);
    if (!own) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = place(path.resolve(path.dirname(context.filename), spec));
      if (!target || target.name === own.name || target.inner === 'index' || target.inner === 'index.ts') return;
      context.report({ node: node.source, messageId: 'deep', data: { target: spec, index: `../${target.name}` } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
