import { RouteButton } from '../../../components/RouteButton';
import { pathTo } from '../../../app/routes';
import { LoadError } from '../../../components/LoadState';
import { HStack, Heading, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { usePaymentLinksQuery } from '../../../graphql/documents/payment-links';
import type { PaymentLinksQuery } from '../../../graphql/generated';
import { DataTable, type Column } from '../../../components/DataTable';
import { withBasePath } from '../../../lib/env';
import { LINK_STATES, LINK_TEXT } from '../text';
import { StatusBadge } from '../../../components/StatusBadge';
import { MoneyText } from '../../../components/MoneyText';
import { SharePopover } from '../../../components/SharePopover';

type LinkRow = PaymentLinksQuery['paymentLinks'][number];

const LINK_COLUMNS: Column<LinkRow>[] = [
  { key: 'title', header: LINK_TEXT.columns.title, render: (l) => l.title, sortValue: (l) => l.title },
  {
    key: 'merchant',
    header: LINK_TEXT.columns.merchant,
    render: (l) => l.merchantName,
    sortValue: (l) => l.merchantName,
  },
  {
    key: 'amount',
    header: LINK_TEXT.columns.amount,
    numeric: true,
    render: (l) => (l.amount ? <MoneyText value={l.amount} /> : LINK_TEXT.buyerAmount),
    sortValue: (l) => l.amount,
  },
  {
    key: 'state',
    header: LINK_TEXT.columns.state,
    render: (l) => <StatusBadge entry={LINK_STATES[l.state] ?? { label: l.state, tone: 'neutral' }} />,
    sortValue: (l) => l.state,
  },
  {
    key: 'paid',
    header: LINK_TEXT.columns.paid,
    numeric: true,
    render: (l) => l.paidCount,
    sortValue: (l) => l.paidCount,
  },
  {
    key: 'sold',
    header: LINK_TEXT.columns.sold,
    numeric: true,
    render: (l) => LINK_TEXT.unitsSold(l.unitsSold, l.quantityLimit),
    sortValue: (l) => l.unitsSold,
  },
  {
    key: 'total',
    header: LINK_TEXT.columns.total,
    numeric: true,
    render: (l) => <MoneyText value={l.paidTotal} />,
    sortValue: (l) => l.paidTotal,
  },
  {
    key: 'actions',
    header: LINK_TEXT.columns.actions,
    render: (l) => (
      <HStack gap="3">
        <ChakraLink
          href={withBasePath(pathTo('pay.link', { token: l.token }))}
          target="_blank"
          rel="noopener"
          color="primary.fg"
        >
          {LINK_TEXT.open}
        </ChakraLink>
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('uop.edit', { sysid: l.id, merid: l.merchantId })}>{LINK_TEXT.edit}</Link>
        </ChakraLink>
        <SharePopover title={l.title} url={l.url} qrCode={l.qrCode} fileName={`pay-${l.token}`} />
      </HStack>
    ),
  },
];

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
        <RouteButton to="uop.create" colorPalette="primary">
          {LINK_TEXT.create}
        </RouteButton>
      </HStack>
      {loading && !data ? <PageSpinner /> : null}
      {error && !data ? <LoadError message={LINK_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data ? <DataTable rows={links} columns={LINK_COLUMNS} rowKey={(l) => l.id} empty={LINK_TEXT.empty} /> : null}
    </Stack>
  );
}
