import { Box, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { getOperationAST, parse } from 'graphql';
import { useState } from 'react';
import { CONSOLE_HEADER, CONSOLE_OPERATIONS } from '@paydesk/shared/api-console';
import { GRAPHQL_PATH } from '@paydesk/shared/api-reference';
import { InvalidSubmitNotice, SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { getAppUrl, withBasePath } from '../../../lib/env';
import { REQUEST_TIMEOUT_MS, requestHeaders } from '../../../lib/request-headers';
import { CONSOLE_QUERY_MAX, consoleSchema, parseVariables, type ConsoleValues } from '../console.schema';
import { DEVELOPER_TOOLS_TEXT as X } from '../tools-text';

const INITIAL: ConsoleValues = { query: '{\n  viewer {\n    account\n    name\n    kind\n  }\n}', variables: '' };

/** The kind of operation a document runs, or null when graphql-js cannot tell (the gateway then says why). */
function operationKind(query: string): string | null {
  try {
    return getOperationAST(parse(query))?.operation ?? null;
  } catch {
    return null;
  }
}

interface Answer {
  status: number;
  text: string;
}

/** Sends the query as the page's own client does (session cookie and CSRF token), marked as the console's. */
async function runQuery(query: string, variables: Record<string, unknown> | undefined): Promise<Answer> {
  const response = await fetch(`${getAppUrl()}${withBasePath(GRAPHQL_PATH)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...requestHeaders(), 'Content-Type': 'application/json', [CONSOLE_HEADER]: '1' },
    body: JSON.stringify(variables ? { query, variables } : { query }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  try {
    return { status: response.status, text: JSON.stringify(JSON.parse(text), null, 2) };
  } catch {
    return { status: response.status, text };
  }
}

/**
 * The try-it console (ADR 0051): a signed-in member runs GraphQL queries with its own session and reads the answer.
 * A mutation is refused here before it is sent, and the gateway refuses it again for any request with the console's
 * header; the page shows the console only outside production.
 */
export function TryItConsole() {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: ConsoleValues) => {
    setFailure(null);
    const kind = operationKind(values.query);
    if (kind !== null && !CONSOLE_OPERATIONS.includes(kind)) {
      setAnswer(null);
      setFailure(X.readOnly);
      return;
    }
    try {
      setAnswer(await runQuery(values.query, parseVariables(values.variables) ?? undefined));
    } catch {
      setAnswer(null);
      setFailure(X.networkError);
    }
  };
  return (
    <Formik initialValues={INITIAL} validationSchema={consoleSchema} onSubmit={submit}>
      {(form) => (
        <Stack gap="4">
          <Form noValidate aria-label={X.consoleForm}>
            <InvalidSubmitNotice />
            <Stack gap="3">
              <TextField
                form={form}
                name="query"
                label={X.query}
                required
                multiline
                monospace
                rows={8}
                maxLength={CONSOLE_QUERY_MAX}
              />
              <TextField
                form={form}
                name="variables"
                label={X.variables}
                helper={X.variablesHelp}
                multiline
                monospace
                rows={3}
              />
              <SubmitButton alignSelf="start" loadingText={X.running}>
                {X.run}
              </SubmitButton>
            </Stack>
          </Form>
          <FormErrorAlert message={failure} />
          <Stack gap="2" aria-busy={form.isSubmitting}>
            <Text fontWeight="semibold">{answer ? X.resultWithStatus(answer.status) : X.result}</Text>
            {answer ? (
              <Box
                as="pre"
                tabIndex={0}
                aria-label={X.result}
                overflow="auto"
                maxH="96"
                bg="gray.900"
                color="gray.50"
                p="4"
                borderRadius="md"
                fontSize="sm"
                fontFamily="mono"
                whiteSpace="pre"
              >
                <code>{answer.text}</code>
              </Box>
            ) : (
              <Text color="fg.muted">{X.resultEmpty}</Text>
            )}
          </Stack>
        </Stack>
      )}
    </Formik>
  );
}
