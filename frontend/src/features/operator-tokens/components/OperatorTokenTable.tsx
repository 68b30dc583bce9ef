import { Button, HStack, Text } from '@chakra-ui/react';
import { OPERATOR_TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { DateText } from '../../../components/MoneyText';
import { ToneBadge } from '../../../components/StatusBadge';
import type { OperatorTokenFieldsFragment, OperatorTokenScope } from '../../../graphql/generated';
import { OPERATOR_TOKEN_TEXT as T } from '../text';

type Token = OperatorTokenFieldsFragment;
const c = T.columns;

const scopeLabel = (key: OperatorTokenScope) => OPERATOR_TOKEN_SCOPES.find((s) => s.key === key)?.label ?? key;

function state(t: Token, now: number): { label: string; tone: 'success' | 'neutral' | 'error'; live: boolean } {
  if (t.revokedAt) return { label: T.revoked, tone: 'error', live: false };
  if (Date.parse(t.expiresAt) <= now) return { label: T.expired, tone: 'neutral', live: false };
  return { label: T.active, tone: 'success', live: true };
}

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
      render: (t) => (
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => onUses(t)} aria-label={`${T.uses} ${t.name}`}>
            {T.uses}
          </Button>
          {state(t, now).live ? (
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
