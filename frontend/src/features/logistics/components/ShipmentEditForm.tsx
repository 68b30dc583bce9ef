import { Grid, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/chakra/alert';
import { SubmitButton, TextField } from '../../../components/FormFields';
import { Section } from '../../../components/PageFrame';
import { ServerForm, type ServerFormResult } from '../../../components/ServerForm';
import { StorePicker, type PickupStore } from '../../../components/StorePicker';
import { SHIPMENT_EDIT_FIELDS, shipmentEditSchema, type ShipmentEditValues } from '../shipment-edit.schema';
import { SHIPMENT_EDIT_TEXT as E, SHIPMENT_FORM_TEXT as T } from '../text';

export interface ShipmentEditFormProps {
  initial: ShipmentEditValues;
  /** Home parcels change their address; store parcels pick another store. */
  home: boolean;
  /** Frozen store parcels list frozen pickup stores only. */
  frozenOnly: boolean;
  /** Why the parcel can no longer change (shown above a read-only form); null while it can. */
  locked: string | null;
  stores: { list: readonly PickupStore[] | null; loading: boolean };
  onStoreSearch: (keyword: string) => void;
  /** Resolves to the server's refusals (none when saved). */
  onSubmit: (values: ShipmentEditValues) => Promise<ServerFormResult<ShipmentEditValues>>;
  /** The way back, beside the save button. */
  back: ReactNode;
}

/** The receiver, pickup store or address and goods name of a parcel not yet dropped off. */
export function ShipmentEditForm({
  initial,
  home,
  frozenOnly,
  locked,
  stores,
  onStoreSearch,
  onSubmit,
  back,
}: ShipmentEditFormProps) {
  return (
    <ServerForm
      initialValues={initial}
      validationSchema={shipmentEditSchema(home)}
      fields={SHIPMENT_EDIT_FIELDS}
      label={E.formLabel}
      onSubmit={onSubmit}
      readOnly={Boolean(locked)}
      enableReinitialize
    >
      {(form) => {
        const storeError =
          (form.touched.storeCode || form.submitCount > 0) && form.errors.storeCode ? form.errors.storeCode : undefined;
        const pickStore = (s: PickupStore | null) => {
          void form.setFieldValue('storeCode', s?.code ?? '');
          void form.setFieldValue('storeName', s?.name ?? '');
        };
        return (
          <>
            {locked ? (
              <Alert.Root status="warning" data-testid="edit-locked">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{E.lockedTitle}</Alert.Title>
                  <Alert.Description>{locked}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                {E.hint}
              </Text>
            )}
            <Section title={T.sectionReceiver}>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                <TextField form={form} name="receiverName" label={T.receiverName} required />
                <TextField form={form} name="receiverMobile" label={T.receiverMobile} inputMode="numeric" required />
              </Grid>
              {home ? (
                <TextField form={form} name="address" label={T.address} required maxLength={100} />
              ) : locked ? (
                <Text data-testid="store-chosen">{T.storeChosen(form.values.storeName, form.values.storeCode)}</Text>
              ) : (
                <StorePicker
                  value={{ code: form.values.storeCode, name: form.values.storeName }}
                  onChange={pickStore}
                  stores={stores.list}
                  loading={stores.loading}
                  onSearch={onStoreSearch}
                  frozenOnly={frozenOnly}
                  error={storeError}
                />
              )}
              {/* The picker shows its error only while searching: a refused chosen store says so under it. */}
              {!home && !locked && form.values.storeCode && storeError ? (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {storeError}
                </Text>
              ) : null}
            </Section>
            <Section title={T.sectionParcel}>
              <TextField form={form} name="goodsName" label={T.goodsName} required maxLength={60} />
            </Section>
            <HStack gap="3">
              {locked ? null : <SubmitButton>{E.save}</SubmitButton>}
              {back}
            </HStack>
          </>
        );
      }}
    </ServerForm>
  );
}
