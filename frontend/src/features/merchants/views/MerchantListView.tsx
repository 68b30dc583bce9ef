import { RouteButton } from '../../../components/RouteButton';
import { pathTo } from '../../../app/paths';
import { StatusBadge } from '../../../components/StatusBadge';
import { LoadError } from '../../../components/LoadState';
import { HStack, Heading, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { useMerchantsQuery } from '../../../graphql/documents/merchants';
import type { MerchantsQuery } from '../../../graphql/generated';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDate } from '../../../lib/money-format';
import { MERCHANT_TEXT } from '../text';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import { MERCHANT_TYPE_LIST } from '@paydesk/shared/merchant-types';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';

type Shop = MerchantsQuery['merchants'][number];

const SHOP_COLUMNS: Column<Shop>[] = [
  { key: 'name', header: MERCHANT_TEXT.name, render: (m) => m.name, sortValue: (m) => m.name },
  { key: 'type', header: MERCHANT_TEXT.merType, render: (m) => MERCHANT_TYPE_LIST.label(m.merType) },
  {
    key: 'status',
    header: MERCHANT_TEXT.status,
    render: (m) => <StatusBadge list={MERCHANT_STATUS_LIST} value={m.status} />,
    sortValue: (m) => MERCHANT_STATUS_LIST.label(m.status),
  },
  {
    key: 'payTypes',
    header: MERCHANT_TEXT.paymentSwitch,
    render: (m) => m.paymentSwitch.map(PAY_TYPE_LIST.label).join('、') || '-',
  },
  {
    key: 'created',
    header: MERCHANT_TEXT.createdAt,
    render: (m) => formatDate(m.createdAt),
    sortValue: (m) => m.createdAt,
  },
  {
    key: 'detail',
    header: '',
    render: (m) => (
      <ChakraLink asChild color="primary.fg">
        <Link to={pathTo('merchant.detail', { id: m.id })}>{MERCHANT_TEXT.detail}</Link>
      </ChakraLink>
    ),
  },
];

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
        <RouteButton to="merchant.create" colorPalette="primary">
          {MERCHANT_TEXT.create}
        </RouteButton>
      </HStack>
      {loading && !data ? <PageSpinner /> : null}
      {error && !data ? <LoadError message={MERCHANT_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data ? <DataTable rows={shops} columns={SHOP_COLUMNS} rowKey={(m) => m.id} empty={MERCHANT_TEXT.empty} /> : null}
    </Stack>
  );
}
