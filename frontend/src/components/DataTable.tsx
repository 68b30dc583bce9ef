import { Button, HStack, Text } from '@chakra-ui/react';
import { Table } from './chakra/table';
import { useState, type ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { COMPONENT_TEXT } from './text';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** What the column sorts by; a column without it is not sortable. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** Money and counts line up on the right. */
  numeric?: boolean;
  /** Long text wraps instead of widening the table. */
  wrap?: boolean;
}

interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Rows per page; lists the server pages itself (a cursor) pass Infinity. */
  pageSize?: number;
  initialSort?: { key: string; direction: 'asc' | 'desc' };
  onRowClick?: (row: T) => void;
  rowTestId?: string;
  tableTestId?: string;
}

type Sort = { key: string; direction: 'asc' | 'desc' } | null;

function compare(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (a == null || a === '') return b == null || b === '' ? 0 : 1;
  if (b == null || b === '') return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'zh-Hant');
}

/**
 * On a phone (below the md breakpoint) every row becomes a card: one line per column, its header as the label
 * (from data-label), so nothing is cut off or scrolled sideways. Plain CSS over the same table, so the markup,
 * its roles and the tests stay one.
 */
const PHONE_CARDS = {
  '@media screen and (max-width: 47.99em)': {
    '& thead': { display: 'none' },
    '& table, & tbody, & tr, & td': { display: 'block', width: '100%' },
    '& tr': { borderBottomWidth: '1px', borderColor: 'border', py: '2', px: '1' },
    '& td': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: '4',
      border: 'none',
      py: '1',
      textAlign: 'end',
      maxWidth: 'none',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    '& td::before': {
      content: 'attr(data-label)',
      color: 'fg.muted',
      textAlign: 'start',
      flexShrink: 0,
    },
  },
} as const;

/**
 * The one table of the back office: sortable columns (click a header; again to reverse), client-side pages of
 * `pageSize` rows, and an empty state. Headers carry aria-sort so screen readers hear the order; on a phone the
 * rows read as cards.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  empty,
  pageSize = 20,
  initialSort,
  onRowClick,
  rowTestId,
  tableTestId,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<Sort>(initialSort ?? null);
  const [page, setPage] = useState(1);
  if (rows.length === 0) return typeof empty === 'string' ? <EmptyState message={empty} /> : <>{empty}</>;

  const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
  const sorted = column?.sortValue
    ? [...rows].sort((a, b) => {
        const order = compare(column.sortValue?.(a), column.sortValue?.(b));
        return sort?.direction === 'desc' ? -order : order;
      })
    : rows;
  const pages = Number.isFinite(pageSize) ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const current = Math.min(page, pages);
  const shown = pages > 1 ? sorted.slice((current - 1) * pageSize, current * pageSize) : sorted;
  const toggle = (key: string) => {
    setSort((s) =>
      s?.key === key ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' },
    );
    setPage(1);
  };

  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" css={PHONE_CARDS}>
        <Table.Root size="sm" data-testid={tableTestId} role="table">
          <Table.Header>
            <Table.Row>
              {columns.map((c) => {
                const active = sort?.key === c.key ? sort.direction : null;
                return (
                  <Table.ColumnHeader
                    key={c.key}
                    textAlign={c.numeric ? 'end' : undefined}
                    aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}
                  >
                    {c.sortValue ? (
                      <Button
                        variant="plain"
                        size="sm"
                        h="auto"
                        minW="0"
                        p="0"
                        fontSize="inherit"
                        fontWeight="inherit"
                        color="inherit"
                        onClick={() => toggle(c.key)}
                      >
                        {c.header}
                        {active === 'asc' ? ' ▲' : active === 'desc' ? ' ▼' : ''}
                      </Button>
                    ) : (
                      c.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body role="rowgroup">
            {shown.map((row) => (
              <Table.Row
                role="row"
                key={rowKey(row)}
                data-testid={rowTestId}
                cursor={onRowClick ? 'pointer' : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((c) => (
                  <Table.Cell
                    role="cell"
                    key={c.key}
                    data-label={c.header}
                    textAlign={c.numeric ? 'end' : undefined}
                    fontVariantNumeric={c.numeric ? 'tabular-nums' : undefined}
                    // A wrapping column keeps room for four characters a line: squeezed by the columns beside it, it
                    // shrank to one. No more, so the transactions list still fits 1280 px without scrolling sideways.
                    minW={c.wrap ? '3.5rem' : undefined}
                    maxW={c.wrap ? 'xs' : undefined}
                    whiteSpace={c.wrap ? 'normal' : undefined}
                  >
                    {c.render(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {pages > 1 ? (
        <HStack justify="center" gap="3" mt="3">
          <Button size="sm" variant="outline" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            {COMPONENT_TEXT.prev}
          </Button>
          <Text fontSize="sm">{COMPONENT_TEXT.pageOf(current, pages)}</Text>
          <Button size="sm" variant="outline" disabled={current >= pages} onClick={() => setPage(current + 1)}>
            {COMPONENT_TEXT.next}
          </Button>
        </HStack>
      ) : null}
    </>
  );
}
