import { Box, Wrap } from '@chakra-ui/react';
import { Code } from '../../../components/chakra/code';
import { CSV_EXPORTS } from '@paydesk/shared/csv-exports';
import { SCOPE_QUERIES } from '@paydesk/shared/scope-queries';
import { OPERATOR_TOKEN_SCOPES, TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { Table } from '../../../components/chakra/table';
import { DEVELOPER_TEXT as T } from '../text';

/** Members' scopes, then operators' (internal tools), each with who may hold it. */
const ROWS = [
  ...TOKEN_SCOPES.map((s) => ({
    key: s.key,
    label: s.label,
    audience: s.agentOnly ? T.audienceAgent : T.audienceMember,
    exports: Object.values(CSV_EXPORTS)
      .filter((e) => e.scope === s.scope)
      .map((e) => e.path),
  })),
  ...OPERATOR_TOKEN_SCOPES.map((s) => ({ key: s.key, label: s.label, audience: T.audienceOperator, exports: [] })),
];

/**
 * Which queries each token scope opens (generated from the schema's @permission keys, shared/src/scope-queries.ts)
 * and which CSV exports it downloads (shared/src/csv-exports.ts).
 */
export function ScopeTable() {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="lg" tabIndex={0} role="region" aria-label={T.scopesTitle}>
      <Table.Root size="sm" aria-label={T.scopesTitle}>
        <Table.Header>
          <Table.Row>
            {T.scopeColumns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ROWS.map((s) => (
            <Table.Row key={s.key}>
              <Table.Cell>
                <Code>{s.key}</Code>
              </Table.Cell>
              <Table.Cell>{s.label}</Table.Cell>
              <Table.Cell>
                <Wrap gap="1">
                  {(SCOPE_QUERIES[s.key] ?? []).map((q) => (
                    <Code key={q}>{q}</Code>
                  ))}
                </Wrap>
              </Table.Cell>
              <Table.Cell>
                <Wrap gap="1">
                  {s.exports.map((path) => (
                    <Code key={path}>{path}</Code>
                  ))}
                </Wrap>
              </Table.Cell>
              <Table.Cell>{s.audience}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
