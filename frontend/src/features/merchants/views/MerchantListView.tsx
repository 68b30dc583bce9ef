import { StatusBadge } from '../../../components/StatusBadge';
import { LoadError } from '../../../components/LoadState';
import { Button, HStack, Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { useMerchantsQuery } from '../../../graphql/generated';
import { formatDate } from '../../../lib/money-format';
import { MERCHANT_TEXT } from '../text';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import { MERCHANT_TYPE_LIST } from '@paydesk/shared/merchant-types';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';

/** /auth/merchant: shops with their SPEC §3 status names and colours. */
export function MerchantListView() {
  const { data, loading, error, refetch } = useMerchantsQuery({ fetchPolicy: 'cache-and-network' });
  const shops = data?.merchants ?? [];
  return (
    <Stack gap="6">
      <HStack justify="space-between">
        <Heading as="h1" size="2xl">
          {MERCHANT_TEXT.listTitle}
        </Heading>
        <Button asChild colorPalette="primary">
          <Link to="/auth/merchant/create">{MERCHANT_TEXT.create}</Link>
        </Button>
      </HStack>
      {loading && !data ? <PageSpinner /> : null}
      {error && !data ? <LoadError message={MERCHANT_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data && !shops.length ? <Text color="fg.muted">{MERCHANT_TEXT.empty}</Text> : null}
      {shops.length ? (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {[
                  MERCHANT_TEXT.name,
                  MERCHANT_TEXT.merType,
                  MERCHANT_TEXT.status,
                  MERCHANT_TEXT.paymentSwitch,
                  MERCHANT_TEXT.createdAt,
                  '',
                ].map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shops.map((m) => (
                <Table.Row key={m.id}>
                  <Table.Cell>{m.name}</Table.Cell>
                  <Table.Cell>{MERCHANT_TYPE_LIST.label(m.merType)}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge list={MERCHANT_STATUS_LIST} value={m.status} />
                  </Table.Cell>
                  <Table.Cell>{m.paymentSwitch.map(PAY_TYPE_LIST.label).join('、') || '-'}</Table.Cell>
                  <Table.Cell>{formatDate(m.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <ChakraLink asChild color="primary.fg">
                      <Link to={`/auth/merchant/detail/${m.id}`}>{MERCHANT_TEXT.detail}</Link>
                    </ChakraLink>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
    </Stack>
  );
}
