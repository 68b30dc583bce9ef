import { useCallback, useEffect, useState } from 'react';
import { handleGraphQLErrors } from './http-errors';
import { postOperations, type PlainAnswer, type PlainOperation, type PlainQuery } from './plain-graphql';

/**
 * Generated queries (graphql/plain-queries.ts) read without Apollo Client, for a screen that paints before Apollo has
 * loaded and has no need of it for its first view (the back office's home, ADR 0066). The queries one render asks
 * go out in one batched `POST /graphql`; each screen asks again on every visit, and a repeated visit shows the last
 * answer meanwhile (kept per scope, the viewer, so one account never sees another's).
 */
interface Waiting {
  operation: PlainOperation;
  resolve: (answer: PlainAnswer<unknown>) => void;
  reject: (error: unknown) => void;
}

let waiting: Waiting[] = [];

async function flush(): Promise<void> {
  const batch = waiting;
  waiting = [];
  try {
    const answers = await postOperations<PlainAnswer<unknown>[]>(
      batch.map((item) => item.operation),
      (...args) => fetch(...args),
    );
    batch.forEach((item, at) => item.resolve(answers[at] ?? {}));
  } catch (error) {
    batch.forEach((item) => item.reject(error));
  }
}

/** Sends one query in the batch of this moment; resolves with its data, rejects on no data (an error instead). */
export function sendPlainQuery<Data, Variables>(
  query: PlainQuery<Data, Variables>,
  variables?: Variables,
): Promise<Data> {
  const operation: PlainOperation = {
    operationName: query.operationName,
    query: query.query,
    ...(variables ? { variables: variables as Record<string, unknown> } : {}),
  };
  return new Promise<PlainAnswer<unknown>>((resolve, reject) => {
    waiting.push({ operation, resolve, reject });
    if (waiting.length === 1) queueMicrotask(() => void flush());
  }).then((answer) => {
    // A session that ended meanwhile goes to the login page, a refusal shows the permission message, as with Apollo.
    if (answer.errors?.length) handleGraphQLErrors(answer.errors as { extensions?: Record<string, unknown> }[]);
    if (answer.data == null || answer.errors?.length) throw new Error(`${query.operationName}: no data`);
    return answer.data as Data;
  });
}

const lastAnswers = new Map<string, unknown>();

export interface PlainQueryResult<Data> {
  /** The answer of this visit, or the last one of an earlier visit while this one loads. */
  data: Data | undefined;
  loading: boolean;
  error: boolean;
  refetch: () => void;
}

export function usePlainQuery<Data, Variables>(
  query: PlainQuery<Data, Variables>,
  { scope, variables }: { scope: string; variables?: Variables },
): PlainQueryResult<Data> {
  const key = `${scope}\u0000${query.operationName}\u0000${JSON.stringify(variables ?? null)}`;
  const [attempt, setAttempt] = useState(0);
  const asked = `${key}\u0000${attempt}`;
  const [settled, setSettled] = useState<{ asked: string; data?: Data; error: boolean } | null>(null);

  useEffect(() => {
    let current = true;
    sendPlainQuery(query, variables).then(
      (data) => {
        lastAnswers.set(key, data);
        if (current) setSettled({ asked, data, error: false });
      },
      () => {
        if (current) setSettled({ asked, error: true });
      },
    );
    return () => {
      current = false;
    };
    // `key` stands for the query and its variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const done = settled?.asked === asked ? settled : null;
  return {
    data: done?.data ?? (lastAnswers.get(key) as Data | undefined),
    loading: !done,
    error: Boolean(done?.error),
    refetch,
  };
}

/** Test hook: forget the kept answers. */
export function forgetPlainAnswers(): void {
  lastAnswers.clear();
}
