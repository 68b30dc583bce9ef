import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * DESIGN: a form that saves goes through components/ServerForm (refusals on the fields, captcha, confirm step), so no
 * feature builds its own Formik frame. Only forms that save nothing may hold a Formik of their own: filters, and the
 * developer page's console, which runs read-only queries.
 */
const FEATURES = join(__dirname, '..', 'features');
const OWN_FRAME = new Set(['Formik', 'useFormik', 'withFormik']);
const FILTERS: readonly string[] = ['shop/components/OrderFilters.tsx', 'developers/components/TryItConsole.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The Formik frames a file imports from 'formik' (type-only imports aside). */
function ownFrames(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  return file.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const clause = statement.importClause;
    if (statement.moduleSpecifier.text !== 'formik' || !clause || clause.isTypeOnly) return [];
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) return ['* as formik'];
    const named = bindings && ts.isNamedImports(bindings) ? bindings.elements : [];
    return named
      .filter((element) => !element.isTypeOnly && OWN_FRAME.has((element.propertyName ?? element.name).text))
      .map((element) => (element.propertyName ?? element.name).text);
  });
}

it('keeps every feature form that saves on ServerForm: only filters build their own Formik', () => {
  const found = sourceFiles(FEATURES).flatMap((path) => {
    const name = relative(FEATURES, path).split(sep).join('/');
    if (FILTERS.includes(name)) return [];
    return ownFrames(path).map((frame) => `${name}: ${frame}`);
  });
  expect(found).toEqual([]);
});

it('lists only filters that still build their own Formik', () => {
  expect(FILTERS.filter((name) => ownFrames(join(FEATURES, name)).length === 0)).toEqual([]);
});
