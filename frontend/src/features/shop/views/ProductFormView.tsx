import { RouteButton } from '../../../components/RouteButton';
import { ImageUploader } from '../../../components/ImageUploader';
import { SHOP_LIMITS } from '@paydesk/shared/shop-rules';
import { useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import {
  ProductsDocument,
  StoresDocument,
  useCreateProductMutation,
  useProductQuery,
  useStoresQuery,
  useUpdateProductMutation,
} from '../../../graphql/documents/shop';
import { ProductForm } from '../components/ProductForm';
import { copyOf, toProductInput, toProductValues, type ProductValues } from '../product.schema';
import { PRODUCT_TEXT, SHOP_TEXT } from '../text';
import { PageFrame } from '../../../components/PageFrame';
import { useSave } from './useSave';

const REFETCH = [ProductsDocument, StoresDocument];

function useStoreChoices() {
  const stores = useStoresQuery();
  return {
    stores: (stores.data?.stores ?? []).map((s) => ({ id: s.id, name: s.name })),
    loading: stores.loading && !stores.data,
    failed: Boolean(stores.error) && !stores.data,
    retry: () => void stores.refetch(),
  };
}

/** A new product, or a copy of one (`prefill`). */
function ProductCreate({ title, prefill }: { title: string; prefill?: ProductValues }) {
  const choices = useStoreChoices();
  const [create] = useCreateProductMutation({ refetchQueries: REFETCH });
  const save = useSave(PRODUCT_TEXT.saved, pathTo('shop.product.list'), 'product');
  const submit = (values: ProductValues) =>
    save(async () => (await create({ variables: { input: toProductInput(values) } })).data?.createProduct);
  return (
    <PageFrame title={title}>
      {choices.loading ? <ListSkeleton /> : null}
      {choices.failed ? <LoadError message={SHOP_TEXT.loadError} onRetry={choices.retry} /> : null}
      {!choices.loading && !choices.failed ? (
        <ProductForm data={{ stores: choices.stores, initial: prefill }} onSubmit={submit} />
      ) : null}
    </PageFrame>
  );
}

/** /auth/shop/product-create */
export function ProductCreateView() {
  return <ProductCreate title={PRODUCT_TEXT.createTitle} />;
}

const backToList = (
  <RouteButton to="shop.product.list" variant="outline" size="sm">
    {SHOP_TEXT.back}
  </RouteButton>
);

/**
 * /auth/shop/product-edit/:PtSysID/:mode? — no mode edits; `view` shows the product read-only; `copy` opens the
 * create form prefilled with the product, its name marked as a copy.
 */
export function ProductEditView() {
  const { PtSysID = '', mode } = useParams();
  const id = Number(PtSysID);
  const choices = useStoreChoices();
  const productQuery = useProductQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const [update] = useUpdateProductMutation({ refetchQueries: REFETCH });
  const save = useSave(PRODUCT_TEXT.saved, pathTo('shop.product.list'), 'product');
  const product = productQuery.data?.product;
  const loading = choices.loading || (productQuery.loading && !productQuery.data);
  const failed = choices.failed || (Boolean(productQuery.error) && !productQuery.data);
  const title =
    mode === 'view' ? PRODUCT_TEXT.viewTitle : mode === 'copy' ? PRODUCT_TEXT.copyTitle : PRODUCT_TEXT.editTitle;

  if (!loading && !failed && product && mode === 'copy')
    return <ProductCreate title={title} prefill={copyOf(product)} />;
  const submit = (values: ProductValues) =>
    save(async () => (await update({ variables: { id, input: toProductInput(values) } })).data?.updateProduct);
  return (
    <PageFrame title={title} action={backToList}>
      {loading ? <ListSkeleton /> : null}
      {failed ? (
        <LoadError
          message={SHOP_TEXT.loadError}
          onRetry={() => {
            choices.retry();
            void productQuery.refetch();
          }}
        />
      ) : null}
      {!loading && !failed && !product ? <EmptyState message={PRODUCT_TEXT.notFound} /> : null}
      {!loading && !failed && product && mode !== 'view' ? (
        <ImageUploader
          label={PRODUCT_TEXT.images}
          hint={PRODUCT_TEXT.imagesHint}
          images={product.imageUrls}
          uploadPath={`/api/shop/products/${product.id}/images`}
          removePath={(index) => `/api/shop/products/${product.id}/images/${index}/remove`}
          max={SHOP_LIMITS.imagesPerProduct}
          onChange={() => void productQuery.refetch()}
        />
      ) : null}
      {!loading && !failed && product ? (
        <ProductForm
          key={mode ?? 'edit'}
          data={{
            stores: choices.stores,
            initial: toProductValues(product),
            counters: { reserved: product.reserved, sold: product.sold },
          }}
          readOnly={mode === 'view'}
          onSubmit={submit}
        />
      ) : null}
    </PageFrame>
  );
}
