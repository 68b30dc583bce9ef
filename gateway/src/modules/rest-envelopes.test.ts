import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The legacy REST envelope (`{ success, message, data }`, SPEC §7) is built in each module's `*.rest.ts` adapter:
 * services return domain results (GraphQL payloads carry `success` with `errors`, never `data`). This walks every
 * other module source (tests aside) and fails on an object literal that is a REST envelope: one with `success` and
 * `data`, or one with `success` sent by `res.json(...)`.
 */

const MODULES = __dirname;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    const { name } = entry;
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.rest.ts') ? [full] : [];
  });
}

const propertyNames = (node: ts.ObjectLiteralExpression) =>
  node.properties.flatMap((p) =>
    (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && ts.isIdentifier(p.name) ? [p.name.text] : [],
  );

const isJsonCall = (node: ts.Node | undefined) =>
  node !== undefined &&
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'json';

function envelopes(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = propertyNames(node);
      if (names.includes('success') && (names.includes('data') || isJsonCall(node.parent))) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`${path.relative(MODULES, file)}:${line}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('legacy REST envelopes', () => {
  it('are built only in the *.rest.ts adapters', () => {
    expect(sources(MODULES).flatMap(envelopes)).toEqual([]);
  });

  it('are recognised by the walk (a rest adapter has some)', () => {
    expect(envelopes(path.join(MODULES, 'members/member.rest.ts'))).not.toEqual([]);
  });
});
