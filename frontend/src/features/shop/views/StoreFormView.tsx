import { RouteButton } from '../../../components/RouteButton';
import { Stack } from '@chakra-ui/react';
import { ImageUploader } from '../../../components/ImageUploader';
import { useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import {
  StoresDocument,
  useCreateStoreMutation,
  useStoreQuery,
  useUpdateStoreMutation,
} from '../../../graphql/documents/shop';
import type { DeliveryMethod } from '../../../graphql/generated';
import { StoreForm } from '../components/StoreForm';
import { DeliveryAvailability } from './DeliveryAvailability';
import { toStoreInput, toStoreValues, type StoreValues } from '../store.schema';
import { SHOP_TEXT, STORE_TEXT } from '../text';
import { PageFrame } from '../../../components/PageFrame';
import { useSave } from './useSave';
import { useStoreFormOptions } from './useShopOptions';

const notice = (methods: readonly DeliveryMethod[]) => (merchantId: number) => (
  <DeliveryAvailability merchantId={merchantId} methods={methods} />
);

const useStoreSave = () => useSave(STORE_TEXT.saved, pathTo('shop.store.list'), 'store');

const noShop = (
  <EmptyState
    message={STORE_TEXT.noShop}
    action={
      <RouteButton to="merchant.create" colorPalette="primary" size="sm">
        {STORE_TEXT.addShop}
      </RouteButton>
    }
  />
);

/** /auth/shop/store-create */
export function StoreCreateView() {
  const { options, loading, failed, retry } = useStoreFormOptions();
  const [create] = useCreateStoreMutation({ refetchQueries: [StoresDocument] });
  const save = useStoreSave();
  const submit = (values: StoreValues) =>
    save(async () => (await create({ variables: { input: toStoreInput(values) } })).data?.createStore);
  return (
    <PageFrame title={STORE_TEXT.createTitle}>
      {loading ? <ListSkeleton /> : null}
      {!loading && failed ? <LoadError message={SHOP_TEXT.loadError} onRetry={retry} /> : null}
      {!loading && !failed ? (
        options.shops.length ? (
          <StoreForm data={options} onSubmit={submit} deliveryNotice={notice(options.deliveryMethods)} />
        ) : (
          noShop
        )
      ) : null}
    </PageFrame>
  );
}

/** /auth/shop/store-edit/:ScSysId/:MerSysId (ScSysId is the store, MerSysId its shop). */
export function StoreEditView() {
  const { ScSysId = '' } = useParams();
  const id = Number(ScSysId);
  const { options, loading, failed, retry } = useStoreFormOptions();
  const storeQuery = useStoreQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const [update] = useUpdateStoreMutation({ refetchQueries: [StoresDocument] });
  const save = useStoreSave();
  const store = storeQuery.data?.store;
  const submit = (values: StoreValues) =>
    save(async () => (await update({ variables: { id, input: toStoreInput(values) } })).data?.updateStore);
  const waiting = loading || (storeQuery.loading && !storeQuery.data);
  const broken = failed || (Boolean(storeQuery.error) && !storeQuery.data);
  return (
    <PageFrame title={STORE_TEXT.editTitle}>
      {waiting ? <ListSkeleton /> : null}
      {!waiting && broken ? (
        <LoadError
          message={SHOP_TEXT.loadError}
          onRetry={() => {
            retry();
            void storeQuery.refetch();
          }}
        />
      ) : null}
      {!waiting && !broken && !store ? (
        <EmptyState
          message={STORE_TEXT.notFound}
          action={
            <RouteButton to="shop.store.list" variant="outline" size="sm">
              {SHOP_TEXT.back}
            </RouteButton>
          }
        />
      ) : null}
      {!waiting && !broken && store ? (
        <Stack gap="6">
          <ImageUploader
            label={STORE_TEXT.banner}
            hint={STORE_TEXT.bannerHint}
            images={store.bannerUrl ? [store.bannerUrl] : []}
            uploadPath={`/api/shop/stores/${store.id}/banner`}
            max={1}
            onChange={() => void storeQuery.refetch()}
          />
          <StoreForm
            data={{ ...options, initial: toStoreValues(store) }}
            onSubmit={submit}
            deliveryNotice={notice(options.deliveryMethods)}
          />
        </Stack>
      ) : null}
    </PageFrame>
  );
}
