import { SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
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
        const text = (name: keyof ContentEditorValues, label: string, type = 'text') => (
          <TextField form={form} name={name} label={label} type={type} />
        );
        return (
          <Form noValidate aria-label="編輯內容">
            <Stack gap="4">
              {text('title', '標題')}
              {text('summary', '摘要')}
              {kind === 'FAQ' ? (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <SelectField
                    form={form}
                    name="category"
                    label="分類"
                    options={categories.map((c) => ({ value: c.key, label: c.label }))}
                  />
                  {text('sort', '排序')}
                </SimpleGrid>
              ) : null}
              {kind === 'CAMPAIGN' ? (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  {text('startsOn', '活動開始日', 'date')}
                  {text('endsOn', '活動結束日', 'date')}
                </SimpleGrid>
              ) : null}
              <TextField
                form={form}
                name="bodyHtml"
                label="內容（HTML，可用段落、清單、粗體、連結與表格）"
                multiline
                rows={10}
                monospace
              />
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
