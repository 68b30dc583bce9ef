import { DataTable, type Column } from './DataTable';
import type { AuditTrailQuery } from '../graphql/generated';
import { formatDateTime } from '../lib/money-format';

type Rec = AuditTrailQuery['auditTrail'][number];

/** A compact readable form of a before/after JSON value. */
function describe(json: string | null): string {
  if (!json) return '-';
  const value = JSON.parse(json) as unknown;
  if (value === null || typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('、');
}

const COLUMNS: Column<Rec>[] = [
  { key: 'at', header: '時間', render: (r) => formatDateTime(r.createdAt), sortValue: (r) => r.createdAt },
  { key: 'action', header: '項目', render: (r) => r.actionLabel, sortValue: (r) => r.actionLabel },
  { key: 'target', header: '對象', render: (r) => r.target, sortValue: (r) => r.target },
  {
    key: 'actor',
    header: '操作者',
    render: (r) => (r.actor === 'system' ? '系統' : r.actor),
    sortValue: (r) => r.actor,
  },
  { key: 'before', header: '異動前', wrap: true, render: (r) => describe(r.before) },
  { key: 'after', header: '異動後', wrap: true, render: (r) => describe(r.after) },
];

/** The account's append-only audit trail: who, for whom, what, before and after. */
export function AuditList({ data }: { data: readonly Rec[] }) {
  return <DataTable rows={data} columns={COLUMNS} rowKey={(r) => r.id} empty="尚無異動紀錄" />;
}
