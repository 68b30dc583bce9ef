import { Stack, type StackProps } from '@chakra-ui/react';
import { Fieldset } from './chakra/fieldset';
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikProps, type FormikTouched } from 'formik';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import type { Tone } from '@paydesk/shared/code-list';
import { applyServerErrors, type ServerError, type SubmitOutcome } from '../lib/form-errors';
import { CaptchaField } from './CaptchaField';
import { InvalidSubmitNotice } from './FormFields';
import { FormErrorAlert } from './LoadState';
import { useConfirmedSubmit } from './useConfirmedSubmit';

// Only the forms that confirm load the dialog: the sign-in forms stay as small as they were.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/** The image code a form sends as its `captcha` value (SPEC §5): each try spends it, so every try empties the field. */
export interface ServerFormCaptcha {
  label: string;
  placeholder?: string;
  /** The length the server draws, when it is not the usual one. */
  length?: number;
  /** The image sits under the field, not beside it (a narrow dialog). */
  stacked?: boolean;
  /** A save leaves the field as it was: the form is done and about to leave the page. */
  keepAfterSave?: boolean;
  src: string;
  onReload: () => void;
}

/** The confirm step before a form moves money (DESIGN §6): a valid submit opens the dialog, confirming sends it. */
export interface ServerFormConfirm<V> {
  title: string;
  message: (values: V) => string;
  confirmLabel: string;
  tone?: Tone;
}

/** What a save answers: the payload's refusals (none when saved), or an outcome already split onto the fields. */
export type ServerFormResult<V> = readonly ServerError[] | SubmitOutcome<V>;

/** What the form's fields may place besides their own inputs. */
export interface ServerFormParts {
  /** The captcha field (only with the `captcha` option), where the form wants it. */
  captcha: ReactNode;
  /** Shows the refusals of another request the form makes (a second action) as a submit's are shown. */
  showRefusals: (errors: readonly ServerError[]) => void;
  /** The alert of the refusals no field shows: placed by the form itself only when it is `bare`. */
  alert: ReactNode;
}

/**
 * The frame every form that saves through a GraphQL payload shares: Formik with the Yup schema, the invalid-submit
 * notice, the server's refusals put on the fields the form shows (the rest in one alert above them), and optionally
 * a reset after a save, a captcha and a confirm step. The form's own fields are `children(form, parts)`.
 */
export interface ServerFormProps<V extends object> {
  initialValues: V;
  /** Fields already left when the form mounts (it takes over typed values): validated at once, errors shown. */
  initialTouched?: FormikTouched<V>;
  /** A Yup schema built on the shared rules (`*.schema.ts`). */
  validationSchema: unknown;
  /** The fields the server may name in its refusals; errors on others go to the alert. */
  fields: readonly string[];
  /** The form's accessible name. */
  label: string;
  /** Resolves to the server's refusals (none when saved). */
  onSubmit: (values: V) => Promise<ServerFormResult<V>>;
  /** After a save: `true` resets to the initial values, an object resets to those values. */
  resetOnSuccess?: boolean | V;
  /** A view mode: every input shown but read-only (one disabled fieldset around them all). */
  readOnly?: boolean;
  /** The form has a `captcha` value: its field is offered to `children`, and every try empties it. */
  captcha?: ServerFormCaptcha;
  /** Submitting asks first (a confirm dialog); an invalid form shows its errors and never reaches the dialog. */
  confirm?: ServerFormConfirm<V>;
  /** Whether an invalid submit toasts (SPEC §5); the sign-in and inline forms only mark their fields. */
  notifyInvalid?: boolean;
  /** New initial values (data loaded again) reset the form to them. */
  enableReinitialize?: boolean;
  /**
   * The form lays itself out (a dialog's header, body and footer): `children` sit right inside the form element,
   * without the read-only fieldset and stack, and place `parts.alert` themselves.
   */
  bare?: boolean;
  maxW?: StackProps['maxW'];
  gap?: StackProps['gap'];
  children: (form: FormikProps<V>, parts: ServerFormParts) => ReactNode;
}

function savedBy<V>(result: ServerFormResult<V>): boolean {
  return 'ok' in result ? result.ok : result.length === 0;
}

/** The refusals of a result as the fields' messages and the form's one message; `null` when saved. */
function refusalsOf<V extends object>(
  result: ServerFormResult<V>,
  fields: readonly string[],
  setErrors: (errors: FormikErrors<V>) => void,
): { formError: string | null } | null {
  if (!('ok' in result)) {
    // Generic V: Formik's deep error type can't be matched to the flat map, the fields are flat by contract.
    const formError = applyServerErrors<V>(result, (e) => setErrors(e as FormikErrors<V>), fields);
    return savedBy(result) ? null : { formError };
  }
  if (result.ok) return null;
  setErrors(result.fieldErrors as FormikErrors<V>);
  return { formError: result.formError };
}

export function ServerForm<V extends object>({
  initialValues,
  initialTouched,
  validationSchema,
  fields,
  label,
  onSubmit,
  resetOnSuccess = false,
  readOnly = false,
  captcha,
  confirm,
  notifyInvalid = true,
  enableReinitialize = false,
  bare = false,
  maxW = '3xl',
  gap = '6',
  children,
}: ServerFormProps<V>) {
  const [formError, setFormError] = useState<string | null>(null);
  const confirmed = useConfirmedSubmit<V>();
  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    setFormError(null);
    const result = await onSubmit(values);
    // Every try spends the captcha: the parent draws a new image, the field is emptied before any errors land.
    if (captcha && !(captcha.keepAfterSave && savedBy(result))) await helpers.setFieldValue('captcha', '', false);
    const refused = refusalsOf(result, fields, helpers.setErrors);
    setFormError(refused?.formError ?? null);
    if (refused || resetOnSuccess === false) return;
    if (resetOnSuccess === true) helpers.resetForm();
    else helpers.resetForm({ values: resetOnSuccess });
  };
  return (
    <Formik
      initialValues={initialValues}
      initialTouched={initialTouched}
      // Touched fields show their errors, which only a validation run computes.
      validateOnMount={initialTouched !== undefined && Object.keys(initialTouched).length > 0}
      validationSchema={validationSchema}
      onSubmit={submit}
      enableReinitialize={enableReinitialize}
    >
      {(form) => {
        // With a confirm step every submit (button or Enter) goes through the dialog first.
        const asking = confirm
          ? {
              onSubmit: (e: FormEvent) => {
                e.preventDefault();
                void confirmed.ask(form);
              },
            }
          : {};
        const alert = <FormErrorAlert message={formError} />;
        const content = children(form, {
          captcha: captcha ? <CaptchaField form={form as never} {...captcha} /> : null,
          showRefusals: (errors) => setFormError(refusalsOf<V>(errors, fields, form.setErrors)?.formError ?? null),
          alert,
        });
        return (
          <Form noValidate aria-label={label} {...asking}>
            {notifyInvalid ? <InvalidSubmitNotice /> : null}
            {bare ? (
              content
            ) : (
              <Fieldset.Root disabled={readOnly}>
                <Stack gap={gap} maxW={maxW}>
                  {alert}
                  {content}
                </Stack>
              </Fieldset.Root>
            )}
            {/* Mounted from the first ask on: its code loads then, not with every form that might confirm. */}
            {confirm && confirmed.asked ? (
              <Suspense fallback={null}>
                <ConfirmDialog
                  {...confirmed.dialog}
                  title={confirm.title}
                  message={confirm.message(form.values)}
                  confirmLabel={confirm.confirmLabel}
                  tone={confirm.tone}
                />
              </Suspense>
            ) : null}
          </Form>
        );
      }}
    </Formik>
  );
}
