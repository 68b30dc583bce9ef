import { StatusBadge } from '../../../components/StatusBadge';
import { Button, Table, Text } from '@chakra-ui/react';
import type { OpsMerchantsQuery } from '../../../graphql/generated';
import { formatDate } from '../../../lib/money-format';
import { JKO_STATUS_LIST } from '@paydesk/shared/jko-statuses';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import { OPS_TEXT } from '../text';

export type OpsMerchantRow = OpsMerchantsQuery['opsMerchants'][number];

/** Shops with their owners and SPEC §3 status badges; each row opens the review drawer. */
export function MerchantTable({
  data,
  onOpen,
}: {
  data: readonly OpsMerchantRow[];
  onOpen: (row: OpsMerchantRow) => void;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            {[OPS_TEXT.shopName, OPS_TEXT.owner, OPS_TEXT.status, OPS_TEXT.jko, OPS_TEXT.createdAt, ''].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.map((row) => (
            <Table.Row key={row.merchant.id} data-testid="ops-merchant-row">
              <Table.Cell fontWeight="semibold">{row.merchant.name}</Table.Cell>
              <Table.Cell>
                {row.ownerName}
                <Text as="span" color="fg.muted" ms="1">
                  {row.ownerLoginName}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <StatusBadge list={MERCHANT_STATUS_LIST} value={row.merchant.status} />
              </Table.Cell>
              <Table.Cell>
                {row.merchant.jkoStatus !== 'NONE' ? (
                  <StatusBadge list={JKO_STATUS_LIST} value={row.merchant.jkoStatus} />
                ) : (
                  '-'
                )}
              </Table.Cell>
              <Table.Cell>{formatDate(row.merchant.createdAt)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  colorPalette="primary"
                  variant="outline"
                  onClick={() => onOpen(row)}
                  aria-label={`${OPS_TEXT.open} ${row.merchant.name}`}
                >
                  {OPS_TEXT.open}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
