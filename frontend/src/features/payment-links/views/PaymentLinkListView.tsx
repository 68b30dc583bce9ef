import { LoadError } from '../../../components/LoadState';
import { Badge, Button, HStack, Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { usePaymentLinksQuery } from '../../../graphql/generated';
import { withBasePath } from '../../../lib/env';
import { formatMoney } from '../../../lib/money-format';
import { LINK_STATE_LABELS, LINK_TEXT } from '../text';

/** /auth/uop/list: every link with its state and totals, the buyer page and edit. */
export function PaymentLinkListView() {
  const { data, loading, error, refetch } = usePaymentLinksQuery({ fetchPolicy: 'cache-and-network' });
  const links = data?.paymentLinks ?? [];
  return (
    <Stack gap="6">
      <HStack justify="space-between">
        <Heading as="h1" size="2xl">
          {LINK_TEXT.listTitle}
        </Heading>
        <Button asChild colorPalette="primary">
          <Link to="/auth/uop/create">{LINK_TEXT.create}</Link>
        </Button>
      </HStack>
      {loading && !data ? <PageSpinner /> : null}
      {error && !data ? <LoadError message={LINK_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data && !links.length ? <Text color="fg.muted">{LINK_TEXT.empty}</Text> : null}
      {links.length ? (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{LINK_TEXT.columns.title}</Table.ColumnHeader>
                <Table.ColumnHeader>{LINK_TEXT.columns.merchant}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{LINK_TEXT.columns.amount}</Table.ColumnHeader>
                <Table.ColumnHeader>{LINK_TEXT.columns.state}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{LINK_TEXT.columns.paid}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{LINK_TEXT.columns.total}</Table.ColumnHeader>
                <Table.ColumnHeader>{LINK_TEXT.columns.actions}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {links.map((l) => {
                const state = LINK_STATE_LABELS[l.state] ?? { label: l.state, color: 'gray' };
                return (
                  <Table.Row key={l.id}>
                    <Table.Cell>{l.title}</Table.Cell>
                    <Table.Cell>{l.merchantName}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {l.amount ? formatMoney(l.amount) : LINK_TEXT.buyerAmount}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={state.color}>{state.label}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{l.paidCount}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatMoney(l.paidTotal)}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="3">
                        <ChakraLink
                          href={withBasePath(`/pay/${l.token}`)}
                          target="_blank"
                          rel="noopener"
                          color="primary.fg"
                        >
                          {LINK_TEXT.open}
                        </ChakraLink>
                        <ChakraLink asChild color="primary.fg">
                          <Link to={`/auth/uop/edit/${l.id}/${l.merchantId}`}>{LINK_TEXT.edit}</Link>
                        </ChakraLink>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
    </Stack>
  );
}
