import { Box } from '@chakra-ui/react';
import { Table } from '../../../components/chakra/table';
import type { ReactNode } from 'react';

export interface FigureTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** Columns after the first are figures: right-aligned, tabular digits. */
  numeric?: boolean;
}

/**
 * A fee or rule table that scrolls sideways on narrow screens instead of squeezing. The scroller is a named,
 * focusable region so a keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function FigureTable({ caption, columns, rows, numeric = true }: FigureTableProps) {
  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      tabIndex={0}
      role="region"
      aria-label={caption}
      focusRing="outside"
    >
      <Table.Root size="sm" aria-label={caption} css={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column, index) => (
              <Table.ColumnHeader key={column} textAlign={numeric && index > 0 ? 'end' : 'start'} whiteSpace="nowrap">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, r) => (
            <Table.Row key={r}>
              {row.map((cell, index) => (
                <Table.Cell
                  key={index}
                  textAlign={numeric && index > 0 ? 'end' : 'start'}
                  whiteSpace={index === 0 ? 'normal' : 'nowrap'}
                  minW={index === 0 ? '8em' : undefined}
                >
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
