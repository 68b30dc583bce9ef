import { Table, Text } from '@chakra-ui/react';
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

/** The account's append-only audit trail: who, for whom, what, before and after. */
export function AuditList({ data }: { data: readonly Rec[] }) {
  if (!data.length) return <Text color="fg.muted">尚無異動紀錄</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {['時間', '項目', '對象', '操作者', '異動前', '異動後'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell>{formatDateTime(r.createdAt)}</Table.Cell>
              <Table.Cell>{r.actionLabel}</Table.Cell>
              <Table.Cell>{r.target}</Table.Cell>
              <Table.Cell>{r.actor === 'system' ? '系統' : r.actor}</Table.Cell>
              <Table.Cell maxW="xs" whiteSpace="normal">
                {describe(r.before)}
              </Table.Cell>
              <Table.Cell maxW="xs" whiteSpace="normal">
                {describe(r.after)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
