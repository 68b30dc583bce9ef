// The one place that maps a route of the route table to the JS files the browser needs before its first paint.
// budget.mjs sums them per budgeted route; route-preloads.mjs writes them for the gateway, which
// names them as <link rel="modulepreload"> in the served page so they download alongside the entry instead of after
// it. The table is read from the source (the rows of src/app/paths.ts, their pages in src/app/routes.ts and the layouts
// of src/app/router.tsx) with the TypeScript parser, so a new row needs no second list here.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The row builders of paths.ts, the layout each gives its rows and where the path sits among their arguments. */
const BUILDERS = {
  home: { layout: 'home', args: ['name', 'path'] },
  authPage: { layout: 'auth', args: ['name', 'path'] },
  opsPage: { layout: 'auth', args: ['name', 'path'] },
  dash: { layout: 'dashboard', args: ['group', 'name', 'path'], prefix: '/auth/' },
};

function parse(file) {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function fail(message) {
  throw new Error(`route-chunks: ${message}`);
}

/** The specifier of the first import('...') under a node. */
function importedModule(node) {
  let found = null;
  const visit = (child) => {
    if (found) return;
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = child.arguments;
      if (arg && ts.isStringLiteral(arg)) found = arg.text;
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** The Apollo Client runtime chunk (src/app/deferred-apollo.tsx): every route waits for it unless marked deferApollo. */
const APOLLO_RUNTIME = 'src/app/apollo-runtime';

const isTrue = (node) => node?.kind === ts.SyntaxKind.TrueKeyword;

const stringsOf = (node) => (ts.isArrayLiteralExpression(node) ? node.elements.map((e) => e.text) : null);

/** Properties of an object literal by name. */
function propsOf(node) {
  const props = {};
  for (const prop of node.properties) if (ts.isPropertyAssignment(prop)) props[prop.name.text] = prop.initializer;
  return props;
}

function rowOf(node) {
  if (ts.isCallExpression(node)) {
    const builder = BUILDERS[node.expression.getText()];
    if (!builder) fail(`unknown row builder ${node.expression.getText()}()`);
    const args = Object.fromEntries(builder.args.map((key, i) => [key, node.arguments[i]?.text]));
    const options = node.arguments.find(ts.isObjectLiteralExpression);
    const props = options ? propsOf(options) : {};
    return {
      name: args.name,
      path: builder.prefix ? builder.prefix + args.path : args.path,
      layout: builder.layout,
      envs: props.envs ? stringsOf(props.envs) : null,
      deferApollo: isTrue(props.deferApollo),
      operator: false,
    };
  }
  if (ts.isObjectLiteralExpression(node)) {
    const props = propsOf(node);
    return {
      name: props.name?.text,
      path: props.path?.text,
      layout: props.layout?.text,
      envs: props.envs ? stringsOf(props.envs) : null,
      deferApollo: isTrue(props.deferApollo),
      operator: isTrue(props.operator),
    };
  }
  return fail(`unexpected row kind ${ts.SyntaxKind[node.kind]}`);
}

/** The array literal ROUTE_TABLE is initialised with (through `as const satisfies ...`). */
function tableLiteral(source) {
  let found = null;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'ROUTE_TABLE') {
      let init = node.initializer;
      while (init && !ts.isArrayLiteralExpression(init)) init = init.expression;
      found = init;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found ?? fail('ROUTE_TABLE not found in src/app/paths.ts');
}

/**
 * The pages of routes.ts (the PAGES list: one per row of the table and in its order, each after a block comment with
 * its route's name): for each, the route its comment names and the module it imports.
 */
function pageModules(source) {
  let pages = null;
  const text = source.getFullText();
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'PAGES') {
      pages = node.initializer.elements.map((load) => {
        const comment = (ts.getLeadingCommentRanges(text, load.getFullStart()) ?? []).at(-1);
        const name = comment && /^\/\*\s*([\w.-]+)\s*\*\/$/.exec(text.slice(comment.pos, comment.end))?.[1];
        return { name, module: importedModule(load) };
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return pages ?? fail('PAGES not found in src/app/routes.ts');
}

/** The layout modules of router.tsx (`LAYOUTS = { home: () => import('...'), ... }`). */
function layoutModules(source) {
  const modules = {};
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'LAYOUTS') {
      for (const [kind, load] of Object.entries(propsOf(node.initializer))) modules[kind] = importedModule(load);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return modules;
}

const fromApp = (specifier) => path.posix.normalize(path.posix.join('src/app', specifier));

/**
 * Every row of the route table: name, path (as the router matches it), envs (null = every environment), whether it
 * paints before Apollo has loaded, and the page and layout modules as source paths relative to the frontend folder
 * (without extension).
 */
export function readRouteTable(root) {
  const layouts = layoutModules(parse(path.join(root, 'src/app/router.tsx')));
  const pages = pageModules(parse(path.join(root, 'src/app/routes.ts')));
  const rows = tableLiteral(parse(path.join(root, 'src/app/paths.ts'))).elements;
  if (rows.length !== pages.length) fail(`${rows.length} routes in paths.ts but ${pages.length} pages in routes.ts`);
  return rows.map((node, index) => {
    const fields = rowOf(node);
    const page = pages[index];
    if (page.name !== fields.name) fail(`page ${index} of routes.ts is marked ${page.name}, the row is ${fields.name}`);
    const row = { ...fields, page: page.module };
    if (!row.name || !row.path || !row.page) fail(`a row lacks its name, path or page: ${node.getText().slice(0, 80)}`);
    const layout = layouts[row.layout] ?? fail(`layout ${row.layout} of ${row.name} not found in src/app/router.tsx`);
    // layout becomes the layout's module; layoutKind keeps the table's word for it (home, dashboard…).
    return { ...row, page: fromApp(row.page), layout: fromApp(layout), layoutKind: row.layout };
  });
}

/** Answers from one build's manifest (dist/.vite/manifest.json). */
export function manifestReader(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry) ?? fail('the manifest has no entry chunk');

  /** A chunk and its static imports, transitively (what Vite preloads with it). */
  const closure = (keys, into = new Set()) => {
    for (const key of keys) {
      if (into.has(key)) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const chunkOf = (source) => {
    for (const ext of ['', '.tsx', '.ts']) if (manifest[source + ext]) return source + ext;
    return fail(`${source} is not a chunk of the build (manifest has no entry for it)`);
  };
  const shell = closure([entry]);
  const jsFiles = (keys) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));

  return {
    /** The entry and its static imports: the files index.html already loads. */
    shellFiles: () => jsFiles(shell),
    /**
     * A route's layout and page chunks with their static imports, and the Apollo runtime unless the route paints
     * without it, minus what the shell already loads.
     */
    routeFiles: (row) => {
      const roots = [chunkOf(row.layout), chunkOf(row.page), ...(row.deferApollo ? [] : [chunkOf(APOLLO_RUNTIME)])];
      return jsFiles([...closure(roots, new Set(shell))].filter((key) => !shell.has(key)));
    },
    /** The Apollo runtime chunk with its static imports, minus what the shell already loads. */
    apolloRuntimeFiles: () =>
      jsFiles([...closure([chunkOf(APOLLO_RUNTIME)], new Set(shell))].filter((key) => !shell.has(key))),
  };
}
