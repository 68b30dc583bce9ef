import { Text } from '@chakra-ui/react';
import type { Column } from './DataTable';
import { DateText } from './MoneyText';
import { ToneBadge } from './StatusBadge';
import { TABLE_TEXT } from './table-text';

const W = TABLE_TEXT.tokens;

/** What a token list shows of any token, a member's or an operator's. */
export interface ListedToken {
  name: string;
  prefix: string;
  scopes: readonly string[];
  expiresAt: string;
  lastUsedAt?: string | null;
  revokedAt?: string | null;
}

/** A token's state at `now`: revoked, expired, or live (only a live one can still be revoked). */
export function tokenState(
  t: ListedToken,
  now: number,
): { label: string; tone: 'success' | 'neutral' | 'error'; live: boolean } {
  if (t.revokedAt) return { label: W.revoked, tone: 'error', live: false };
  if (Date.parse(t.expiresAt) <= now) return { label: W.expired, tone: 'neutral', live: false };
  return { label: W.active, tone: 'success', live: true };
}

/**
 * The columns every token list shares (name, prefix, scopes, expiry, last use, state), so member and operator tokens
 * read alike; each list adds its own actions column. `now` is the moment the list was shown.
 */
export function tokenColumns<T extends ListedToken>(
  scopeLabel: (key: T['scopes'][number]) => string,
  now: number,
): Column<T>[] {
  return [
    { key: 'name', header: W.name, render: (t) => t.name, sortValue: (t) => t.name },
    { key: 'prefix', header: W.prefix, render: (t) => <Text fontFamily="mono">{t.prefix}…</Text> },
    { key: 'scopes', header: W.scopes, render: (t) => t.scopes.map(scopeLabel).join('、'), wrap: true },
    {
      key: 'expiresAt',
      header: W.expiresAt,
      render: (t) => <DateText value={t.expiresAt} />,
      sortValue: (t) => t.expiresAt,
    },
    {
      key: 'lastUsedAt',
      header: W.lastUsedAt,
      render: (t) => <DateText value={t.lastUsedAt ?? null} withTime />,
      sortValue: (t) => t.lastUsedAt,
    },
    {
      key: 'state',
      header: W.state,
      render: (t) => {
        const s = tokenState(t, now);
        return <ToneBadge tone={s.tone} label={s.label} />;
      },
    },
  ];
}
