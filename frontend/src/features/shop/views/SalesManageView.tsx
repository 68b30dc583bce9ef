import { RouteButton } from '../../../components/RouteButton';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import {
  ProductsDocument,
  StoresDocument,
  useSaveStoreSalesMutation,
  useStoreSalesQuery,
} from '../../../graphql/documents/shop';
import { showToast } from '../../../lib/toast';
import { SalesEditor } from '../components/SalesEditor';
import { PRODUCT_TEXT, SALES_TEXT, SHOP_TEXT } from '../text';
import { PageFrame } from '../../../components/PageFrame';

const backToStores = (
  <RouteButton to="shop.store.list" variant="outline" size="sm">
    {SHOP_TEXT.back}
  </RouteButton>
);

/** /auth/shop/sales-manage/:MerSysId/:ScSysId: which products the store sells, and in what order. */
export function SalesManageView() {
  const { ScSysId = '' } = useParams();
  const storeId = Number(ScSysId);
  const { data, loading, error, refetch } = useStoreSalesQuery({
    variables: { storeId },
    fetchPolicy: 'cache-and-network',
  });
  const [saveSales] = useSaveStoreSalesMutation({ refetchQueries: [StoresDocument, ProductsDocument] });
  const sales = data?.storeSales;
  const onSave = async (productIds: number[]) => {
    try {
      const { data: res } = await saveSales({ variables: { storeId, productIds } });
      const payload = res?.saveStoreSales;
      if (payload?.sales) {
        showToast(SALES_TEXT.saved, 'success');
        return [];
      }
      return payload?.errors.length ? payload.errors : [{ field: null, message: SHOP_TEXT.saveFailed }];
    } catch {
      return [{ field: null, message: SHOP_TEXT.saveFailed }];
    }
  };
  const title = sales ? `${SALES_TEXT.title}：${sales.store.name}` : SALES_TEXT.title;
  return (
    <PageFrame title={title} action={backToStores}>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={SHOP_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data && !sales ? <EmptyState message={SALES_TEXT.notFound} /> : null}
      {sales && !sales.lines.length ? (
        <EmptyState
          message={SALES_TEXT.empty}
          action={
            <RouteButton to="shop.product.create" colorPalette="primary" size="sm">
              {PRODUCT_TEXT.create}
            </RouteButton>
          }
        />
      ) : null}
      {sales?.lines.length ? <SalesEditor key={sales.store.id} data={sales} onSave={onSave} /> : null}
    </PageFrame>
  );
}
