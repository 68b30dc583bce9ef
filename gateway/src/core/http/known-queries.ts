import type { ApolloServerOptionsWithGateway, ApolloServerPlugin, BaseContext } from '@apollo/server';
import { execute, getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';

/**
 * What is remembered. The client's 76 queries come from 35 KB of `.graphql` documents, fragments included; a text
 * can be long without many tokens (comments, whitespace), so memory is bounded by length: no text over 16 KB, 1 MB
 * in all (with at most QUERY_LIMITS.tokens tokens a document, a few tens of MB with the parsed documents), the least
 * recently asked forgotten first. And 100 `Accept` headers.
 */
const KNOWN_QUERY_MAX_LENGTH = 16 * 1024;
const KNOWN_QUERIES_MAX_LENGTH = 1024 * 1024;
const KNOWN_ACCEPTS_MAX = 100;

/** The results a fast-path run computed, keyed by operation, for Apollo to format instead of executing again. */
const RESULTS_TO_REPLAY = Symbol('paydesk.resultsToReplay');
type ReplayQueues = Map<string, ExecutionResult[]>;

/** One operation of a request body, as Apollo reads it from a POST (`runHttpQuery`). */
export interface KnownOperation {
  query: string;
  document: DocumentNode;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
}

type ApolloGateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const replayKey = (query: string, operationName: string | undefined, variables: unknown) =>
  `${operationName ?? ''}\u0000${JSON.stringify(variables ?? null)}\u0000${query}`;

/**
 * Queries that Apollo Server has already accepted, answered without its per-request pipeline.
 *
 * Why: before graphql-js runs, Apollo's pipeline awaits every plugin at each stage, hashes the query (SHA-256),
 * negotiates the content type twice and copies the request into its own shapes: 80–100 µs a request, which made a
 * signed-in `viewer` query cost 1.2–1.5 times its REST twin.
 *
 * What is learned, never written twice: the documents are the ones Apollo itself parsed and validated (with its own
 * rules, ours and, in production, its introspection ban), taken from its `didResolveOperation` hook; the content type
 * is the one Apollo chose for the same `Accept` header. A request whose every operation is such a query is executed
 * here with graphql-js on the same schema and a context made as Apollo makes it. When no operation has an error, the
 * answer is written as Apollo writes it. Everything else is Apollo's: mutations, unknown texts, persisted-query
 * hashes, other content types, a first `Accept` header, and any result with errors. A result with errors is not run
 * again: Apollo gets it back through its executor hook (the `gateway` option, which Apollo Gateway uses to run query
 * plans) and formats it, sets the status and calls the plugins exactly as for a result of its own.
 */
export class KnownQueries {
  private readonly documents = new RecentDocuments();
  private readonly contentTypes = new Map<string, string>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** Apollo plugin: remembers the text of every query Apollo parsed and validated. */
  readonly learnQueries: ApolloServerPlugin = {
    requestDidStart: async () => ({
      didResolveOperation: async ({ source, document, operation }) => {
        if (operation?.operation === 'query') this.documents.add(source, document);
      },
    }),
  };

  /** Apollo's executor: the result the fast path already computed for this operation, or a run of graphql-js. */
  readonly gateway: ApolloGateway = {
    load: async () => ({
      executor: async ({ source, request, document, context }) => {
        const queue = (context as { [RESULTS_TO_REPLAY]?: ReplayQueues })[RESULTS_TO_REPLAY]?.get(
          replayKey(source, request.operationName, request.variables),
        );
        const computed = queue?.shift();
        if (computed) return computed;
        return await execute({
          schema: this.schema,
          document,
          contextValue: context,
          variableValues: request.variables,
          operationName: request.operationName,
        });
      },
    }),
    onSchemaLoadOrUpdate: (callback) => {
      callback({ apiSchema: this.schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    stop: async () => undefined,
  };

  /** Notes the content type Apollo answered a request with, for later requests with the same `Accept` header. */
  learnContentType(accept: string | undefined, contentType: string | number | string[] | undefined): void {
    if (typeof contentType === 'string' && !this.contentTypes.has(accept ?? ''))
      remember(this.contentTypes, accept ?? '', contentType, KNOWN_ACCEPTS_MAX);
  }

  /** The content type for this `Accept` header, once Apollo has answered one request carrying it. */
  contentTypeFor(accept: string | undefined): string | undefined {
    return this.contentTypes.get(accept ?? '');
  }

  /**
   * The operations of a POST body (one object or a batch) when every one is a known query, read as Apollo reads
   * them; otherwise null, and Apollo answers the request.
   */
  operationsOf(body: unknown): KnownOperation[] | null {
    const pieces = Array.isArray(body) ? body : [body];
    if (pieces.length === 0) return null;
    const operations: KnownOperation[] = [];
    for (const piece of pieces) {
      if (!isRecord(piece) || typeof piece.query !== 'string') return null;
      const { query, operationName, variables, extensions } = piece;
      // Apollo refuses these shapes with its own messages; a persisted-query hash is Apollo's to check.
      if (operationName != null && typeof operationName !== 'string') return null;
      if (variables != null && !isRecord(variables)) return null;
      if (extensions != null && (!isRecord(extensions) || 'persistedQuery' in extensions)) return null;
      const document = this.documents.get(query);
      if (!document || getOperationAST(document, operationName ?? null)?.operation !== 'query') return null;
      operations.push({
        query,
        document,
        operationName: operationName ?? undefined,
        variables: variables ?? undefined,
      });
    }
    return operations;
  }

  /**
   * Runs the operations, each on its own copy of the context (as Apollo copies it). Resolves to the answer's body
   * when none has an error; otherwise to null, with the results left on the context for Apollo's executor.
   */
  async run<TContext extends object>(
    operations: KnownOperation[],
    context: TContext,
    batched: boolean,
  ): Promise<string | null> {
    const results = await Promise.all(
      operations.map(async ({ document, operationName, variables }) =>
        execute({
          schema: this.schema,
          document,
          contextValue: copyOf(context),
          variableValues: variables,
          operationName,
        }),
      ),
    );
    if (results.every((result) => result.errors === undefined)) {
      // Apollo's own form: the fields in this order, a newline after each result, a batch as an array.
      const bodies = results.map(
        (result) => `${JSON.stringify({ data: result.data, extensions: result.extensions })}\n`,
      );
      return batched ? `[${bodies.join(',')}]` : bodies[0];
    }
    const queues: ReplayQueues = new Map();
    operations.forEach(({ query, operationName, variables }, index) => {
      const key = replayKey(query, operationName, variables);
      const queue = queues.get(key);
      if (queue) queue.push(results[index]);
      else queues.set(key, [results[index]]);
    });
    Object.defineProperty(context, RESULTS_TO_REPLAY, { value: queues, enumerable: true });
    return null;
  }
}

/** Apollo's copy of a context for each operation: the same prototype, the own fields copied. */
function copyOf<T extends object>(context: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(context) as object) as T, context);
}

/** Adds an entry to a bounded map, forgetting the oldest when it is full. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

/** Query texts and their documents within the length budget; the least recently asked is forgotten first. */
export class RecentDocuments {
  private readonly documents = new Map<string, DocumentNode>();
  private length = 0;

  constructor(
    private readonly maxLength = KNOWN_QUERY_MAX_LENGTH,
    private readonly budget = KNOWN_QUERIES_MAX_LENGTH,
  ) {}

  get(text: string): DocumentNode | undefined {
    const document = this.documents.get(text);
    if (document) {
      // Map keeps insertion order: moved to the end, it is the last to be forgotten.
      this.documents.delete(text);
      this.documents.set(text, document);
    }
    return document;
  }

  add(text: string, document: DocumentNode): void {
    if (text.length > this.maxLength || this.documents.has(text)) return;
    for (const oldest of this.documents.keys()) {
      if (this.length + text.length <= this.budget) break;
      this.documents.delete(oldest);
      this.length -= oldest.length;
    }
    this.documents.set(text, document);
    this.length += text.length;
  }

  get size(): number {
    return this.documents.size;
  }
}
