import { Button, Grid, HStack } from '@chakra-ui/react';
import { EVENT_CATALOGUE } from '@paydesk/shared/event-catalogue';
import { CheckboxGroupField, SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import type { ServerError } from '../../../lib/form-errors';
import { EMPTY_ENDPOINT, endpointSchema, type EndpointValues } from '../webhook.schema';
import { WEBHOOK_TEXT } from '../text';

const EVENT_OPTIONS = EVENT_CATALOGUE.filter((e) => e.webhook).map((e) => ({
  value: e.type,
  label: `${e.label}（${e.type}）`,
}));

export interface EndpointFormProps {
  shops: readonly { id: number; name: string }[];
  /** Editing an endpoint: its values; a new one otherwise. */
  initial?: EndpointValues;
  onSubmit: (values: EndpointValues) => Promise<readonly ServerError[]>;
  onCancel?: () => void;
}

/** An endpoint's URL, description, shop (or every shop) and the events it receives. */
export function EndpointForm({ shops, initial, onSubmit, onCancel }: EndpointFormProps) {
  const editing = Boolean(initial);
  const label = editing ? WEBHOOK_TEXT.editTitle : WEBHOOK_TEXT.createTitle;
  return (
    <ServerForm
      initialValues={initial ?? EMPTY_ENDPOINT}
      validationSchema={endpointSchema}
      fields={Object.keys(EMPTY_ENDPOINT)}
      label={label}
      onSubmit={(values) => onSubmit({ ...values, url: values.url.trim(), description: values.description.trim() })}
      resetOnSuccess={!editing}
      enableReinitialize
      gap="4"
    >
      {(form) => (
        <>
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
            <TextField
              form={form}
              name="url"
              label={WEBHOOK_TEXT.url}
              helper={WEBHOOK_TEXT.urlHint}
              placeholder="https://"
              required
            />
            <SelectField
              form={form}
              name="merchantId"
              label={WEBHOOK_TEXT.shop}
              placeholder={WEBHOOK_TEXT.allShops}
              options={shops.map((s) => ({ value: String(s.id), label: s.name }))}
            />
          </Grid>
          <TextField form={form} name="description" label={WEBHOOK_TEXT.description} />
          <CheckboxGroupField form={form} name="events" label={WEBHOOK_TEXT.events} options={EVENT_OPTIONS} />
          <HStack gap="2">
            <SubmitButton>{editing ? WEBHOOK_TEXT.save : WEBHOOK_TEXT.create}</SubmitButton>
            {onCancel ? (
              <Button variant="outline" onClick={onCancel}>
                {WEBHOOK_TEXT.cancelEdit}
              </Button>
            ) : null}
          </HStack>
        </>
      )}
    </ServerForm>
  );
}
