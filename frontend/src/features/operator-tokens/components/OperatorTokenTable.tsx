import { Button, HStack } from '@chakra-ui/react';
import { OPERATOR_TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { TABLE_TEXT } from '../../../components/table-text';
import { tokenColumns, tokenState } from '../../../components/TokenColumns';
import type { OperatorTokenFieldsFragment, OperatorTokenScope } from '../../../graphql/generated';
import { OPERATOR_TOKEN_TEXT as T } from '../text';

type Token = OperatorTokenFieldsFragment;

const scopeLabel = (key: OperatorTokenScope) => OPERATOR_TOKEN_SCOPES.find((s) => s.key === key)?.label ?? key;

/** Tokens with their prefix, scopes, expiry, last use and state; each opens its use log, live ones can be revoked. */
export function OperatorTokenTable({
  data,
  onRevoke,
  onUses,
}: {
  data: readonly Token[];
  onRevoke: (token: Token) => void;
  onUses: (token: Token) => void;
}) {
  // The moment the list was shown decides which tokens read as expired.
  const [now] = useState(Date.now);
  const columns: Column<Token>[] = [
    ...tokenColumns<Token>(scopeLabel, now),
    {
      key: 'actions',
      header: TABLE_TEXT.tokens.actions,
      render: (t) => (
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => onUses(t)} aria-label={`${T.uses} ${t.name}`}>
            {T.uses}
          </Button>
          {tokenState(t, now).live ? (
            <Button
              size="xs"
              variant="outline"
              colorPalette="error"
              onClick={() => onRevoke(t)}
              aria-label={`${T.revoke} ${t.name}`}
            >
              {T.revoke}
            </Button>
          ) : null}
        </HStack>
      ),
    },
  ];
  return (
    <DataTable
      rows={data}
      columns={columns}
      rowKey={(t) => t.id}
      empty={T.empty}
      initialSort={{ key: 'expiresAt', direction: 'desc' }}
      rowTestId="operator-token-row"
      tableTestId="operator-token-list"
    />
  );
}
