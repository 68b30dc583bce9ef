import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMyPaymentsQuery } from '../../../graphql/generated';
import { formatDateTime, formatMoney } from '../../../lib/money-format';

/** The buyer area's payment history (payments made while signed in as a buyer). */
export function MyPayments() {
  const { data, error } = useMyPaymentsQuery({ fetchPolicy: 'cache-and-network' });
  if (error || !data) return null;
  return (
    <Stack gap="2" data-testid="my-payments">
      <Heading as="h2" size="md">
        我的付款紀錄
      </Heading>
      {data.myPayments.length ? (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {['時間', '商店', '品名', '付款方式', '狀態'].map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">金額</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.myPayments.map((p) => (
                <Table.Row key={p.tradeNo}>
                  <Table.Cell>{formatDateTime(p.createdAt)}</Table.Cell>
                  <Table.Cell>{p.merchantName}</Table.Cell>
                  <Table.Cell>{p.itemName || '-'}</Table.Cell>
                  <Table.Cell>{p.payTypeLabel}</Table.Cell>
                  <Table.Cell>{p.statusLabel}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(p.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : (
        <Text color="fg.muted">尚無付款紀錄</Text>
      )}
    </Stack>
  );
}
