import { Button, Grid, HStack, type GridProps } from '@chakra-ui/react';
import { Form, Formik, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { SubmitButton } from './FormFields';
import { COMPONENT_TEXT } from './text';

const T = COMPONENT_TEXT.filterBar;

/**
 * A list's filter bar: its fields in a grid, then 查詢 (applies the values) and 清除 (back to `reset` at once).
 * The values live with the list, so the bar follows them (a reset elsewhere shows here).
 */
export function FilterBar<V extends object>({
  value,
  reset,
  onChange,
  columns,
  children,
}: {
  value: V;
  reset: V;
  onChange: (next: V) => void;
  /** The grid's columns, the last one for the buttons (e.g. `{ base: '1fr', md: '1fr 1fr auto' }`). */
  columns: GridProps['templateColumns'];
  children: (form: FormikProps<V>) => ReactNode;
}) {
  return (
    <Formik initialValues={value} onSubmit={onChange} enableReinitialize>
      {(form) => (
        <Form noValidate aria-label={T.search}>
          <Grid templateColumns={columns} gap="3" alignItems="end">
            {children(form)}
            <HStack gridColumn={{ base: '1 / -1', md: 'auto' }}>
              <SubmitButton>{T.search}</SubmitButton>
              <Button
                variant="ghost"
                onClick={() => {
                  form.resetForm({ values: reset });
                  onChange(reset);
                }}
              >
                {T.reset}
              </Button>
            </HStack>
          </Grid>
        </Form>
      )}
    </Formik>
  );
}
