import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { pathTo } from '../app/paths';
import type { AuditRecordFieldsFragment } from '../graphql/generated';
import { formatDateTime } from '../lib/money-format';
import { DataTable, type Column } from './DataTable';
import { TABLE_TEXT } from './table-text';

type Rec = AuditRecordFieldsFragment;

/** Where a record's target is shown in the back office, when it has a page (a transaction opens its detail). */
function targetHref(r: Rec): string | null {
  if (r.targetKind === 'TRANSACTION' && r.targetRef) return `${pathTo('trans.detail')}?tradeNo=${r.targetRef}`;
  if (r.targetKind === 'WITHDRAWAL') return pathTo('bill.withdraw');
  return null;
}

const T = TABLE_TEXT.audit;

const COLUMNS: Column<Rec>[] = [
  { key: 'at', header: T.at, render: (r) => formatDateTime(r.createdAt), sortValue: (r) => r.createdAt },
  { key: 'action', header: T.action, render: (r) => r.actionLabel, sortValue: (r) => r.actionLabel },
  {
    key: 'target',
    header: T.target,
    render: (r) => {
      const href = targetHref(r);
      return href ? (
        <ChakraLink asChild color="primary.fg">
          <Link to={href}>{r.targetLabel}</Link>
        </ChakraLink>
      ) : (
        r.targetLabel
      );
    },
    sortValue: (r) => r.targetLabel,
  },
  { key: 'actor', header: T.actor, render: (r) => r.actorLabel, sortValue: (r) => r.actorLabel },
  { key: 'before', header: T.before, wrap: true, render: (r) => r.beforeText ?? '-' },
  { key: 'after', header: T.after, wrap: true, render: (r) => r.afterText ?? '-' },
];

/** The account's append-only audit trail in zh-TW: when, what, about what (linked), who, before and after. */
export function AuditList({ data }: { data: readonly Rec[] }) {
  return <DataTable rows={data} columns={COLUMNS} rowKey={(r) => r.id} empty={T.empty} />;
}
