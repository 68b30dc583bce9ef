import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DataTable, type Column } from './DataTable';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadState';
import { AuditLines } from './ops-queue/AuditLines';
import type { OpsAuditLine } from './ops-queue/audit';
import { ConfirmContext, useConfirmStep } from './ops-queue/confirm';
import { OpsListSkeleton } from './ops-queue/OpsPage';
import { OpsQueueDrawer } from './ops-queue/OpsQueueDrawer';
import { COMPONENT_TEXT } from './text';

export { answeredAuditLine, auditLineText, useDecisionAudit, type OpsAuditLine } from './ops-queue/audit';
export type { OpsDecision } from './ops-queue/confirm';
export { OpsDecisionPanel, type OpsDecisionResult, type ServerErrors } from './ops-queue/OpsDecisionPanel';
export { OpsListSkeleton, OpsPage } from './ops-queue/OpsPage';

const T = COMPONENT_TEXT.opsQueue;

/**
 * The operator console's one queue layout: a page header (OpsPage), then per queue a filter
 * bar, the list (DataTable, cards on a phone), a drawer opened from a row with the facts and the decisions
 * (OpsDecisionPanel: a reason the shared review rule requires for all but approval, a confirm step), and after
 * each decision an audit line, read back from the gateway's audit trail where the decision wrote one. The pieces live
 * in ops-queue/; features import them from here.
 */

export interface OpsQueueProps<Row> {
  /** A page with several queues names each. */
  title?: string;
  /** The queue's FilterBar. */
  filters?: ReactNode;
  /** undefined until the list first loads. */
  rows: readonly Row[] | undefined;
  loading: boolean;
  error: boolean;
  errorMessage: string;
  onRetry: () => unknown;
  emptyMessage: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** The item's name: the open button's label, the drawer's title, the subject of its audit line. */
  rowLabel: (row: Row) => string;
  rowTestId?: string;
  openLabel?: string;
  /** The row as it is now (a decision's answer may be newer than the list). */
  current?: (row: Row) => Row;
  drawerTitle?: (row: Row) => ReactNode;
  facts: (row: Row) => [string, ReactNode][];
  /** Links under the facts: the audit trail, documents. */
  links?: (row: Row) => ReactNode;
  /** The decision panels; `done` records a decision's audit line. */
  decisions: (row: Row, done: (line: OpsAuditLine) => void) => ReactNode;
  /** Under the list: a paged queue's 載入更多 control (LoadMore). */
  footer?: ReactNode;
  testId?: string;
}

/** One operator queue: filters, list, a detail drawer with the decisions, and the audit lines of this visit. */
export function OpsQueue<Row>({
  title,
  filters,
  rows,
  loading,
  error,
  errorMessage,
  onRetry,
  emptyMessage,
  columns,
  rowKey,
  rowLabel,
  rowTestId,
  openLabel = T.open,
  current,
  drawerTitle,
  facts,
  links,
  decisions,
  footer,
  testId,
}: OpsQueueProps<Row>) {
  const [selected, setSelected] = useState<Row | null>(null);
  const confirm = useConfirmStep();
  const [lines, setLines] = useState<{ key: string | number; subject: string; line: OpsAuditLine }[]>([]);
  const fresh = selected ? rows?.find((r) => rowKey(r) === rowKey(selected)) : undefined;
  const snapshot = selected ? (fresh ?? selected) : null;
  const shown = snapshot && current ? current(snapshot) : snapshot;

  const withOpen: Column<Row>[] = [
    ...columns,
    {
      key: 'open',
      header: '',
      render: (row) => (
        <Button
          size="xs"
          colorPalette="primary"
          variant="outline"
          aria-label={`${openLabel} ${rowLabel(row)}`}
          onClick={(e) => {
            e.stopPropagation();
            setSelected(row);
          }}
        >
          {openLabel}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="3" data-testid={testId}>
      {title ? (
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      ) : null}
      {filters ? (
        <Box bg="bg" p="3" borderWidth="1px" borderRadius="lg">
          {filters}
        </Box>
      ) : null}
      <AuditLines lines={lines} testId="ops-audit-line" />
      {loading && !rows ? <OpsListSkeleton /> : null}
      {error && !rows ? <LoadError message={errorMessage} onRetry={onRetry} /> : null}
      {rows && !rows.length ? <EmptyState message={emptyMessage} /> : null}
      {rows?.length ? (
        <DataTable
          rows={rows}
          columns={withOpen}
          rowKey={rowKey}
          rowTestId={rowTestId}
          empty={null}
          onRowClick={setSelected}
        />
      ) : null}
      {footer}
      {shown ? (
        <ConfirmContext.Provider value={confirm.ask}>
          <OpsQueueDrawer
            title={drawerTitle ? drawerTitle(shown) : rowLabel(shown)}
            facts={facts(shown)}
            links={links && (() => links(shown))}
            lines={lines.filter((l) => l.key === rowKey(shown)).map(({ line }) => line)}
            decisions={decisions(shown, (line) =>
              setLines((all) => [{ key: rowKey(shown), subject: rowLabel(shown), line }, ...all]),
            )}
            onClose={() => setSelected(null)}
          />
        </ConfirmContext.Provider>
      ) : null}
      {confirm.dialog}
    </Stack>
  );
}
