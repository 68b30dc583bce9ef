import { SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { Button, HStack, SimpleGrid } from '@chakra-ui/react';
import { ServerForm } from '../../../components/ServerForm';
import type { SubmitOutcome } from '../../../lib/form-errors';
import { contentSchema } from '../content.schema';
import { CONTENT_TEXT } from '../text';
import type { ContentKind } from '../../../graphql/generated';

export interface ContentEditorValues {
  title: string;
  summary: string;
  bodyHtml: string;
  category: string;
  startsOn: string;
  endsOn: string;
  sort: string;
}

const T = CONTENT_TEXT.editor;
/** The editor's fields: server errors on them show inline (the page toasts any other). */
export const EDITOR_FIELDS: readonly (keyof ContentEditorValues)[] = [
  'title',
  'summary',
  'bodyHtml',
  'category',
  'startsOn',
  'endsOn',
  'sort',
];

export type EditorErrors = Partial<Record<keyof ContentEditorValues, string>>;

export interface ContentEditorProps {
  kind: ContentKind;
  initial: ContentEditorValues;
  categories: readonly { key: string; label: string }[];
  onSubmit: (values: ContentEditorValues) => Promise<EditorErrors | null>;
  onCancel: () => void;
}

/** Create or edit one item; the body is HTML that the gateway sanitises before storing. */
export function ContentEditor({ kind, initial, categories, onSubmit, onCancel }: ContentEditorProps) {
  // The page says what went wrong beyond the fields; the form only marks them.
  const submit = async (values: ContentEditorValues): Promise<SubmitOutcome<ContentEditorValues>> => {
    const errors = await onSubmit(values);
    return errors ? { ok: false, fieldErrors: errors, formError: null } : { ok: true };
  };
  return (
    <ServerForm<ContentEditorValues>
      initialValues={initial}
      validationSchema={contentSchema}
      fields={EDITOR_FIELDS}
      label={T.form}
      onSubmit={submit}
      enableReinitialize
      notifyInvalid={false}
      maxW="none"
      gap="4"
    >
      {(form) => {
        const text = (name: keyof ContentEditorValues, label: string, type = 'text') => (
          <TextField form={form} name={name} label={label} type={type} />
        );
        return (
          <>
            {text('title', T.title)}
            {text('summary', T.summary)}
            {kind === 'FAQ' ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <SelectField
                  form={form}
                  name="category"
                  label={T.category}
                  options={categories.map((c) => ({ value: c.key, label: c.label }))}
                />
                {text('sort', T.sort)}
              </SimpleGrid>
            ) : null}
            {kind === 'CAMPAIGN' ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {text('startsOn', T.startsOn, 'date')}
                {text('endsOn', T.endsOn, 'date')}
              </SimpleGrid>
            ) : null}
            <TextField form={form} name="bodyHtml" label={T.bodyHtml} multiline rows={10} monospace />
            <HStack gap="3">
              <SubmitButton>{T.save}</SubmitButton>
              <Button variant="outline" onClick={onCancel} disabled={form.isSubmitting}>
                {T.cancel}
              </Button>
            </HStack>
          </>
        );
      }}
    </ServerForm>
  );
}
