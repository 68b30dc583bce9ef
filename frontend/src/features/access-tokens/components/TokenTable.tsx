import { Button } from '@chakra-ui/react';
import { TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { TABLE_TEXT } from '../../../components/table-text';
import { tokenColumns, tokenState } from '../../../components/TokenColumns';
import type { AccessTokenFieldsFragment, TokenScope } from '../../../graphql/generated';
import { TOKEN_TEXT } from '../text';

type Token = AccessTokenFieldsFragment;

const scopeLabel = (key: TokenScope) => TOKEN_SCOPES.find((s) => s.key === key)?.label ?? key;

/** Tokens with their prefix, scopes, expiry, last use and state; live ones can be revoked. */
export function TokenTable({ data, onRevoke }: { data: readonly Token[]; onRevoke: (token: Token) => void }) {
  // The moment the list was shown decides which tokens read as expired.
  const [now] = useState(Date.now);
  const columns: Column<Token>[] = [
    ...tokenColumns<Token>(scopeLabel, now),
    {
      key: 'actions',
      header: TABLE_TEXT.tokens.actions,
      render: (t) =>
        tokenState(t, now).live ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette="error"
            onClick={() => onRevoke(t)}
            aria-label={`${TOKEN_TEXT.revoke} ${t.name}`}
          >
            {TOKEN_TEXT.revoke}
          </Button>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <DataTable
      rows={data}
      columns={columns}
      rowKey={(t) => t.id}
      empty={TOKEN_TEXT.empty}
      initialSort={{ key: 'expiresAt', direction: 'desc' }}
      rowTestId="token-row"
      tableTestId="token-list"
    />
  );
}
