import { Stack, Text } from '@chakra-ui/react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { InvalidSubmitNotice, SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { FormErrorAlert } from '../../../components/LoadState';
import { applyServerErrors, type ServerError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money-format';
import { CLAIM_FIELDS, EMPTY_CLAIM, claimSchema, type ClaimValues } from '../claim.schema';
import { CLAIM_TEXT as T } from '../text';
import { Section } from './PageFrame';

export interface LostParcel {
  id: number;
  logisticsNo: string;
  declaredValue: number;
  goodsName: string;
}

function WatchShipment({ onChange }: { onChange: (id: number | null) => void }) {
  const { values } = useFormikContext<ClaimValues>();
  useEffect(() => onChange(values.shipmentId ? Number(values.shipmentId) : null), [values.shipmentId, onChange]);
  return null;
}

/** A claim for a lost parcel: the cap of its service (from the quote rules) and its declared value bound it. */
export function ClaimForm({
  parcels,
  cap,
  onShipmentChange,
  onSubmit,
}: {
  parcels: readonly LostParcel[];
  /** The chosen parcel's compensation cap; null while unknown. */
  cap: number | null;
  onShipmentChange: (id: number | null) => void;
  onSubmit: (values: ClaimValues) => Promise<readonly ServerError[]>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const initial = { ...EMPTY_CLAIM, shipmentId: parcels.length === 1 ? String(parcels[0]?.id ?? '') : '' };
  const submit = async (values: ClaimValues, helpers: FormikHelpers<ClaimValues>) => {
    setFormError(null);
    const errors = await onSubmit(values);
    setFormError(applyServerErrors<ClaimValues>(errors, helpers.setErrors, CLAIM_FIELDS));
    if (!errors.length) helpers.resetForm({ values: EMPTY_CLAIM });
  };
  return (
    <Formik initialValues={initial} validationSchema={claimSchema} onSubmit={submit}>
      {(form) => {
        const parcel = parcels.find((p) => String(p.id) === form.values.shipmentId);
        return (
          <Form noValidate aria-label={T.formTitle}>
            <WatchShipment onChange={onShipmentChange} />
            <InvalidSubmitNotice />
            <Section title={T.formTitle}>
              <Stack gap="4" maxW="2xl">
                <FormErrorAlert message={formError} />
                <SelectField
                  form={form}
                  name="shipmentId"
                  label={T.shipment}
                  placeholder={T.shipmentPlaceholder}
                  required
                  options={parcels.map((p) => ({ value: String(p.id), label: `${p.logisticsNo}（${p.goodsName}）` }))}
                />
                <Stack gap="1" fontSize="sm" color="fg.muted" data-testid="claim-limits">
                  <Text>{cap == null ? T.capsAll : T.cap(formatMoney(cap))}</Text>
                  {parcel ? <Text>{T.declaredLimit(formatMoney(parcel.declaredValue))}</Text> : null}
                </Stack>
                <TextField form={form} name="amount" label={T.amount} inputMode="numeric" required />
                <TextField form={form} name="description" label={T.description} multiline required maxLength={500} />
                <SubmitButton alignSelf="flex-start">{T.submit}</SubmitButton>
              </Stack>
            </Section>
          </Form>
        );
      }}
    </Formik>
  );
}
