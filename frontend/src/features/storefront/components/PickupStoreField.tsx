import type { FormikProps } from 'formik';
import { StorePicker, type PickupStore } from '../../../components/StorePicker';
import { usePickupStoresLazyQuery } from '../../../graphql/documents/storefront';
import type { ShopCheckoutValues } from '../checkout.schema';
import { CHECKOUT_TEXT } from '../text';

/** The buyer's pickup store: searched in the convenience-store list and picked, as the seller's parcel form does. */
export function PickupStoreField({ form }: { form: FormikProps<ShopCheckoutValues> }) {
  const [search, result] = usePickupStoresLazyQuery({ fetchPolicy: 'network-only' });
  const pick = (store: PickupStore | null) => {
    void form.setFieldValue('pickupStoreCode', store?.code ?? '');
    void form.setFieldValue('pickupStoreName', store?.name ?? '');
  };
  const touched = form.touched.pickupStoreCode || form.submitCount > 0;
  const error = result.error ? CHECKOUT_TEXT.pickupStoreError : touched ? form.errors.pickupStoreCode : undefined;
  return (
    <StorePicker
      value={{ code: form.values.pickupStoreCode, name: form.values.pickupStoreName }}
      onChange={pick}
      stores={result.data?.pickupStores ?? (result.called && !result.loading ? [] : null)}
      loading={result.loading}
      onSearch={(keyword) => void search({ variables: { keyword } }).catch(() => undefined)}
      frozenOnly={false}
      error={error}
    />
  );
}
