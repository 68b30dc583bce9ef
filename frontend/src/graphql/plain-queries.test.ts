import { addTypenameToDocument } from '@apollo/client/utilities';
import fs from 'node:fs';
import path from 'node:path';
import { parse, print, type DocumentNode } from 'graphql';
import type { PlainQuery } from '../lib/plain-graphql';

/** Every generated plain query (graphql/plain/). */
function plainQueries(): PlainQuery<unknown, unknown>[] {
  const folder = path.join(__dirname, 'plain');
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((file) =>
      Object.values(jest.requireActual<Record<string, PlainQuery<unknown, unknown>>>(path.join(folder, file))),
    );
}

/** Every generated query document, by operation name. */
function queryDocuments(): Map<string, DocumentNode> {
  const folder = path.join(__dirname, 'documents');
  const found = new Map<string, DocumentNode>();
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const module = jest.requireActual<Record<string, unknown>>(path.join(folder, file));
    for (const [name, value] of Object.entries(module)) {
      const doc = value as DocumentNode;
      if (!name.endsWith('Document')) continue;
      const operation = doc.definitions.find((d) => d.kind === 'OperationDefinition');
      if (operation?.kind === 'OperationDefinition' && operation.operation === 'query')
        found.set(operation.name!.value, doc);
    }
  }
  return found;
}

describe('the plain queries (graphql/plain/)', () => {
  const documents = queryDocuments();
  const queries = plainQueries();

  it('exist for every query, one each', () => {
    expect(queries.map((q) => q.operationName).sort()).toEqual([...documents.keys()].sort());
  });

  it.each(queries.map((q) => [q.operationName, q] as const))(
    '%s is the text Apollo sends for its document (__typename added)',
    (name, query) => {
      expect(print(parse(query.query))).toBe(print(addTypenameToDocument(documents.get(name)!)));
    },
  );
});
