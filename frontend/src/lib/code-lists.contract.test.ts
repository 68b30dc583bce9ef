import fs from 'node:fs';
import path from 'node:path';
import type { CodeEntry } from '@paydesk/shared/code-list';
import { CODE_LISTS } from '@paydesk/shared/code-lists';
import { codeOptions } from './code-options';

/**
 * The client's side of one vocabulary: the generated enum types are the shared lists' keys, and every option a
 * select offers is a key with the list's own label (the gateway's side: gateway/src/schema/code-enums.test.ts).
 */
const generated = fs.readFileSync(path.join(__dirname, '../graphql/generated.ts'), 'utf8');

function generatedUnion(name: string): string[] {
  const match = new RegExp(`export type ${name} =([^;]+);`).exec(generated);
  if (!match) throw new Error(`generated.ts has no type ${name}`);
  return [...match[1]!.matchAll(/'([A-Z0-9_]+)'/g)].map((m) => m[1]!);
}

describe('code lists on the client', () => {
  it.each(CODE_LISTS.map((l) => [l.name, l] as const))('%s: generated keys equal the shared list', (name, list) => {
    expect(generatedUnion(name).sort()).toEqual(list.entries.map((e) => e.key).sort());
  });

  it.each(CODE_LISTS.map((l) => [l.name, l] as const))('%s: options carry keys and the one label', (_n, list) => {
    expect(codeOptions(list as { entries: readonly CodeEntry[] })).toEqual(
      list.entries.map((e) => ({ value: e.key, label: e.label })),
    );
  });

  it('keeps only and orders by the keys asked for', () => {
    const payTypes = CODE_LISTS.find((l) => l.name === 'PayType')! as { entries: readonly CodeEntry[] };
    expect(codeOptions(payTypes, ['JKOPAY', 'CREDIT', 'NOPE']).map((o) => o.value)).toEqual(['JKOPAY', 'CREDIT']);
  });
});
