import { RouteButton } from '../../../components/RouteButton';
import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { MoneyText } from '../../../components/MoneyText';
import { ToneBadge } from '../../../components/StatusBadge';
import { useProductsQuery, useStoresQuery } from '../../../graphql/documents/shop';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import type { ProductFieldsFragment } from '../../../graphql/generated';
import { PRODUCT_TEXT, SHOP_TEXT } from '../text';
import { PageFrame } from '../../../components/PageFrame';

type Row = ProductFieldsFragment & { storeNames: string };

const c = PRODUCT_TEXT.columns;

const action = (to: string, label: string, name: string) => (
  <ChakraLink asChild color="primary.fg">
    <Link to={to} aria-label={`${label} ${name}`}>
      {label}
    </Link>
  </ChakraLink>
);

const PRODUCT_COLUMNS: Column<Row>[] = [
  { key: 'name', header: c.name, wrap: true, render: (p) => p.name, sortValue: (p) => p.name },
  {
    key: 'price',
    header: c.price,
    numeric: true,
    render: (p) => <MoneyText value={p.price} />,
    sortValue: (p) => p.price,
  },
  { key: 'stock', header: c.stock, numeric: true, render: (p) => p.stock, sortValue: (p) => p.stock },
  { key: 'reserved', header: c.reserved, numeric: true, render: (p) => p.reserved, sortValue: (p) => p.reserved },
  { key: 'sold', header: c.sold, numeric: true, render: (p) => p.sold, sortValue: (p) => p.sold },
  {
    key: 'listed',
    header: c.listed,
    render: (p) => (
      <ToneBadge
        tone={p.listed ? 'success' : 'neutral'}
        label={p.listed ? PRODUCT_TEXT.listedLabel : PRODUCT_TEXT.unlistedLabel}
      />
    ),
    sortValue: (p) => (p.listed ? 0 : 1),
  },
  { key: 'stores', header: c.stores, wrap: true, render: (p) => p.storeNames || '-' },
  {
    key: 'actions',
    header: c.actions,
    render: (p) => (
      <HStack gap="3">
        {action(pathTo('shop.product.edit', { PtSysID: p.id }), SHOP_TEXT.edit, p.name)}
        {action(pathTo('shop.product.edit', { PtSysID: p.id, mode: 'view' }), SHOP_TEXT.view, p.name)}
        {action(pathTo('shop.product.edit', { PtSysID: p.id, mode: 'copy' }), SHOP_TEXT.copy, p.name)}
      </HStack>
    ),
  },
];

const createButton = (
  <RouteButton to="shop.product.create" colorPalette="primary">
    {PRODUCT_TEXT.create}
  </RouteButton>
);

/** /auth/shop/product-list: products with price, the three stock counters, listing and the stores selling them. */
export function ProductListView() {
  const products = useProductsQuery({ fetchPolicy: 'cache-and-network' });
  const more = useMorePages(products.fetchMore, products.data?.products, 'products');
  const stores = useStoresQuery();
  const names = new Map((stores.data?.stores ?? []).map((s) => [s.id, s.name]));
  const rows: Row[] = (products.data?.products.items ?? []).map((p) => ({
    ...p,
    storeNames: p.storeIds.flatMap((id) => names.get(id) ?? []).join('、'),
  }));
  const data = products.data && stores.data;
  const failed = Boolean(products.error || stores.error) && !data;
  return (
    <PageFrame title={PRODUCT_TEXT.listTitle} action={createButton}>
      {!data && !failed ? <ListSkeleton /> : null}
      {failed ? (
        <LoadError
          message={SHOP_TEXT.loadError}
          onRetry={() => {
            void products.refetch();
            void stores.refetch();
          }}
        />
      ) : null}
      {data ? (
        <DataTable
          rows={rows}
          columns={PRODUCT_COLUMNS}
          rowKey={(p) => p.id}
          empty={<EmptyState message={PRODUCT_TEXT.empty} action={createButton} />}
          rowTestId="product-row"
        />
      ) : null}
      {data ? <LoadMore {...more} shown={rows.length} /> : null}
    </PageFrame>
  );
}
