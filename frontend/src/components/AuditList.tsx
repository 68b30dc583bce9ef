import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { pathTo } from '../app/paths';
import type { AuditRecordFieldsFragment } from '../graphql/generated';
import { formatDateTime } from '../lib/money-format';
import { DataTable, type Column } from './DataTable';

type Rec = AuditRecordFieldsFragment;

/** Where a record's target is shown in the back office, when it has a page (a transaction opens its detail). */
function targetHref(r: Rec): string | null {
  if (r.targetKind === 'transaction' && r.targetRef) return `${pathTo('trans.detail')}?tradeNo=${r.targetRef}`;
  if (r.targetKind === 'withdrawal') return pathTo('bill.withdraw');
  return null;
}

const COLUMNS: Column<Rec>[] = [
  { key: 'at', header: '時間', render: (r) => formatDateTime(r.createdAt), sortValue: (r) => r.createdAt },
  { key: 'action', header: '項目', render: (r) => r.actionLabel, sortValue: (r) => r.actionLabel },
  {
    key: 'target',
    header: '對象',
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
  { key: 'actor', header: '操作者', render: (r) => r.actorLabel, sortValue: (r) => r.actorLabel },
  { key: 'before', header: '異動前', wrap: true, render: (r) => r.beforeText ?? '-' },
  { key: 'after', header: '異動後', wrap: true, render: (r) => r.afterText ?? '-' },
];

/** The account's append-only audit trail in zh-TW: when, what, about what (linked), who, before and after. */
export function AuditList({ data }: { data: readonly Rec[] }) {
  return <DataTable rows={data} columns={COLUMNS} rowKey={(r) => r.id} empty="尚無異動紀錄" />;
}
