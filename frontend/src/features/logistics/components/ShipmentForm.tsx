import { RouteButton } from '../../../components/RouteButton';
import { Box, Grid, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import {
  HOME_REGION_LABELS,
  SHIPPING_SERVICE_LABELS,
  type LogisticsServiceGroup,
} from '@paydesk/shared/shipment-statuses';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import { splitServerErrors, type ServerError, type SubmitOutcome } from '../../../lib/form-errors';
import {
  EMPTY_SHIPMENT,
  KIND_SERVICES,
  SHIPMENT_FIELDS,
  serviceGroup,
  shipmentSchema,
  type ShipmentKind,
  type ShipmentValues,
} from '../shipment.schema';
import { LOGISTICS_TEXT, SHIPMENT_FORM_TEXT as T } from '../text';
import { Section } from '../../../components/PageFrame';
import { QuotePanel, type QuoteState } from './QuotePanel';
import { StorePicker, type PickupStore } from '../../../components/StorePicker';

export interface ShipmentFormProps {
  kind: ShipmentKind;
  data: {
    shops: readonly { id: number; name: string }[];
    /** The service groups each shop's approved application opens. */
    approved: Readonly<Record<number, readonly LogisticsServiceGroup[]>>;
    isBusiness: boolean;
    initial?: Partial<ShipmentValues>;
  };
  quote: QuoteState & { packageProblem: string | null };
  /** Every edit; the view debounces and asks for a quote. */
  onParcelChange: (values: ShipmentValues) => void;
  stores: { list: readonly PickupStore[] | null; loading: boolean };
  onStoreSearch: (keyword: string) => void;
  disabled?: boolean;
  /** Resolves to the server's refusals (none when created). */
  onSubmit: (values: ShipmentValues) => Promise<readonly ServerError[]>;
}

/** B2C is for business members whose shop has it approved (SPEC §6); the other services are always offered. */
export function offeredServices(
  kind: ShipmentKind,
  approved: readonly LogisticsServiceGroup[],
  isBusiness: boolean,
): string[] {
  return KIND_SERVICES[kind].filter((s) => serviceGroup(s) !== 'B2C' || (isBusiness && approved.includes('B2C')));
}

function Watch({ onChange }: { onChange: (v: ShipmentValues) => void }) {
  const { values } = useFormikContext<ShipmentValues>();
  useEffect(() => onChange(values), [values, onChange]);
  return null;
}

/** One parcel: shop and service, receiver and pickup store (or home address), goods and size, COD; a live quote. */
export function ShipmentForm({
  kind,
  data,
  quote,
  onParcelChange,
  stores,
  onStoreSearch,
  disabled,
  onSubmit,
}: ShipmentFormProps) {
  const [packageError, setPackageError] = useState<string | null>(null);
  const home = kind === 'home';
  const firstShop = data.shops.length === 1 ? String(data.shops[0]?.id ?? '') : '';
  const initialShop = data.initial?.merchantId ?? firstShop;
  const initialServices = offeredServices(kind, data.approved[Number(initialShop)] ?? [], data.isBusiness);
  const initial: ShipmentValues = {
    ...EMPTY_SHIPMENT,
    merchantId: initialShop,
    service: initialServices[0] ?? '',
    ...data.initial,
  };
  // The package's refusal is shown beside the quote's, not on a field: it is split off before the fields get theirs.
  const submit = async (values: ShipmentValues): Promise<SubmitOutcome<ShipmentValues>> => {
    setPackageError(null);
    const errors = await onSubmit(values);
    const { fieldErrors, formError } = splitServerErrors(errors, SHIPMENT_FIELDS);
    const { package: pkg, ...rest } = fieldErrors;
    setPackageError(pkg ?? null);
    return errors.length ? { ok: false, fieldErrors: rest, formError } : { ok: true };
  };
  const refusal = packageError ?? quote.packageProblem;
  return (
    <ServerForm
      initialValues={initial}
      validationSchema={shipmentSchema(kind, { size: T.sizeRequired })}
      fields={SHIPMENT_FIELDS}
      label={T.submit}
      onSubmit={submit}
      bare
    >
      {(form, parts) => {
        const shopId = Number(form.values.merchantId);
        const approved = data.approved[shopId] ?? [];
        const services = offeredServices(kind, approved, data.isBusiness);
        const opened = !form.values.service || approved.includes(serviceGroup(form.values.service));
        const storeError =
          (form.touched.storeCode || form.submitCount > 0) && form.errors.storeCode ? form.errors.storeCode : undefined;
        const pickStore = (s: PickupStore | null) => {
          void form.setFieldValue('storeCode', s?.code ?? '');
          void form.setFieldValue('storeName', s?.name ?? '');
        };
        return (
          <>
            <Watch onChange={onParcelChange} />
            <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
              <Stack gap="6" minW="0">
                {parts.alert}
                {refusal ? (
                  <Alert.Root status="error" role="alert" data-testid="package-refusal" variant="solid">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{T.packageRefused}</Alert.Title>
                      <Alert.Description>{refusal}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}
                <Section title={T.sectionShop}>
                  {form.values.orderNo ? (
                    <Text fontWeight="medium">
                      {T.prefilled(form.values.orderNo)}
                      <Text as="span" display="block" fontWeight="normal" fontSize="sm" color="fg.muted">
                        {T.prefilledHint}
                      </Text>
                    </Text>
                  ) : null}
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                    <SelectField
                      form={form}
                      name="merchantId"
                      label={T.merchant}
                      placeholder={T.merchantPlaceholder}
                      required
                      options={data.shops.map((s) => ({ value: String(s.id), label: s.name }))}
                    />
                    <SelectField
                      form={form}
                      name="service"
                      label={T.service}
                      placeholder={T.servicePlaceholder}
                      required
                      options={services.map((s) => ({
                        value: s,
                        label: SHIPPING_SERVICE_LABELS[s as keyof typeof SHIPPING_SERVICE_LABELS],
                      }))}
                    />
                  </Grid>
                  {form.values.merchantId && !opened ? (
                    <Text color="accent.fg" data-testid="not-applied">
                      {T.notApplied}{' '}
                      <ChakraLink asChild color="primary.fg">
                        <Link to={pathTo('shipping.apply', { id: form.values.merchantId })}>{T.toApply}</Link>
                      </ChakraLink>
                    </Text>
                  ) : null}
                </Section>
                <Section title={T.sectionReceiver}>
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                    <TextField form={form} name="receiverName" label={T.receiverName} required />
                    <TextField
                      form={form}
                      name="receiverMobile"
                      label={T.receiverMobile}
                      inputMode="numeric"
                      required
                    />
                  </Grid>
                  {home ? (
                    <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
                      <TextField form={form} name="address" label={T.address} required maxLength={100} />
                      <SelectField
                        form={form}
                        name="region"
                        label={T.region}
                        placeholder={T.regionPlaceholder}
                        required
                        options={Object.entries(HOME_REGION_LABELS).map(([value, label]) => ({ value, label }))}
                      />
                    </Grid>
                  ) : (
                    <StorePicker
                      value={{ code: form.values.storeCode, name: form.values.storeName }}
                      onChange={pickStore}
                      stores={stores.list}
                      loading={stores.loading}
                      onSearch={onStoreSearch}
                      frozenOnly={kind === 'frz'}
                      error={storeError}
                    />
                  )}
                </Section>
                <Section title={T.sectionParcel}>
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                    <TextField form={form} name="goodsName" label={T.goodsName} required maxLength={60} />
                    <TextField form={form} name="declaredValue" label={T.declaredValue} inputMode="numeric" required />
                  </Grid>
                  <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="4">
                    <TextField form={form} name="lengthCm" label={T.lengthCm} inputMode="numeric" required />
                    <TextField form={form} name="widthCm" label={T.widthCm} inputMode="numeric" required />
                    <TextField form={form} name="heightCm" label={T.heightCm} inputMode="numeric" required />
                    <TextField form={form} name="weightKg" label={T.weightKg} inputMode="numeric" required />
                  </Grid>
                  <TextField form={form} name="codAmount" label={T.codAmount} helper={T.codHint} inputMode="numeric" />
                </Section>
              </Stack>
              <Box position={{ lg: 'sticky' }} top={{ lg: '20' }}>
                <QuotePanel state={quote} />
              </Box>
            </Grid>
            <Stack
              position="sticky"
              bottom="0"
              bg="bg"
              mt="6"
              px="4"
              py="3"
              borderTopWidth="1px"
              direction="row"
              gap="3"
              zIndex="1"
            >
              <SubmitButton disabled={disabled}>{T.submit}</SubmitButton>
              <RouteButton to="shipping.logistics.list" variant="ghost">
                {LOGISTICS_TEXT.cancel}
              </RouteButton>
            </Stack>
          </>
        );
      }}
    </ServerForm>
  );
}
