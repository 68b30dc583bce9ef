import { Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import type { ServerError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money-format';
import { CLAIM_FIELDS, EMPTY_CLAIM, claimSchema, type ClaimValues } from '../claim.schema';
import { CLAIM_TEXT as T } from '../text';
import { Section } from '../../../components/PageFrame';

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
  const initial = { ...EMPTY_CLAIM, shipmentId: parcels.length === 1 ? String(parcels[0]?.id ?? '') : '' };
  return (
    <Section title={T.formTitle}>
      <ServerForm
        initialValues={initial}
        validationSchema={claimSchema}
        fields={CLAIM_FIELDS}
        label={T.formTitle}
        onSubmit={onSubmit}
        resetOnSuccess={EMPTY_CLAIM}
        gap="4"
        maxW="2xl"
      >
        {(form) => {
          const parcel = parcels.find((p) => String(p.id) === form.values.shipmentId);
          return (
            <>
              <WatchShipment onChange={onShipmentChange} />
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
            </>
          );
        }}
      </ServerForm>
    </Section>
  );
}
