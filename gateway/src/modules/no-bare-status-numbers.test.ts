import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/**
 * Status and type codes in SQL come from the shared code lists (`MerchantStatus.ACTIVE`, bound as a parameter or
 * interpolated from the list), never as bare numbers: `status = 1` says nothing and drifts when a list changes.
 * This walks the string and template literals of every module source (tests aside) and fails on a status-like
 * column compared with or set to a number. Insert value lists are positional and out of its reach.
 */

const MODULES = __dirname;

/** A status-like column (status, pay_status, state, mem_type, …; optionally table-qualified) against a number. */
const BARE_STATUS =
  /\b(?:\w+\.)?("?)(\w*status|\w*state|\w*_type)\1\s*(?:=|<>|!=|<=|>=|<|>|\bnot\s+in\b|\bin\b)\s*\(?\s*-?\d/gi;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each string or template literal's text (interpolations blanked) with the line it starts on. */
function literals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      found.push({ text: node.text, line: lineOf(node) });
    else if (ts.isTemplateExpression(node)) {
      // Interpolations become a placeholder, so `status = ${Status.X}` is not a bare number.
      const text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('${}');
      found.push({ text, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function bareStatusNumbers(files: readonly string[], root: string): string[] {
  const problems: string[] = [];
  for (const file of files)
    for (const { text, line } of literals(file))
      for (const match of text.matchAll(BARE_STATUS)) {
        const at = line + (text.slice(0, match.index).match(/\n/g)?.length ?? 0);
        problems.push(`${path.relative(root, file)}:${at}: ${match[0].trim()}`);
      }
  return problems;
}

describe('SQL in the modules', () => {
  it('compares and sets statuses through the shared lists, never as bare numbers', () => {
    expect(bareStatusNumbers(sources(MODULES), MODULES)).toEqual([]);
  });

  it('finds the shapes it is meant to find', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-status-'));
    const file = path.join(dir, 'sample.ts');
    fs.writeFileSync(
      file,
      [
        "const a = 'select 1 from t where status = 0';",
        'const b = `update t set status = 3 where id = ?`;',
        'const c = `select * from t where s.state in (1, 2) and pay_status=1`;',
        "const d = 'select * from member where mem_type = 2';",
        'const ok = `select * from t where status = ? and state = ${State.OPEN} and status in (${OPEN.join()})`;',
        'const code = 1; let status = 0; status = 2;',
      ].join('\n'),
    );
    expect(bareStatusNumbers([file], dir).map((p) => p.split(': ')[1])).toEqual([
      'status = 0',
      'status = 3',
      's.state in (1',
      'pay_status=1',
      'mem_type = 2',
    ]);
    fs.rmSync(dir, { recursive: true });
  });
});
