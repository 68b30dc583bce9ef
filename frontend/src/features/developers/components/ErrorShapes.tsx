import { Stack, Text, Wrap } from '@chakra-ui/react';
import { GRAPHQL_PATH } from '@paydesk/shared/api-reference';
import { ERROR_SHAPES, TOP_LEVEL_ERROR_CODES, type ErrorShapeExample } from '@paydesk/shared/api-errors';
import { Code } from '../../../components/chakra/code';
import { DEVELOPER_TOOLS_TEXT as X } from '../tools-text';
import { CodeBlock } from './CodeBlock';

/** One example as a program sees it: what it sent, then the status, the headers to read and the body. */
export function exchangeOf(example: ErrorShapeExample): string {
  const sent =
    'method' in example.request
      ? [`${example.request.method} ${example.request.path}`]
      : [`POST ${GRAPHQL_PATH}`, JSON.stringify(example.request)];
  const headers = Object.entries(example.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
  return [
    ...sent.map((line) => `> ${line}`),
    `< HTTP ${example.status}`,
    ...headers.map((line) => `< ${line}`),
    JSON.stringify(example.body, null, 2),
  ].join('\n');
}

/**
 * The error shapes, one real example per kind (shared/src/api-errors.ts, each checked against the gateway by
 * error-shapes.e2e.test.ts), and the top-level codes a program may meet.
 */
export function ErrorShapes() {
  return (
    <Stack gap="6">
      {ERROR_SHAPES.map((example) => (
        <Stack key={example.kind} gap="1">
          <CodeBlock title={X.shapeKinds[example.kind]} code={exchangeOf(example)} copyable={false} />
          <Text fontSize="sm" color="fg.muted">
            {example.client === 'guest' ? X.shapeGuest : X.shapeToken}
          </Text>
        </Stack>
      ))}
      <Stack gap="2">
        <Text fontWeight="semibold">{X.codesTitle}</Text>
        <Wrap gap="2" as="ul" aria-label={X.codesTitle} listStyleType="none">
          {TOP_LEVEL_ERROR_CODES.map((code) => (
            <li key={code}>
              <Code>{code}</Code>
            </li>
          ))}
        </Wrap>
      </Stack>
    </Stack>
  );
}
