import { RouteButton } from '../../../components/RouteButton';
import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { ToneBadge } from '../../../components/StatusBadge';
import { useStoresQuery } from '../../../graphql/documents/shop';
import type { StoreFieldsFragment } from '../../../graphql/generated';
import { SHOP_TEXT, STORE_TEXT } from '../text';
import { PageFrame } from '../../../components/PageFrame';
import { SharePopover } from '../../../components/SharePopover';

const labels = (list: { label(code: string): string }, keys: readonly string[]) =>
  keys.map((k) => list.label(k)).join('、') || '-';

/** The path of the public address (the gateway builds the address; the table shows its short part). */
const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

const c = STORE_TEXT.columns;

const STORE_COLUMNS: Column<StoreFieldsFragment>[] = [
  { key: 'name', header: c.name, render: (s) => s.name, sortValue: (s) => s.name },
  { key: 'shop', header: c.shop, render: (s) => s.merchantName, sortValue: (s) => s.merchantName },
  {
    key: 'url',
    header: c.url,
    wrap: true,
    render: (s) => (
      // The path is short enough for a narrow table; the link and the QR code carry the full address.
      <ChakraLink href={s.url} target="_blank" rel="noopener" color="primary.fg" title={s.url}>
        {pathOf(s.url)}
      </ChakraLink>
    ),
  },
  { key: 'payTypes', header: c.payTypes, wrap: true, render: (s) => labels(PAY_TYPE_LIST, s.payTypes) },
  {
    key: 'delivery',
    header: c.delivery,
    wrap: true,
    render: (s) => labels(DELIVERY_METHOD_LIST, s.deliveryMethods),
  },
  {
    key: 'status',
    header: c.status,
    render: (s) => (
      <ToneBadge tone={s.isOpen ? 'success' : 'neutral'} label={s.isOpen ? STORE_TEXT.open : STORE_TEXT.closed} />
    ),
    sortValue: (s) => (s.isOpen ? 0 : 1),
  },
  {
    key: 'products',
    header: c.products,
    numeric: true,
    render: (s) => s.productCount,
    sortValue: (s) => s.productCount,
  },
  {
    key: 'actions',
    header: c.actions,
    render: (s) => (
      <HStack gap="3">
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('shop.store.edit', { ScSysId: s.id, MerSysId: s.merchantId })}>{SHOP_TEXT.edit}</Link>
        </ChakraLink>
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('shop.sales.manage', { MerSysId: s.merchantId, ScSysId: s.id })}>{STORE_TEXT.sales}</Link>
        </ChakraLink>
        <SharePopover title={s.name} url={s.url} qrCode={s.qrCode} label={STORE_TEXT.qr} fileName={`store-${s.slug}`} />
      </HStack>
    ),
  },
];

const createButton = (
  <RouteButton to="shop.store.create" colorPalette="primary">
    {STORE_TEXT.create}
  </RouteButton>
);

/** /auth/shop/store-list: every store with its address, pay and delivery options, state and product count. */
export function StoreListView() {
  const { data, loading, error, refetch } = useStoresQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <PageFrame title={STORE_TEXT.listTitle} action={createButton}>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={SHOP_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data ? (
        <DataTable
          rows={data.stores}
          columns={STORE_COLUMNS}
          rowKey={(s) => s.id}
          empty={<EmptyState message={STORE_TEXT.empty} action={createButton} />}
          rowTestId="store-row"
        />
      ) : null}
    </PageFrame>
  );
}
