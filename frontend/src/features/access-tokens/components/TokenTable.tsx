import { Button, Text } from '@chakra-ui/react';
import { TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { DateText } from '../../../components/MoneyText';
import { ToneBadge } from '../../../components/StatusBadge';
import type { AccessTokenFieldsFragment, TokenScope } from '../../../graphql/generated';
import { TOKEN_TEXT } from '../text';

type Token = AccessTokenFieldsFragment;
const c = TOKEN_TEXT.columns;

const scopeLabel = (key: TokenScope) => TOKEN_SCOPES.find((s) => s.key === key)?.label ?? key;

function state(t: Token, now: number): { label: string; tone: 'success' | 'neutral' | 'error' } {
  if (t.revokedAt) return { label: TOKEN_TEXT.revoked, tone: 'error' };
  if (Date.parse(t.expiresAt) <= now) return { label: TOKEN_TEXT.expired, tone: 'neutral' };
  return { label: TOKEN_TEXT.active, tone: 'success' };
}

/** Tokens with their prefix, scopes, expiry, last use and state; live ones can be revoked. */
export function TokenTable({ data, onRevoke }: { data: readonly Token[]; onRevoke: (token: Token) => void }) {
  // The moment the list was shown decides which tokens read as expired.
  const [now] = useState(Date.now);
  const columns: Column<Token>[] = [
    { key: 'name', header: c.name, render: (t) => t.name, sortValue: (t) => t.name },
    { key: 'prefix', header: c.prefix, render: (t) => <Text fontFamily="mono">{t.prefix}…</Text> },
    { key: 'scopes', header: c.scopes, render: (t) => t.scopes.map(scopeLabel).join('、'), wrap: true },
    {
      key: 'expiresAt',
      header: c.expiresAt,
      render: (t) => <DateText value={t.expiresAt} />,
      sortValue: (t) => t.expiresAt,
    },
    {
      key: 'lastUsedAt',
      header: c.lastUsedAt,
      render: (t) => <DateText value={t.lastUsedAt} withTime />,
      sortValue: (t) => t.lastUsedAt,
    },
    {
      key: 'state',
      header: c.state,
      render: (t) => {
        const s = state(t, now);
        return <ToneBadge tone={s.tone} label={s.label} />;
      },
    },
    {
      key: 'actions',
      header: c.actions,
      render: (t) =>
        state(t, now).label === TOKEN_TEXT.active ? (
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
