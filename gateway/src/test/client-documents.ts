import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';

/**
 * The client's typed documents, read from the modules codegen emits for the frontend. Those modules import Apollo's
 * React hooks and are ES modules the gateway's CommonJS build cannot load, so the tests read the document literals
 * instead: the very ASTs the browser sends. Their types come from the type-only generated.ts (client-operations.ts).
 */
export const CLIENT_DOCUMENTS_DIR = path.resolve(__dirname, '../../../frontend/src/graphql/documents');

/** One `export const XDocument = {...} as unknown as DocumentNode<Types.Data, Types.Variables>;` line. */
const DOCUMENT_LINE =
  /^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode<Types\.(\w+), Types\.(\w+)>;$/gm;

export interface ClientDocument {
  ast: DocumentNode;
  /** The operation types the generated module declares for it. */
  dataType: string;
  variablesType: string;
}

let documents: Map<string, ClientDocument> | undefined;

export function clientDocuments(): Map<string, ClientDocument> {
  if (documents) return documents;
  const found = new Map<string, ClientDocument>();
  for (const file of readdirSync(CLIENT_DOCUMENTS_DIR).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(path.join(CLIENT_DOCUMENTS_DIR, file), 'utf8');
    for (const [, name, json, dataType, variablesType] of text.matchAll(DOCUMENT_LINE)) {
      found.set(name, { ast: JSON.parse(json) as DocumentNode, dataType, variablesType });
    }
  }
  documents = found;
  return found;
}

/** A client document by its exported name; the types are the caller's, checked by client-documents.test.ts. */
export function clientDocument<TData, TVariables>(name: string): TypedDocumentNode<TData, TVariables> {
  const document = clientDocuments().get(name);
  if (!document) throw new Error(`the client has no ${name} (see ${CLIENT_DOCUMENTS_DIR})`);
  return document.ast as TypedDocumentNode<TData, TVariables>;
}
