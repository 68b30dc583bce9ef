// Folder-level cycle check for gateway/src/modules: dependency-cruiser resolves every static import (type-only
// ones too, since a type import still ties two modules together), the files collapse into their module folder, and
// any strongly connected group of two or more modules fails `npm run lint`. File-level cycles are eslint's
// import-x/no-cycle; this catches the knots that run through several files of different modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MODULES_DIR = 'gateway/src/modules/';

/**
 * "from -> to" module edges left out of the graph, each with its reason. Empty: no cycle is tolerated. An entry
 * whose edge no longer exists fails the check, so a stale one cannot linger.
 */
const ALLOWED_EDGES = new Set([]);

const moduleOf = (file) => (file.startsWith(MODULES_DIR) ? file.slice(MODULES_DIR.length).split('/')[0] : null);

async function moduleGraph() {
  const result = await cruise([`${MODULES_DIR}`], {
    baseDir: ROOT,
    includeOnly: `^${MODULES_DIR}[^/]+/`,
    exclude: { path: '(\\.test\\.ts$|\\.fixtures\\.ts$|/test/)' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  });
  const edges = new Map();
  for (const file of result.output.modules) {
    const from = moduleOf(file.source);
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (!from || !to || from === to) continue;
      const key = `${from} -> ${to}`;
      if (!edges.has(key)) edges.set(key, []);
      edges.get(key).push(`${file.source} -> ${dependency.resolved}`);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components; a component of two or more modules is a cycle. */
function cycles(nodes, next) {
  let index = 0;
  const stack = [];
  const seen = new Map();
  const components = [];
  const visit = (node) => {
    const entry = { index, low: index, onStack: true };
    index += 1;
    seen.set(node, entry);
    stack.push(node);
    for (const target of next.get(node) ?? []) {
      const known = seen.get(target);
      if (!known) {
        visit(target);
        entry.low = Math.min(entry.low, seen.get(target).low);
      } else if (known.onStack) entry.low = Math.min(entry.low, known.index);
    }
    if (entry.low === entry.index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        seen.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of nodes) if (!seen.has(node)) visit(node);
  return components;
}

const edges = await moduleGraph();
const next = new Map();
for (const key of edges.keys()) {
  if (ALLOWED_EDGES.has(key)) continue;
  const [from, to] = key.split(' -> ');
  if (!next.has(from)) next.set(from, []);
  next.get(from).push(to);
}
const stale = [...ALLOWED_EDGES].filter((key) => !edges.has(key));
const found = cycles([...next.keys()].sort(), next);
for (const key of stale) console.error(`check-module-cycles: allow-listed edge "${key}" no longer exists; remove it.`);
for (const component of found) {
  console.error(`check-module-cycles: modules in a cycle: ${component.join(', ')}`);
  for (const [key, files] of edges) {
    const [from, to] = key.split(' -> ');
    if (!ALLOWED_EDGES.has(key) && component.includes(from) && component.includes(to))
      console.error(`  ${key}\n    ${files.join('\n    ')}`);
  }
}
if (stale.length > 0 || found.length > 0) process.exit(1);
const modules = new Set([...edges.keys()].flatMap((key) => key.split(' -> ')));
console.log(`check-module-cycles: ${modules.size} modules, no cycles.`);
