import { RouteButton } from '../../../components/RouteButton';
import { pathTo } from '../../../app/paths';
import { LoadError } from '../../../components/LoadState';
import { CloseButton, HStack, Heading, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { usePaymentLinksQuery } from '../../../graphql/documents/payment-links';
import type { PaymentLinksQuery } from '../../../graphql/generated';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { withBasePath } from '../../../lib/env';
import { LINK_STATES, LINK_TEXT } from '../text';
import { StatusBadge } from '../../../components/StatusBadge';
import { MoneyText } from '../../../components/MoneyText';
import { ShareDetails, SharePopover } from '../../../components/SharePopover';

type LinkRow = PaymentLinksQuery['paymentLinks']['items'][number];

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
    render: (l) => <StatusBadge entry={LINK_STATES[l.state]} />,
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

/** Right after creating a link: where it is, ready to share, above the list (closed with ×). */
function CreatedLink({ link, onClose }: { link: LinkRow; onClose: () => void }) {
  return (
    <Alert.Root status="success" data-testid="created-link" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{LINK_TEXT.created(link.title)}</Alert.Title>
        <Alert.Description>{LINK_TEXT.createdHint}</Alert.Description>
        <Stack bg="bg" borderRadius="md" p="3" maxW="sm" w="full">
          <ShareDetails
            title={link.title}
            url={link.url}
            qrCode={link.qrCode}
            fileName={`pay-${link.token}`}
            testId="created-link-share"
          />
        </Stack>
      </Alert.Content>
      <CloseButton size="sm" aria-label={LINK_TEXT.closeCreated} onClick={onClose} />
    </Alert.Root>
  );
}

/** /auth/uop/list: every link with its state and totals, the buyer page and edit. */
export function PaymentLinkListView() {
  const { data, loading, error, refetch, fetchMore } = usePaymentLinksQuery({ fetchPolicy: 'cache-and-network' });
  const more = useMorePages(fetchMore, data?.paymentLinks, 'paymentLinks');
  const links = data?.paymentLinks.items ?? [];
  const location = useLocation();
  const [createdId, setCreatedId] = useState(
    (location.state as { createdLinkId?: number } | null)?.createdLinkId ?? null,
  );
  const created = createdId === null ? undefined : links.find((l) => l.id === createdId);
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
      {created ? <CreatedLink link={created} onClose={() => setCreatedId(null)} /> : null}
      {loading && !data ? <PageSpinner /> : null}
      {error && !data ? <LoadError message={LINK_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data ? (
        <Stack gap="2">
          <DataTable rows={links} columns={LINK_COLUMNS} rowKey={(l) => l.id} empty={LINK_TEXT.empty} />
          <LoadMore {...more} shown={links.length} />
        </Stack>
      ) : null}
    </Stack>
  );
}
