import { SubmitButton } from '../../../components/FormFields';
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { contentSchema } from '../content.schema';
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
  const submit = async (values: ContentEditorValues, helpers: FormikHelpers<ContentEditorValues>) => {
    const errors = await onSubmit(values);
    if (errors) helpers.setErrors(errors);
  };
  return (
    <Formik initialValues={initial} validationSchema={contentSchema} onSubmit={submit} enableReinitialize>
      {(form) => {
        const error = (name: keyof ContentEditorValues) =>
          form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
        const text = (name: keyof ContentEditorValues, label: string, type = 'text') => (
          <Field.Root invalid={Boolean(error(name))}>
            <Field.Label>{label}</Field.Label>
            <Input
              name={name}
              type={type}
              value={form.values[name]}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
            />
            {error(name) ? <Field.ErrorText>{error(name)}</Field.ErrorText> : null}
          </Field.Root>
        );
        return (
          <Form noValidate aria-label="編輯內容">
            <Stack gap="4">
              {text('title', '標題')}
              {text('summary', '摘要')}
              {kind === 'FAQ' ? (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <Field.Root invalid={Boolean(error('category'))}>
                    <Field.Label>分類</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="category" value={form.values.category} onChange={form.handleChange}>
                        {categories.map((c) => (
                          <option key={c.key} value={c.key}>
                            {c.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {error('category') ? <Field.ErrorText>{error('category')}</Field.ErrorText> : null}
                  </Field.Root>
                  {text('sort', '排序')}
                </SimpleGrid>
              ) : null}
              {kind === 'CAMPAIGN' ? (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  {text('startsOn', '活動開始日', 'date')}
                  {text('endsOn', '活動結束日', 'date')}
                </SimpleGrid>
              ) : null}
              <Field.Root invalid={Boolean(error('bodyHtml'))}>
                <Field.Label>內容（HTML，可用段落、清單、粗體、連結與表格）</Field.Label>
                <Textarea
                  name="bodyHtml"
                  rows={10}
                  fontFamily="mono"
                  value={form.values.bodyHtml}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                />
                {error('bodyHtml') ? <Field.ErrorText>{error('bodyHtml')}</Field.ErrorText> : null}
              </Field.Root>
              <HStack gap="3">
                <SubmitButton>儲存</SubmitButton>
                <Button variant="outline" onClick={onCancel} disabled={form.isSubmitting}>
                  取消
                </Button>
              </HStack>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
